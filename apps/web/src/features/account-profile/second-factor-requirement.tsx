import type { AccountProfile } from '@console/domain/account/account-profile.schema';
import { accountProfileEndpoints } from '@console/domain/account/account-profile.endpoints';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { api } from '../../api/api';
import { getFailureMessageKey } from '../../api/api-error';
import { Moment } from '../../ui/moment';
import { SectionCard } from '../../ui/section-card';

type Props = { requirement: AccountProfile['secondFactorRequirement']; canChange: boolean; timeZone: string };

/**
 * Two-step sign-in for every user of the account (decision 184): its administrator turns the requirement on or off,
 * after saying what it does to the users.
 */
export const SecondFactorRequirement = ({ requirement, canChange, timeZone }: Props) => {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const [asked, setAsked] = useState<boolean | null>(null);
  const [isSaving, setSaving] = useState(false);

  const change = async (required: boolean) => {
    setSaving(true);
    try {
      await api.call(accountProfileEndpoints.requireSecondFactor, { body: { required } });
      notifications.show({ color: 'lime', message: t('flash.update') });
      setAsked(null);
      await revalidate();
    } catch (error) {
      notifications.show({ color: 'red', message: t(getFailureMessageKey(error)) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title={t('account-profile.two-factor.title')}>
      <Stack gap="sm">
        <Switch
          checked={requirement.required}
          disabled={!canChange}
          onChange={(event) => setAsked(event.currentTarget.checked)}
          label={t('account-profile.two-factor.label')}
          description={t('account-profile.two-factor.help')}
        />
        {requirement.changedAt && (
          <Text size="sm" c="dimmed">
            {t('account-profile.two-factor.changed', { by: requirement.changedBy ?? '—' })}{' '}
            <Moment value={requirement.changedAt} timeZone={timeZone} now={new Date()} inline />
          </Text>
        )}
      </Stack>
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={t(asked ? 'account-profile.two-factor.on-title' : 'account-profile.two-factor.off-title')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {t(asked ? 'account-profile.two-factor.on-body' : 'account-profile.two-factor.off-body')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsked(null)}>
              {t('common.cancel')}
            </Button>
            <Button loading={isSaving} onClick={() => asked !== null && void change(asked)}>
              {t(asked ? 'account-profile.two-factor.on-confirm' : 'account-profile.two-factor.off-confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
};
