import {
  alertNotificationSettingsSchema,
  type AlertNotificationSettings,
  DIGEST_HOUR,
  EMAIL_DELIVERIES,
} from '@console/domain/notification/alert-notification-settings.schema';
import type { NotificationType } from '@console/domain/notification/notification.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Radio, Stack, Switch, Table, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { SectionCard } from '../../ui/section-card';

export const ALERT_NOTIFICATIONS_MAX_WIDTH = 900;

/** The types by what they are about, so a person finds a type where they expect it. */
const TYPE_GROUPS: { key: string; types: NotificationType[] }[] = [
  { key: 'sensors', types: ['issue-opened', 'new-sensor-affected', 'distance'] },
  {
    key: 'parcels',
    types: [
      'slug-count-alert',
      'risk-level-high',
      'validate-estimated-seeding-date',
      'estimated-seeding-date-passed',
      'phenological-stage-update-reminder',
      'fill-intervention-reminder',
    ],
  },
  { key: 'contracts', types: ['subscription-to-renew', 'subscription-expired', 'rent-contract-to-validate'] },
  {
    key: 'support',
    types: ['support-ticket-opened', 'support-ticket-replied', 'support-ticket-status-changed'],
  },
  { key: 'favourites', types: ['watch-risk-level-high', 'watch-issue-blocking'] },
];

/** The two channels, in the table's column order. */
const CHANNELS = ['inApp', 'email'] as const;

type AlertNotificationsFormProps = {
  values: AlertNotificationSettings;
  /** The user's time zone, in which the digest leaves. */
  zoneId: string;
  /** Whether the user keeps favourites, whose watches have their own rows. */
  hasFavourites: boolean;
  isSaving: boolean;
  onSave: (values: AlertNotificationSettings) => void;
  /** Field issues of the last failed save; a new array each time. */
  issues: FieldIssue[] | undefined;
  footer: ReactNode;
};

/**
 * The user's channels: one row a notification type with a switch for the console and one for e-mail, then how e-mail
 * is delivered. Validated with the domain's alertNotificationSettingsSchema.
 */
export const AlertNotificationsForm = ({
  values,
  zoneId,
  hasFavourites,
  isSaving,
  onSave,
  issues,
  footer,
}: AlertNotificationsFormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    register,
    reset,
    setError,
    formState: { isDirty },
  } = useForm<AlertNotificationSettings>({
    resolver: zodResolver(alertNotificationSettingsSchema),
    defaultValues: values,
  });

  useEffect(() => reset(values), [values, reset]);
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  const typeLabel = (type: NotificationType) => t(`alert-notifications.types.${type}.label`);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('pages.settings-alert-notifications')}>
      <LeaveGuard when={isDirty && !isSaving} />
      <Stack gap="lg" pb="md" maw={ALERT_NOTIFICATIONS_MAX_WIDTH}>
        {TYPE_GROUPS.filter((group) => hasFavourites || group.key !== 'favourites').map((group) => (
          <SectionCard key={group.key} title={t(`alert-notifications.groups.${group.key}`)}>
            <Table verticalSpacing="sm" aria-label={t(`alert-notifications.groups.${group.key}`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('alert-notifications.columns.type')}</Table.Th>
                  <Table.Th ta="center" w={{ base: 76, sm: 130 }}>
                    {t('alert-notifications.columns.in-app')}
                  </Table.Th>
                  <Table.Th ta="center" w={{ base: 76, sm: 130 }}>
                    {t('alert-notifications.columns.email')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.types.map((type) => (
                  <Table.Tr key={type}>
                    <Table.Th scope="row" fw={400}>
                      <Text size="sm" fw={500}>
                        {typeLabel(type)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`alert-notifications.types.${type}.help`)}
                      </Text>
                    </Table.Th>
                    {CHANNELS.map((channel) => (
                      <Table.Td key={channel}>
                        <Switch
                          {...register(`channels.${type}.${channel}`)}
                          aria-label={t(`alert-notifications.${channel}-of`, { type: typeLabel(type) })}
                          styles={{ body: { justifyContent: 'center' } }}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SectionCard>
        ))}
        <SectionCard title={t('alert-notifications.delivery.title')}>
          <Controller
            control={control}
            name="emailDelivery"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={field.onChange}
                label={t('alert-notifications.delivery.label')}
              >
                <Stack gap="sm" mt="xs">
                  {EMAIL_DELIVERIES.map((delivery) => (
                    <Radio
                      key={delivery}
                      value={delivery}
                      label={t(`alert-notifications.delivery.${delivery}`)}
                      description={t(`alert-notifications.delivery.${delivery}-help`, {
                        hour: `${String(DIGEST_HOUR).padStart(2, '0')}:00`,
                        zone: zoneId,
                      })}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        </SectionCard>
      </Stack>
      {footer}
    </form>
  );
};
