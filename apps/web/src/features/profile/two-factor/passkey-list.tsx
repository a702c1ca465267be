import { twoFactorEndpoints } from '@console/domain/auth/two-factor.endpoints';
import { passkeyNameSchema, type TwoFactorState } from '@console/domain/auth/two-factor.schema';
import { ActionIcon, Button, Group, List, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { getFailureMessageKey } from '../../../api/api-error';
import { makePasskey } from '../../../ui/browser-passkeys';
import { Moment } from '../../../ui/moment';

type Passkey = TwoFactorState['passkeys'][number];

/**
 * The user's passkeys (decision 186): each named, with when it was added and last used; a new one is made by the
 * browser (Touch ID, Windows Hello, a phone, a security key) after the user names it.
 */
export const PasskeyList = ({
  passkeys,
  timeZone,
  onChanged,
}: {
  passkeys: Passkey[];
  timeZone: string;
  onChanged: () => void;
}) => {
  const { t } = useTranslation();
  const [isNaming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const now = new Date();

  const add = async () => {
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(t('errors.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await makePasskey(api.call(twoFactorEndpoints.passkeyOptions));
      if (!response) {
        setError(t('profile.two-factor.passkey-cancelled'));
        return;
      }
      await api.call(twoFactorEndpoints.addPasskey, {
        body: { name: parsed.data, response },
      });
      notifications.show({ color: 'lime', message: t('profile.two-factor.passkey-added') });
      setNaming(false);
      setName('');
      onChanged();
    } catch (failure) {
      setError(t(getFailureMessageKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (passkey: Passkey) => {
    setBusy(true);
    try {
      await api.call(twoFactorEndpoints.removePasskey, { params: { id: passkey.id } });
      notifications.show({ color: 'lime', message: t('profile.two-factor.passkey-removed') });
      setRemoving(null);
      onChanged();
    } catch (failure) {
      notifications.show({ color: 'red', message: t(getFailureMessageKey(failure)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} fz="h5" mt="xs">
        {t('profile.two-factor.passkeys')}
      </Title>
      {passkeys.length === 0 ? (
        <Text size="sm">{t('profile.two-factor.no-passkeys')}</Text>
      ) : (
        <List size="sm" spacing={6} aria-label={t('profile.two-factor.passkeys')}>
          {passkeys.map((passkey) => (
            <List.Item key={passkey.id} icon={<IconKey size={16} aria-hidden="true" />}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={500}>
                  {passkey.name}
                </Text>
                <Text size="sm">
                  {t('profile.two-factor.passkey-added-on')}{' '}
                  <Moment value={passkey.createdAt} timeZone={timeZone} now={now} inline />
                </Text>
                <Text size="sm">
                  {t('profile.two-factor.passkey-last-used')}{' '}
                  <Moment value={passkey.lastUsedAt} timeZone={timeZone} now={now} inline />
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('profile.two-factor.passkey-remove', { name: passkey.name })}
                  onClick={() => setRemoving(passkey)}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group>
        <Button variant="light" leftSection={<IconKey size={16} aria-hidden="true" />} onClick={() => setNaming(true)}>
          {t('profile.two-factor.passkey-add')}
        </Button>
      </Group>
      <Modal opened={isNaming} onClose={() => setNaming(false)} title={t('profile.two-factor.passkey-add')} centered>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('profile.two-factor.passkey-help')}</Text>
            <TextInput
              label={t('profile.two-factor.passkey-name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error}
              maxLength={60}
              withAsterisk
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setNaming(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isBusy}>
                {t('profile.two-factor.passkey-create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('profile.two-factor.passkey-remove', { name: removing?.name ?? '' })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('profile.two-factor.passkey-remove-body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={isBusy} onClick={() => removing && void remove(removing)}>
              {t('profile.two-factor.passkey-remove-confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
};
