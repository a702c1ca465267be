import { globalSettingsEndpoints } from '@console/domain/settings/global-settings.endpoints';
import { globalSettingsUpdateSchema, type GlobalSettingsForm } from '@console/domain/settings/global-settings.schema';
import { formPathOf, settingsUpdateFrom } from '@console/domain/settings/settings-update';
import { Alert, Anchor, Button, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useLoaderData,
  useNavigate,
  useRevalidator,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { api } from '../../api/api';
import { forgetPublicSettings } from '../../api/public-settings';
import { paths } from '../../paths';
import { readPayload } from '../../ui/action-payload';
import { DesktopOnly } from '../../ui/desktop-only';
import { SaveBar } from '../../ui/save-bar';
import { refusedSave, useFormAction, type FormActionResult } from '../../ui/use-form-action';
import { GlobalSettingsFormFields } from './global-settings-form';
import { isOutdated } from './outdated';

export const loader = ({ request }: LoaderFunctionArgs) =>
  api.call(globalSettingsEndpoints.get, { signal: request.signal });

/** `PUT /back/settings/global`: the groups the form changed; the API's issues go back on the form's own fields. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const body = await readPayload(request, globalSettingsUpdateSchema);
  try {
    await api.call(globalSettingsEndpoints.update, { body, signal: request.signal });
    forgetPublicSettings();
    return { ok: true };
  } catch (error) {
    const refused = refusedSave(error, 'Global settings save');
    return { ...refused, issues: refused.issues.map((issue) => ({ ...issue, path: formPathOf(issue.path) })) };
  }
};

/** /settings/global/update: every group in one form, saved with one reason, one version per group changed. */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { settings } = useLoaderData<typeof loader>();
  const [isSaved, setSaved] = useState(false);
  const { submit, issues, isSaving } = useFormAction(() => {
    setSaved(true);
    notifications.show({ color: 'lime', message: t('flash.update') });
  });

  // Only once the saved state has rendered does the leave guard stop asking.
  useEffect(() => {
    if (isSaved) void navigate(paths.settingsGlobal());
  }, [isSaved, navigate]);

  const values: GlobalSettingsForm = {
    reason: '',
    product: settings.product.value,
    mail: settings.mail.value,
    sessions: settings.sessions.value,
    security: settings.security.value,
    risk: settings.risk.value,
    retention: settings.retention.value,
  };
  const save = (form: GlobalSettingsForm) => {
    const update = settingsUpdateFrom(form, settings);
    if (Object.keys(update.changes).length === 0) {
      notifications.show({ color: 'gray', message: t('settings.errors.nothing-changed') });
      return;
    }
    submit(update);
  };
  const outdated = issues?.some((issue) => isOutdated(issue.path)) ?? false;

  return (
    <DesktopOnly>
      <Stack gap="lg" px="xl" pt="xl" maw={1100}>
        <Anchor component={Link} to={paths.settingsGlobal()} size="sm" c="dimmed">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
          {t('pages.settings-global')}
        </Anchor>
        <Title order={1}>{t('pages.settings-global-update')}</Title>
        {outdated && (
          <Alert color="orange" title={t('settings.errors.outdated')} role="alert">
            <Button variant="light" color="orange" size="xs" onClick={() => void revalidate()}>
              {t('global-settings.reload')}
            </Button>
          </Alert>
        )}
        <GlobalSettingsFormFields
          key={JSON.stringify(values)}
          values={values}
          isLeaving={isSaving || isSaved}
          onSave={save}
          issues={issues?.filter((issue) => !isOutdated(issue.path))}
          footer={<SaveBar label={t('common.save')} isSaving={isSaving} />}
        />
      </Stack>
    </DesktopOnly>
  );
};
