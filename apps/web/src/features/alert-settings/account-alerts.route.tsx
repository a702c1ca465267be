import { can } from '@console/domain/access/permissions';
import {
  accountAlertSettingsInputSchema,
  type AccountAlertSettings,
} from '@console/domain/notification/account-alert-settings.schema';
import { alertSettingsEndpoints } from '@console/domain/notification/alert-settings.endpoints';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { SaveBar } from '../../ui/save-bar';
import { useFormAction, type FormActionResult, refusedSave } from '../../ui/use-form-action';
import { ACCOUNT_ALERTS_MAX_WIDTH, AccountAlertsForm, toAccountAlertValues } from './account-alerts-form';

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  settings: await api.call(alertSettingsEndpoints.getAccountAlerts, { signal: request.signal }),
});

/** POST /back/settings/alerts; field issues of a 422 go back to the form, other failures flash a message. */
export const action = async ({
  request,
}: ActionFunctionArgs): Promise<FormActionResult<{ settings: AccountAlertSettings }>> => {
  const input = await readPayload(request, accountAlertSettingsInputSchema);
  try {
    return {
      ok: true,
      settings: await api.call(alertSettingsEndpoints.updateAccountAlerts, { body: input, signal: request.signal }),
    };
  } catch (error) {
    return refusedSave(error, 'Alert settings update');
  }
};

/**
 * /settings/alerts (spec point 2: provider or farmer with Configuration): the account's alert thresholds; changing
 * them needs the key's edit right.
 */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { settings } = useLoaderData<typeof loader>();
  const values = useMemo(() => toAccountAlertValues(settings), [settings]);
  const canEdit = can(profile, 'edit:configuration');
  const save = useFormAction(() => notifications.show({ color: 'lime', message: t('flash.update') }));

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} maw={ACCOUNT_ALERTS_MAX_WIDTH}>
        <Title order={1}>{t('pages.settings-alerts')}</Title>
        <Text c="dimmed" size="sm">
          {t('alert-settings.intro', { account: profile.accountName ?? '' })}{' '}
          <Anchor component={Link} to={paths.alertNotifications()} size="sm">
            {t('alert-settings.channels-link')}
          </Anchor>
        </Text>
        {!canEdit && (
          <Text c="dimmed" size="sm">
            {t('alert-settings.read-only-notice')}
          </Text>
        )}
      </Stack>
      <AccountAlertsForm
        settings={settings}
        values={values}
        isProvider={profile.accountType === 'provider'}
        readOnly={!canEdit}
        isSaving={save.isSaving}
        onSave={save.submit}
        issues={save.issues}
        footer={<SaveBar label={t('common.save')} isSaving={save.isSaving} />}
      />
    </Stack>
  );
};
