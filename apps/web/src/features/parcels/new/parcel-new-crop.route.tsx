import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../paths';
import { SaveBar } from '../../../ui/save-bar';
import { CropForm } from '../../crops/crop-form';
import { useParcelDraft } from './parcel-draft';

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
        <SaveBar
          label={t('parcel.new.next')}
          isSaving={false}
          icon={<IconArrowRight size={18} aria-hidden="true" />}
          before={
            <>
              <Button variant="default" component={Link} to={paths.parcelNewStep('info')}>
                {t('parcel.new.back')}
              </Button>
              <Button
                variant="subtle"
                onClick={() => {
                  update({ withCrop: false, isCropDone: true });
                  void navigate(paths.parcelNewStep('sensor'));
                }}
              >
                {t('parcel.new.skip-crop')}
              </Button>
            </>
          }
        />
      }
    />
  );
};
