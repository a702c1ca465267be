import { globalSettingsEndpoints } from '@console/domain/settings/global-settings.endpoints';
import {
  issueRuleSettingsEndpoints,
  issueRulesUpdateSchema,
  type IssueRulesUpdate,
} from '@console/domain/settings/issue-rule-settings.endpoints';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { DesktopOnly } from '../../ui/desktop-only';
import { SaveBar } from '../../ui/save-bar';
import { refusedSave, useFormAction, type FormActionResult } from '../../ui/use-form-action';
import { IssueRulesForm } from './issue-rules-form';
import { isOutdated } from './outdated';
import { ResetSettingButton } from './reset-setting-button';
import { SettingHistory } from './setting-history';
import { SettingStatus } from './setting-status';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const { signal } = request;
  const [rules, history] = await Promise.all([
    api.call(issueRuleSettingsEndpoints.get, { signal }),
    api.call(globalSettingsEndpoints.history, { query: { key: 'issueRules' }, signal }),
  ]);
  return { rules, history };
};

/** `PUT /back/settings/issues`: every rule, the version the form started from, and why. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const body = await readPayload(request, issueRulesUpdateSchema);
  try {
    await api.call(issueRuleSettingsEndpoints.update, { body, signal: request.signal });
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Issue rules save');
  }
};

/** /settings/issues: the rules that open sensor issues, by type; saved with a reason, each save a version. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { rules, history } = useLoaderData<typeof loader>();
  const canEdit = isAllowed('can:edit:configuration', profile, {});
  const { submit, issues, isSaving } = useFormAction(() =>
    notifications.show({ color: 'lime', message: t('flash.update') }),
  );
  const values: IssueRulesUpdate = { version: rules.version, reason: '', rules: rules.value };

  return (
    <DesktopOnly>
      <Stack gap="lg" px="xl" pt="xl" maw={1600}>
        <Group justify="space-between">
          <Title order={1}>{t('pages.settings-issues')}</Title>
          <Group gap="sm">
            <SettingStatus state={rules} />
            {canEdit && !rules.isDefault && (
              <ResetSettingButton
                settingKey="issueRules"
                version={rules.version}
                action={`${paths.settingsGlobal()}?index`}
              />
            )}
          </Group>
        </Group>
        <Text c="dimmed">{t('issue-rules.intro')}</Text>
        {issues?.some((issue) => isOutdated(issue.path)) && (
          <Alert color="orange" role="alert" title={t('settings.errors.outdated')} />
        )}
        <IssueRulesForm
          key={`rules-${rules.version}`}
          values={values}
          isLeaving={isSaving}
          onSave={(form) => submit(form)}
          issues={issues?.filter((issue) => !isOutdated(issue.path))}
          footer={canEdit && <SaveBar label={t('common.save')} isSaving={isSaving} />}
        />
        <SettingHistory key={`history-${history.total}`} firstPage={history} settingKey="issueRules" />
      </Stack>
    </DesktopOnly>
  );
};
