import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../ui/section-card';
import { TextField } from '../../ui/text-field';

/** Why a settings form's save changes what it changes: required, kept in the history. */
export const ChangeReasonCard = <T extends FieldValues & { reason: string }>({ control }: { control: Control<T> }) => {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('global-settings.reason')}>
      <TextField
        control={control}
        name={'reason' as Path<T>}
        label={t('global-settings.reason')}
        description={t('global-settings.reason-help')}
        withAsterisk
      />
    </SectionCard>
  );
};
