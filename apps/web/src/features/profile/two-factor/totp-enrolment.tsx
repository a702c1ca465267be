import { twoFactorEndpoints } from '@console/domain/auth/two-factor.endpoints';
import { confirmTotpInputSchema, type TotpEnrolment } from '@console/domain/auth/two-factor.schema';
import { Alert, Button, Code, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { getFailureMessageKey } from '../../../api/api-error';
import { CodeForm } from '../../../ui/code-dialog';
import { RecoveryCodesList } from './recovery-codes-list';

type Step =
  | { kind: 'loading' }
  | { kind: 'failed'; messageKey: string }
  | { kind: 'scan'; enrolment: TotpEnrolment; qr: string }
  | { kind: 'codes'; codes: string[] };

/** The QR code of the `otpauth://` URI, drawn here: the secret never leaves the page for an image service. */
const qrOf = async (uri: string) => {
  const { toString } = await import('qrcode');
  const svg = await toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

/**
 * Setting up an authenticator app (decision 183): scan the QR code or type the key, confirm with a first code, then
 * keep the recovery codes, shown this once. Begins an enrolment as it mounts.
 */
export const TotpEnrolmentSteps = ({ onCancel, onDone }: { onCancel?: () => void; onDone: () => void }) => {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    api
      .call(twoFactorEndpoints.startTotp)
      .then(async (enrolment) => ({ kind: 'scan' as const, enrolment, qr: await qrOf(enrolment.uri) }))
      .catch((error: unknown) => ({ kind: 'failed' as const, messageKey: getFailureMessageKey(error) }))
      .then((next) => isCurrent && setStep(next));
    return () => {
      isCurrent = false;
    };
  }, []);

  const confirm = async ({ code }: { code: string }) => {
    const { codes } = await api.call(twoFactorEndpoints.confirmTotp, { body: { code } });
    setStep({ kind: 'codes', codes });
  };

  switch (step.kind) {
    case 'loading':
      return <Loader aria-label={t('common.loading')} />;
    case 'failed':
      return (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {t(step.messageKey)}
        </Alert>
      );
    case 'scan':
      return (
        <CodeForm
          body={
            <Stack gap="sm">
              <Text size="sm">{t('profile.two-factor.scan')}</Text>
              <Image src={step.qr} alt={t('profile.two-factor.qr-alt')} w={200} h={200} />
              <Text size="sm">{t('profile.two-factor.type-key')}</Text>
              <Code fz="md" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
                {step.enrolment.secret}
              </Code>
            </Stack>
          }
          schema={confirmTotpInputSchema}
          codeLabel={t('profile.two-factor.first-code')}
          confirmLabel={t('profile.two-factor.confirm')}
          onConfirm={confirm}
          onCancel={onCancel}
        />
      );
    case 'codes':
      return (
        <Stack gap="md">
          <Text size="sm">{t('profile.two-factor.enrolled')}</Text>
          <RecoveryCodesList codes={step.codes} />
          <Group justify="flex-end">
            <Button onClick={onDone}>{t('profile.two-factor.done')}</Button>
          </Group>
        </Stack>
      );
  }
};

/** The profile's way to set up an app: the steps in a dialog. */
export const TotpEnrolmentModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.two-factor.enrol-title')} centered size="lg">
      {opened && <TotpEnrolmentSteps onCancel={onClose} onDone={onClose} />}
    </Modal>
  );
};
