import { twoFactorEndpoints } from '@console/domain/auth/two-factor.endpoints';
import { factorProofSchema } from '@console/domain/auth/two-factor.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { setSecondFactorPrompt } from '../api/second-factor-prompt';
import { CodeDialog } from './code-dialog';

/**
 * Asks for a code when an action needs a second factor confirmed within minutes (decision 185): publishing terms,
 * changing settings, launching a firmware campaign, granting an administrator role, exporting users. Once confirmed,
 * the API client sends the action again; cancelled, the action fails as refused.
 */
export const StepUpDialog = () => {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null);

  useEffect(() => {
    setSecondFactorPrompt(() => new Promise<boolean>((resolve) => setAnswer(() => resolve)));
    return () => setSecondFactorPrompt(null);
  }, []);

  const finish = (confirmed: boolean) => {
    answer?.(confirmed);
    setAnswer(null);
  };

  return (
    <CodeDialog
      opened={answer !== null}
      title={t('step-up.title')}
      body={t('step-up.body')}
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
