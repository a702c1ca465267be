import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { getOAuthErrorCode, isApiError, type MfaChallenge } from '../../api/api-error';
import { answerWithPasskey } from '../../ui/browser-passkeys';
import { reportError } from '../../ui/error-reporting';

type Factor = 'app' | 'recovery';

const FAILURE_KEYS: Record<string, string> = {
  invalid_grant: 'login.second-factor.wrong-code',
  slow_down: 'errors.account-temporary-locked',
  access_denied: 'errors.account-locked',
};

/**
 * The sign-in's second step (decision 183): a code from the user's authenticator app, or one of their recovery codes,
 * sent with the token the password step gave. An expired step sends the user back to the password.
 */
export const SecondFactorStep = ({
  challenge: { mfaToken, methods },
  onSignedIn,
  onExpired,
}: {
  challenge: MfaChallenge;
  onSignedIn: () => Promise<void>;
  onExpired: () => void;
}) => {
  const { t } = useTranslation();
  // Recovery codes come with the app: a user whose factors are passkeys alone answers with one of them.
  const hasApp = methods.includes('otp');
  const [factor, setFactor] = useState<Factor>('app');
  const [code, setCode] = useState('');
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  /** After a recovery code: how many are left, said before going on, as the user may need new ones. */
  const [codesLeft, setCodesLeft] = useState<number | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setFailureKey('errors.required');
      return;
    }
    setFailureKey(null);
    setSubmitting(true);
    try {
      const tokens = await api.loginWithSecondFactor(mfaToken, factor, code);
      if (tokens.recovery_codes_remaining === undefined) await onSignedIn();
      else setCodesLeft(tokens.recovery_codes_remaining);
    } catch (error) {
      fail(error);
    } finally {
      setSubmitting(false);
    }
  };

  const fail = (error: unknown) => {
    const oauthCode = isApiError(error) && error.status === 400 ? getOAuthErrorCode(error) : undefined;
    if (oauthCode === 'expired_token') return onExpired();
    const key = (oauthCode && FAILURE_KEYS[oauthCode]) ?? 'errors.technical';
    if (key === 'errors.technical') reportError('Second sign-in step failed', error);
    setFailureKey(key);
  };

  /** The browser asks the user's passkey (Touch ID, Windows Hello, a security key) to answer the step's challenge. */
  const signInWithPasskey = async () => {
    setFailureKey(null);
    setSubmitting(true);
    try {
      const credential = await answerWithPasskey(api.passkeyOptions(mfaToken));
      if (!credential) {
        setFailureKey('login.second-factor.passkey-cancelled');
        return;
      }
      await api.loginWithPasskey(mfaToken, credential);
      await onSignedIn();
    } catch (error) {
      fail(error);
    } finally {
      setSubmitting(false);
    }
  };

  const switchFactor = () => {
    setFactor(factor === 'app' ? 'recovery' : 'app');
    setCode('');
    setFailureKey(null);
  };

  if (codesLeft !== null) {
    return (
      <Stack gap="md">
        <Alert color={codesLeft > 2 ? 'blue' : 'orange'} icon={<IconAlertCircle aria-hidden="true" />} role="status">
          {t('login.second-factor.codes-left', { count: codesLeft })}
        </Alert>
        <Button fullWidth onClick={() => void onSignedIn()} data-autofocus autoFocus>
          {t('login.second-factor.continue')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {methods.includes('passkey') && (
          <Button
            variant={hasApp ? 'light' : 'filled'}
            fullWidth
            loading={isSubmitting}
            onClick={() => void signInWithPasskey()}
          >
            {t('login.second-factor.use-passkey')}
          </Button>
        )}
        {failureKey && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {t(failureKey)}
          </Alert>
        )}
        {hasApp && (
          <Text>{t(factor === 'app' ? 'login.second-factor.app-help' : 'login.second-factor.recovery-help')}</Text>
        )}
        {hasApp && (
          <TextInput
            key={factor}
            name={factor === 'app' ? 'otp' : 'recovery_code'}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            label={t(factor === 'app' ? 'login.second-factor.app-code' : 'login.second-factor.recovery-code')}
            autoComplete="one-time-code"
            inputMode={factor === 'app' ? 'numeric' : 'text'}
            withAsterisk
            data-autofocus
            autoFocus
          />
        )}
        {hasApp && (
          <Button type="submit" loading={isSubmitting} fullWidth mt="xs">
            {t('login.second-factor.submit')}
          </Button>
        )}
        {hasApp && (
          <Anchor component="button" type="button" size="sm" ta="center" onClick={switchFactor}>
            {t(factor === 'app' ? 'login.second-factor.use-recovery' : 'login.second-factor.use-app')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
};
