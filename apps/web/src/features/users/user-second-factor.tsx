import { secondFactorResetSchema, type UserDetail } from '@console/domain/user/user-list.schema';
import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../session/use-profile';
import { Moment } from '../../ui/moment';
import { ReasonDialog, useReasonField } from '../../ui/reason-dialog';
import { SectionCard } from '../../ui/section-card';
import { useFormAction } from '../../ui/use-form-action';
import type { UserIntent } from './user-intent';
import { USER_FORM_MAX_WIDTH } from './user-form';

/**
 * A user's two-step sign-in as their administrators see it (decision 185): whether it is on, since when and last
 * used; another administrator resets it, with a reason, for a user who lost their phone and recovery codes.
 */
export const UserSecondFactor = ({ user, canReset }: { user: UserDetail; canReset: boolean }) => {
  const { t } = useTranslation();
  const profile = useProfile();
  const [isOpen, setOpen] = useState(false);
  const { submit, issues, isSaving } = useFormAction(() => {
    setOpen(false);
    notifications.show({ color: 'lime', message: t('users.two-factor.reset-done') });
  });
  const { secondFactor, passkeys } = user;
  const isOn = secondFactor !== null || passkeys > 0;
  const now = new Date();
  const { field, confirmedReason } = useReasonField({
    isValid: (reason) => secondFactorResetSchema.safeParse({ reason }).success,
    requiredKey: 'global-settings.reason-required',
    refusedKey: issues?.[0]?.message,
  });

  return (
    <Stack maw={USER_FORM_MAX_WIDTH}>
      <SectionCard
        title={t('profile.two-factor.title')}
        action={
          <Badge color={isOn ? 'lime' : 'gray'} variant="light">
            {t(isOn ? 'profile.two-factor.on' : 'profile.two-factor.off')}
          </Badge>
        }
      >
        <Stack gap="sm" align="flex-start">
          {passkeys > 0 && <Text size="sm">{t('users.two-factor.passkeys', { count: passkeys })}</Text>}
          {secondFactor ? (
            <>
              <Text size="sm">
                {t('profile.two-factor.app-since')}{' '}
                <Moment value={secondFactor.enrolledAt} timeZone={profile.zoneId} now={now} inline />
              </Text>
              <Text size="sm">
                {t('profile.two-factor.last-used')}{' '}
                <Moment value={secondFactor.lastUsedAt} timeZone={profile.zoneId} now={now} inline />
              </Text>
            </>
          ) : (
            passkeys === 0 && <Text size="sm">{t('users.two-factor.none')}</Text>
          )}
          {user.secondFactorHistory.length > 0 && (
            <List size="sm" spacing={4} aria-label={t('profile.two-factor.history')}>
              {user.secondFactorHistory.map((event) => (
                <List.Item key={`${event.action}-${event.at}`}>
                  {t(`profile.two-factor.events.${event.action}`)}{' '}
                  <Moment value={event.at} timeZone={profile.zoneId} now={now} inline />
                  {event.by && event.reason && (
                    <Text size="xs" c="dimmed">
                      {t('users.two-factor.by-with-reason', { by: event.by, reason: event.reason })}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          )}
          {isOn && canReset && (
            <Group>
              <Button
                color="red"
                variant="outline"
                leftSection={<IconShieldOff size={16} aria-hidden="true" />}
                onClick={() => setOpen(true)}
              >
                {t('users.two-factor.reset')}
              </Button>
            </Group>
          )}
        </Stack>
      </SectionCard>
      <ReasonDialog
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('users.two-factor.reset-title', { name: `${user.firstName} ${user.lastName}`.trim() || user.email })}
        body={t('users.two-factor.reset-body')}
        reasonLabel={t('users.two-factor.reason')}
        reasonDescription={t('users.two-factor.reason-help')}
        {...field}
        confirmLabel={t('users.two-factor.reset')}
        danger
        isSaving={isSaving}
        onConfirm={() => {
          const reason = confirmedReason();
          if (reason !== null) submit({ intent: 'reset-two-factor', reason } satisfies UserIntent);
        }}
      />
    </Stack>
  );
};
