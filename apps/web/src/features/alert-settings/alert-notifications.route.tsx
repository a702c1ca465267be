import { canUseFavourites, isManufacturer } from '@console/domain/access/permissions';
import {
  alertNotificationSettingsSchema,
  type AlertNotificationSettings,
} from '@console/domain/notification/alert-notification-settings.schema';
import { alertSettingsEndpoints } from '@console/domain/notification/alert-settings.endpoints';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { SaveBar } from '../../ui/save-bar';
import { useFormAction, type FormActionResult, refusedSave } from '../../ui/use-form-action';
import { ALERT_NOTIFICATIONS_MAX_WIDTH, AlertNotificationsForm } from './alert-notifications-form';

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  settings: await api.call(alertSettingsEndpoints.getNotificationSettings, { signal: request.signal }),
});

/** POST /back/profile/alert-notifications; field issues of a 422 go back to the form, other failures flash. */
export const action = async ({
  request,
}: ActionFunctionArgs): Promise<FormActionResult<{ settings: AlertNotificationSettings }>> => {
  const input = await readPayload(request, alertNotificationSettingsSchema);
  try {
    return {
      ok: true,
      settings: await api.call(alertSettingsEndpoints.updateNotificationSettings, {
        body: input,
        signal: request.signal,
      }),
    };
  } catch (error) {
    return refusedSave(error, 'Alert notification settings update');
  }
};

/** /settings/alert-notifications (every user, from the user menu): how each notification type reaches them. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { settings } = useLoaderData<typeof loader>();
  const save = useFormAction(() => notifications.show({ color: 'lime', message: t('flash.update') }));

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} maw={ALERT_NOTIFICATIONS_MAX_WIDTH}>
        <Title order={1}>{t('pages.settings-alert-notifications')}</Title>
        <Text c="dimmed" size="sm">
          {t('alert-notifications.intro')}
        </Text>
      </Stack>
      {isManufacturer(profile) && (
        <Alert color="gray" maw={ALERT_NOTIFICATIONS_MAX_WIDTH}>
          {t('alert-notifications.staff-notice')}
        </Alert>
      )}
      <AlertNotificationsForm
        values={settings}
        zoneId={profile.zoneId}
        hasFavourites={canUseFavourites(profile)}
        isSaving={save.isSaving}
        onSave={save.submit}
        issues={save.issues}
        footer={<SaveBar label={t('common.save')} isSaving={save.isSaving} />}
      />
    </Stack>
  );
};
