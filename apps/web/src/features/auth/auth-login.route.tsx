import type { LoginInput } from '@console/domain/auth/oauth.schema';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/api';
import { getOAuthErrorCode, isApiError, type MfaChallenge, mfaChallengeOf } from '../../api/api-error';
import { paths, safeReferrer } from '../../paths';
import { trackEvent } from '../../ui/page-view-tracking';
import { AuthLayout } from '../../ui/auth-layout';
import { useFieldErrorText } from '../../ui/field-error';
import { getLoginErrorMessageKey, type LoginErrors, preloadLoginValidation, validateLogin } from './login-validation';
import { reportError } from '../../ui/error-reporting';
import { SecondFactorStep } from './second-factor-step';

/** The message key of a failed sign-in (spec point 8); unexpected failures are logged. */
const loginFailureKey = async (error: unknown): Promise<string> => {
  const key =
    isApiError(error) && error.status === 400
      ? await getLoginErrorMessageKey(getOAuthErrorCode(error))
      : 'errors.technical';
  if (key === 'errors.technical') reportError('Sign-in failed', error);
  return key;
};

export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isExpired = searchParams.get('reason') === 'expired';
  const referrer = safeReferrer(searchParams.get('referrer'));
  const errorText = useFieldErrorText();
  // Two fields: plain state, so that the sign-in page loads no form library (decision 031).
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // A password just set (activation, reset) may hand the second step over.
  const location = useLocation();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(
    (location.state as { challenge?: MfaChallenge } | null)?.challenge ?? null,
  );
  const isSubmitted = useRef(false);
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  // After a first submit, a field's error follows what is typed, as the other forms do.
  const change = (name: keyof LoginInput, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (isSubmitted.current) void validateLogin(next).then((result) => setErrors(result.errors ?? {}));
  };

  const signedIn = async () => {
    trackEvent('session', 'login');
    await navigate(referrer ?? paths.home(), { replace: true });
  };

  const onSecondStepExpired = () => {
    setChallenge(null);
    setValues({ ...values, password: '' });
    setFailureKey('errors.mfa-expired');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    isSubmitted.current = true;
    setFailureKey(null);
    setSubmitting(true);
    try {
      const result = await validateLogin(values);
      setErrors(result.errors ?? {});
      if (result.errors) {
        (result.errors.email ? fields.email : fields.password).current?.focus();
        return;
      }
      await api.login(result.input.email, result.input.password);
      await signedIn();
    } catch (error) {
      const second = mfaChallengeOf(error);
      if (second) setChallenge(second);
      else setFailureKey(await loginFailureKey(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('login.title')}
        </Title>
        <Text c="dimmed">{t(challenge ? 'login.second-factor.subtitle' : 'login.subtitle')}</Text>
      </Stack>
      {isExpired && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />} role="status">
          {t('errors.expired')}
        </Alert>
      )}
      {failureKey && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {t(failureKey)}
        </Alert>
      )}
      {challenge ? (
        <SecondFactorStep challenge={challenge} onSignedIn={signedIn} onExpired={onSecondStepExpired} />
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} onFocus={() => void preloadLoginValidation()} noValidate>
          <Stack gap="md">
            <TextInput
              ref={fields.email}
              name="email"
              value={values.email}
              onChange={(event) => change('email', event.currentTarget.value)}
              error={errorText(errors.email)}
              type="email"
              label={t('login.email')}
              autoComplete="username"
              inputMode="email"
              withAsterisk
              data-autofocus
            />
            <PasswordInput
              ref={fields.password}
              name="password"
              value={values.password}
              onChange={(event) => change('password', event.currentTarget.value)}
              error={errorText(errors.password)}
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
      )}
    </AuthLayout>
  );
};
