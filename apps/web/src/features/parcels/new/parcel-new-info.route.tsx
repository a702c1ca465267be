import { isManufacturer } from '@console/domain/access/permissions';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../paths';
import { useProfile } from '../../../session/use-profile';
import { ParcelForm } from '../parcel-form';
import { useParcelDraft } from './parcel-draft';
import { StepBar } from './step-bar';

/** parcels/new, step 1: the parcel's own fields. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const navigate = useNavigate();
  const { draft, update, accounts, tiles } = useParcelDraft();

  return (
    <ParcelForm
      values={draft.info}
      title={t('parcel.new.steps.info')}
      accounts={accounts ?? undefined}
      isManufacturer={isManufacturer(profile)}
      tiles={tiles}
      isLeaving={null}
      issues={undefined}
      onValuesChange={(info) => update({ info })}
      onSave={(info) => {
        update({ info, isInfoDone: true });
        void navigate(paths.parcelNewStep('crop'));
      }}
      footer={<StepBar back={{ to: paths.parcels(), label: t('common.cancel') }} />}
    />
  );
};
