import { PasswordInput, TextInput } from '@mantine/core';
import { get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../ui/field-error';

/**
 * The address a link is for, shown read-only so password managers file the new password under it, and the new
 * password with its rule spelled out before the person types.
 */
export const NewPasswordFields = ({ email }: { email: string }) => {
  const { t, i18n } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<{ password: string }>();
  return (
    <>
      <TextInput label={t('login.email')} value={email} autoComplete="username" readOnly />
      <PasswordInput
        {...register('password')}
        label={t('register.password')}
        description={t('register.sharing.password-help')}
        autoComplete="new-password"
        withAsterisk
        error={translateFieldError(t, (key) => i18n.exists(key), get(errors, 'password') as FieldError | undefined)}
        data-autofocus
      />
    </>
  );
};
