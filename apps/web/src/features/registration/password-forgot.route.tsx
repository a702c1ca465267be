import { registrationEndpoints } from '@console/domain/auth/registration.endpoints';
import { type PasswordForgotInput, passwordForgotInputSchema } from '@console/domain/auth/self-service.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api';
import { getFailureMessageKey } from '../../api/api-error';
import { paths } from '../../paths';
import { AuthLayout } from '../../ui/auth-layout';
import { TextField } from '../../ui/text-field';
import { reportError } from '../../ui/error-reporting';

/** /password-reset/forgot: asks for a reset link; the answer never says whether the address has an account. */
export const Component = () => {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForgotInput>({ resolver: zodResolver(passwordForgotInputSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await api.call(registrationEndpoints.forgotPassword, { body: input });
      setSentTo(input.email);
    } catch (error) {
      reportError('Asking for a reset link failed', error);
      setError('root', { message: getFailureMessageKey(error) });
    }
  });

  return (
    <AuthLayout>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('password-forgot.title')}
        </Title>
        <Text c="dimmed">{t('password-forgot.subtitle')}</Text>
      </Stack>
      {sentTo ? (
        <Alert color="lime" icon={<IconMailForward aria-hidden="true" />} role="status">
          {t('password-forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('password-forgot.title')}>
          <Stack gap="md">
            {errors.root?.message && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {t(errors.root.message)}
              </Alert>
            )}
            <TextField
              control={control}
              name="email"
              type="email"
              label={t('login.email')}
              autoComplete="username"
              inputMode="email"
              withAsterisk
              data-autofocus
            />
            <Button type="submit" loading={isSubmitting}>
              {t('password-forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.login()} size="sm" ta="center">
        {t('password-forgot.back')}
      </Anchor>
    </AuthLayout>
  );
};
