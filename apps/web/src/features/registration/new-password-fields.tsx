import { TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../ui/text-field';

/**
 * The address a link is for, shown read-only so password managers file the new password under it, and the new
 * password with its rule spelled out before the person types.
 */
export const NewPasswordFields = ({ email }: { email: string }) => {
  const { t } = useTranslation();
  const { control } = useFormContext<{ password: string }>();
  return (
    <>
      <TextInput label={t('login.email')} value={email} autoComplete="username" readOnly />
      <PasswordField
        control={control}
        name="password"
        label={t('register.password')}
        description={t('register.sharing.password-help')}
        autoComplete="new-password"
        withAsterisk
        data-autofocus
      />
    </>
  );
};
