import { termsEndpoints } from '@console/domain/terms/terms.endpoints';
import { TERMS_ERRORS, type PublishTermsVersionInput } from '@console/domain/terms/terms-version.schema';
import { Anchor, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useFetcher, type ActionFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { getFieldIssues, isApiError } from '../../api/api-error';
import { paths } from '../../paths';
import type { FieldIssue } from '../../ui/form-issues';
import { TermsVersionForm } from './terms-version-form';

type Refusal = { issues: FieldIssue[] };

const issuesOf = (error: unknown): FieldIssue[] =>
  // 413 comes before the API reads the whole file, with the field named like the 422s.
  isApiError(error) && error.status === 413
    ? [{ path: ['document'], message: TERMS_ERRORS.tooLarge }]
    : getFieldIssues(error);

/**
 * POST /back/settings/tos as multipart/form-data. Once published, the new version is the current one: going back to
 * the list, the gate sends this user (as every other) to /accept-tos first.
 */
export const action = async ({ request }: ActionFunctionArgs): Promise<Refusal | Response> => {
  const form = await request.formData();
  try {
    await api.call(termsEndpoints.publishVersion, { form, signal: request.signal });
  } catch (error) {
    const issues = issuesOf(error);
    if (issues.length === 0) console.error('Publishing the terms failed', error);
    return { issues };
  }
  return redirect(paths.settingsTos());
};

/** /settings/tos/new (staff with the Configuration right to edit): uploads and publishes a new version. */
export const Component = () => {
  const { t } = useTranslation();
  const fetcher = useFetcher<Refusal>();
  const [issues, setIssues] = useState<FieldIssue[]>();
  const handled = useRef<Refusal | undefined>(undefined);

  useEffect(() => {
    const refusal = fetcher.data;
    if (!refusal || fetcher.state !== 'idle' || handled.current === refusal) return;
    handled.current = refusal;
    if (refusal.issues.length === 0) notifications.show({ color: 'red', message: t('errors.technical') });
    setIssues(refusal.issues);
  }, [fetcher.data, fetcher.state, t]);

  const publish = ({ version, document }: PublishTermsVersionInput) => {
    const form = new FormData();
    form.append('version', version);
    form.append('document', document, document.name);
    void fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
  };

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.settingsTos()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('pages.settings-tos')}
      </Anchor>
      <Title order={1}>{t('pages.settings-tos-new')}</Title>
      <TermsVersionForm isSaving={fetcher.state !== 'idle'} issues={issues} onPublish={publish} />
    </Stack>
  );
};
