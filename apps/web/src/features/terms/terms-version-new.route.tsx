import { termsEndpoints } from '@console/domain/terms/terms.endpoints';
import {
  TERMS_ERRORS,
  termsKindSchema,
  type PublishTermsVersionInput,
} from '@console/domain/terms/terms-version.schema';
import { Anchor, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { getFieldIssues, isApiError } from '../../api/api-error';
import { paths } from '../../paths';
import { readFormData } from '../../ui/action-payload';
import type { FieldIssue } from '../../ui/form-issues';
import { type FormActionResult, refusedSave, useFormAction } from '../../ui/use-form-action';
import { TermsVersionForm } from './terms-version-form';

const issuesOf = (error: unknown): FieldIssue[] =>
  // 413 comes before the API reads the whole file, with the field named like the 422s.
  isApiError(error) && error.status === 413
    ? [{ path: ['document'], message: TERMS_ERRORS.tooLarge }]
    : getFieldIssues(error);

/**
 * POST /back/settings/tos as multipart/form-data. Once published, the new version is the current one: going back to
 * the list, the gate sends this user (as every other) to /accept-tos first.
 */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult | Response> => {
  const form = await readFormData(request);
  try {
    await api.call(termsEndpoints.publishVersion, { form, signal: request.signal });
  } catch (error) {
    const issues = issuesOf(error);
    return issues.length > 0 ? { ok: false, issues } : refusedSave(error, 'Publishing the terms');
  }
  return redirect(paths.settingsTos(termsKindSchema.catch('service').parse(form.get('kind'))));
};

/** /settings/tos/new?kind= (staff with the Configuration right to edit): uploads and publishes a new version. */
export const Component = () => {
  const { t } = useTranslation();
  // A published version redirects to the list: only refusals come back.
  const { submit, issues, isSaving } = useFormAction(() => undefined);
  const [search] = useSearchParams();
  const kind = termsKindSchema.catch('service').parse(search.get('kind'));

  const publish = ({ kind, version, document }: PublishTermsVersionInput) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('version', version);
    form.append('document', document, document.name);
    submit(form);
  };

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.settingsTos(kind)} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('pages.settings-tos')}
      </Anchor>
      <Title order={1}>{t('pages.settings-tos-new')}</Title>
      <TermsVersionForm kind={kind} isSaving={isSaving} issues={issues} onPublish={publish} />
    </Stack>
  );
};
