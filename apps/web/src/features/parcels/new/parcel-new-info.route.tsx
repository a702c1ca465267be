import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../paths';
import { useProfile } from '../../../session/use-profile';
import type { FieldIssue } from '../../../ui/form-issues';
import { SaveBar } from '../../../ui/save-bar';
import { ParcelForm } from '../parcel-form';
import { useParcelDraft } from './parcel-draft';

/** parcels/new, step 1: the parcel's own fields. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const navigate = useNavigate();
  const { draft, update, accounts, tileUrl } = useParcelDraft();
  const [issues, setIssues] = useState<FieldIssue[]>();

  return (
    <ParcelForm
      values={draft.info}
      title={t('parcel.new.steps.info')}
      accounts={accounts ?? undefined}
      isManufacturer={profile.accountType === 'desangosse'}
      tileUrl={tileUrl}
      isLeaving={null}
      issues={issues}
      onValuesChange={(info) => update({ info })}
      onSave={(info) => {
        // Staff have no parcels of their own: the account is theirs to choose.
        if (accounts && !info.accountId) {
          setIssues([{ path: ['accountId'], message: 'required' }]);
          return;
        }
        update({ info, isInfoDone: true });
        void navigate(paths.parcelNewStep('crop'));
      }}
      footer={
        <SaveBar
          label={t('parcel.new.next')}
          isSaving={false}
          icon={<IconArrowRight size={18} aria-hidden="true" />}
          before={
            <Button variant="default" component={Link} to={paths.parcels()}>
              {t('common.cancel')}
            </Button>
          }
        />
      }
    />
  );
};
