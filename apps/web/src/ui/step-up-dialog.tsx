import { twoFactorEndpoints } from '@console/domain/auth/two-factor.endpoints';
import { factorProofSchema } from '@console/domain/auth/two-factor.schema';
import type { Profile } from '@console/domain/profile/profile.schema';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { api } from '../api/api';
import { setSecondFactorPrompt } from '../api/second-factor-prompt';
import { SESSION_ROUTE_ID } from '../session/profile-context';
import { answerWithPasskey } from './browser-passkeys';
import { CodeDialog } from './code-dialog';

/**
 * Asks for a code when an action needs a second factor confirmed within minutes (decision 185): publishing terms,
 * changing settings, launching a firmware campaign, granting an administrator role, exporting users. Once confirmed,
 * the API client sends the action again; cancelled, the action fails as refused.
 */
export const StepUpDialog = () => {
  const { t } = useTranslation();
  // The layouts around it also hold public pages (registration), where no one is signed in.
  const profile = useRouteLoaderData(SESSION_ROUTE_ID) as Profile | undefined;
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null);

  useEffect(() => {
    setSecondFactorPrompt(() => new Promise<boolean>((resolve) => setAnswer(() => resolve)));
    return () => setSecondFactorPrompt(null);
  }, []);

  const finish = (confirmed: boolean) => {
    answer?.(confirmed);
    setAnswer(null);
  };

  /** The user's passkey answers a challenge of its own (decision 186). */
  const confirmWithPasskey = async () => {
    const passkey = await answerWithPasskey(api.call(twoFactorEndpoints.confirmPasskeyOptions));
    if (!passkey) return;
    await api.call(twoFactorEndpoints.confirmWithPasskey, { body: { passkey } });
    finish(true);
  };

  return (
    <CodeDialog
      opened={answer !== null}
      title={t('step-up.title')}
      body={
        <Stack gap="sm">
          <Text size="sm">{t('step-up.body')}</Text>
          {profile?.secondFactor.hasPasskey && (
            <Button variant="light" onClick={() => void confirmWithPasskey()}>
              {t('step-up.passkey')}
            </Button>
          )}
        </Stack>
      }
      schema={factorProofSchema}
      codeLabel={t('profile.two-factor.proof-code')}
      confirmLabel={t('step-up.confirm')}
      onConfirm={async ({ code }) => {
        await api.call(twoFactorEndpoints.confirm, { body: { code } });
        finish(true);
      }}
      onCancel={() => finish(false)}
    />
  );
};
