import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../paths';
import { CropForm } from '../crops/crop-form';
import { useParcelDraft } from './parcel-draft';
import { StepBar } from './step-bar';

/** parcels/new, step 2: this season's crop, or none yet. */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, update } = useParcelDraft();
  if (!draft.isInfoDone) return <Navigate to={paths.parcelNewStep('info')} replace />;

  return (
    <CropForm
      values={draft.crop}
      title={t('parcel.new.steps.crop')}
      isLeaving={null}
      issues={undefined}
      onValuesChange={(crop) => update({ crop })}
      onSave={(crop) => {
        update({ crop, withCrop: true, isCropDone: true });
        void navigate(paths.parcelNewStep('sensor'));
      }}
      footer={
        <StepBar
          back={{ to: paths.parcelNewStep('info'), label: t('parcel.new.back') }}
          extra={
            <Button
              variant="subtle"
              onClick={() => {
                update({ withCrop: false, isCropDone: true });
                void navigate(paths.parcelNewStep('sensor'));
              }}
            >
              {t('parcel.new.skip-crop')}
            </Button>
          }
        />
      }
    />
  );
};
