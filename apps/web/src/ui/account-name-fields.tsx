import { TextInput } from '@mantine/core';
import { get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from './field-error';

/**
 * An account's name and SIRET (optional, 14 digits when given), at `prefix` in a FormProvider's values: the account
 * forms and the registration forms share them. Two grid cells.
 */
export const AccountNameFields = ({ prefix, nameLabel }: { prefix: '' | 'account.'; nameLabel: string }) => {
  const { t, i18n } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const fieldError = (name: string) =>
    translateFieldError(t, (key) => i18n.exists(key), get(errors, `${prefix}${name}`) as FieldError | undefined);
  return (
    <>
      <TextInput
        {...register(`${prefix}name`)}
        label={nameLabel}
        autoComplete="organization"
        withAsterisk
        error={fieldError('name')}
      />
      <TextInput
        // An empty field means "no SIRET": the schema checks a SIRET only when there is one.
        {...register(`${prefix}siret`, { setValueAs: (value: string | undefined) => value?.trim() || undefined })}
        label={t('accounts.fields.siret')}
        description={t('accounts.fields.siret-help')}
        inputMode="numeric"
        autoComplete="off"
        error={fieldError('siret')}
      />
    </>
  );
};
