import { twoFactorEndpoints } from '@console/domain/auth/two-factor.endpoints';
import { factorProofSchema, type TwoFactorState } from '@console/domain/auth/two-factor.schema';
import { Badge, Button, Card, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { api } from '../../../api/api';
import { Moment } from '../../../ui/moment';
import { CodeDialog } from '../../../ui/code-dialog';
import { RecoveryCodesList } from './recovery-codes-list';
import { PasskeyList } from './passkey-list';
import { SignInList } from './sign-in-list';
import { TotpEnrolmentModal } from './totp-enrolment';

type Dialog = 'enrol' | 'renew' | 'remove' | { codes: string[] } | null;

type TwoFactorBoxProps = {
  state: TwoFactorState;
  timeZone: string;
  /** Two-step sign-in is required of this user (decision 184): it cannot be turned off. */
  required: boolean;
};

/** The profile's security section (decision 183): the user's authenticator app and recovery codes. */
export const TwoFactorBox = ({ state, timeZone, required }: TwoFactorBoxProps) => {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
    void revalidator.revalidate();
  };
  const renew = async ({ code }: { code: string }) => {
    const { codes } = await api.call(twoFactorEndpoints.renewRecoveryCodes, { body: { code } });
    setDialog({ codes });
  };
  const remove = async ({ code }: { code: string }) => {
    await api.call(twoFactorEndpoints.removeTotp, { body: { code } });
    notifications.show({ color: 'lime', message: t('profile.two-factor.removed') });
    close();
  };
  const { totp } = state;
  const isOn = totp !== null || state.passkeys.length > 0;
  const now = new Date();

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="two-factor-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconShieldLock aria-hidden="true" />
          <Title order={2} fz="h4" id="two-factor-title">
            {t('profile.two-factor.title')}
          </Title>
          <Badge color={isOn ? 'lime' : 'gray'} variant="light">
            {t(isOn ? 'profile.two-factor.on' : 'profile.two-factor.off')}
          </Badge>
        </Group>
        <Text size="sm">{t('profile.two-factor.intro')}</Text>
        {totp ? (
          <>
            <Text size="sm">
              {t('profile.two-factor.app-since')}{' '}
              <Moment value={totp.enrolledAt} timeZone={timeZone} now={now} inline />
            </Text>
            <Text size="sm">
              {t('profile.two-factor.last-used')}{' '}
              <Moment value={totp.lastUsedAt} timeZone={timeZone} now={now} inline />
            </Text>
            <Text size="sm">{t('profile.two-factor.codes-left', { count: state.recoveryCodesRemaining })}</Text>
            <Group gap="sm">
              <Button variant="light" onClick={() => setDialog('renew')}>
                {t('profile.two-factor.renew')}
              </Button>
              {(!required || state.passkeys.length > 0) && (
                <Button variant="subtle" color="red" onClick={() => setDialog('remove')}>
                  {t('profile.two-factor.remove')}
                </Button>
              )}
            </Group>
            {required && (
              <Text size="sm" c="dimmed">
                {t('profile.two-factor.required')}
              </Text>
            )}
          </>
        ) : (
          <Group>
            {/* A long label in some languages: it wraps on a phone rather than being cut. */}
            <Button
              onClick={() => setDialog('enrol')}
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {t('profile.two-factor.enrol')}
            </Button>
          </Group>
        )}
        {state.events.length > 0 && (
          <>
            <Title order={3} fz="h5" mt="xs">
              {t('profile.two-factor.history')}
            </Title>
            <List size="sm" spacing={4}>
              {state.events.map((event) => (
                <List.Item key={`${event.action}-${event.at}`}>
                  {t(`profile.two-factor.events.${event.action}`)}{' '}
                  <Moment value={event.at} timeZone={timeZone} now={now} inline />
                </List.Item>
              ))}
            </List>
          </>
        )}
        <PasskeyList passkeys={state.passkeys} timeZone={timeZone} onChanged={() => void revalidator.revalidate()} />
        <SignInList signIns={state.signIns} timeZone={timeZone} />
      </Stack>
      <TotpEnrolmentModal opened={dialog === 'enrol'} onClose={close} />
      <CodeDialog
        opened={dialog === 'renew'}
        title={t('profile.two-factor.renew')}
        body={t('profile.two-factor.renew-body')}
        schema={factorProofSchema}
        codeLabel={t('profile.two-factor.proof-code')}
        confirmLabel={t('profile.two-factor.renew')}
        onConfirm={renew}
        onCancel={close}
      />
      <CodeDialog
        opened={dialog === 'remove'}
        title={t('profile.two-factor.remove')}
        body={t('profile.two-factor.remove-body')}
        schema={factorProofSchema}
        codeLabel={t('profile.two-factor.proof-code')}
        confirmLabel={t('profile.two-factor.remove')}
        danger
        onConfirm={remove}
        onCancel={close}
      />
      <Modal
        opened={typeof dialog === 'object' && dialog !== null}
        onClose={close}
        title={t('profile.two-factor.new-codes')}
        centered
      >
        {typeof dialog === 'object' && dialog !== null && (
          <Stack gap="md">
            <RecoveryCodesList codes={dialog.codes} />
            <Group justify="flex-end">
              <Button onClick={close}>{t('profile.two-factor.done')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
};
