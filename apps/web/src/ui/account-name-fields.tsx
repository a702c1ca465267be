import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/**
 * An account's name and SIRET (optional, 14 digits when given), at `prefix` in a FormProvider's values: the account
 * forms and the registration forms share them. Two grid cells.
 */
export const AccountNameFields = ({ prefix, nameLabel }: { prefix: '' | 'account.'; nameLabel: string }) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  return (
    <>
      <TextField control={control} name={`${prefix}name`} label={nameLabel} autoComplete="organization" withAsterisk />
      <TextField
        control={control}
        name={`${prefix}siret`}
        // An empty field means "no SIRET": the schema checks a SIRET only when there is one.
        registerOptions={{ setValueAs: (value: string | undefined) => value?.trim() || undefined }}
        label={t('accounts.fields.siret')}
        description={t('accounts.fields.siret-help')}
        inputMode="numeric"
        autoComplete="off"
      />
    </>
  );
};
