import type { LoginInput } from '@console/domain/auth/oauth.schema';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/api';
import { getOAuthErrorCode, isApiError } from '../../api/api-error';
import { paths, safeReferrer } from '../../paths';
import { getTracker } from '../../ui/page-view-tracking';
import { AuthLayout } from '../../ui/auth-layout';
import { getLoginErrorMessageKey, loginResolver, preloadLoginValidation } from './login-validation';
import { PasswordField, TextField } from '../../ui/text-field';

/** The message key of a failed sign-in (spec point 8); unexpected failures are logged. */
const loginFailureKey = async (error: unknown): Promise<string> => {
  const key =
    isApiError(error) && error.status === 400
      ? await getLoginErrorMessageKey(getOAuthErrorCode(error))
      : 'errors.technical';
  if (key === 'errors.technical') console.error('Sign-in failed', error);
  return key;
};

export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isExpired = searchParams.get('reason') === 'expired';
  const referrer = safeReferrer(searchParams.get('referrer'));
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await api.login(email, password);
      getTracker().trackEvent('session', 'login');
      await navigate(referrer ?? paths.home(), { replace: true });
    } catch (error) {
      setError('root', { message: await loginFailureKey(error) });
    }
  });

  return (
    <AuthLayout>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('login.title')}
        </Title>
        <Text c="dimmed">{t('login.subtitle')}</Text>
      </Stack>
      {isExpired && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />} role="status">
          {t('errors.expired')}
        </Alert>
      )}
      {errors.root?.message && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {t(errors.root.message)}
        </Alert>
      )}
      <form onSubmit={onSubmit} onFocus={() => void preloadLoginValidation()} noValidate>
        <Stack gap="md">
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
          <PasswordField
            control={control}
            name="password"
            label={t('login.password')}
            autoComplete="current-password"
            withAsterisk
          />
          <Button type="submit" loading={isSubmitting} fullWidth mt="xs">
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to={paths.passwordForgot()} size="sm" ta="center">
            {t('login.forgot-password')}
          </Anchor>
          <Anchor component={Link} to={paths.register()} size="sm" ta="center">
            {t('login.register')}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
};
