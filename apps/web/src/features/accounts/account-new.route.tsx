import { isManufacturer } from '@console/domain/access/permissions';
import type { AccountDetail } from '@console/domain/account/account-list.schema';
import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { createAccountInputSchema } from '@console/domain/account/account.schema';
import { referentialEndpoints } from '@console/domain/time/referential.endpoints';
import { Anchor, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { profileContext } from '../../session/profile-context';
import { readPayload } from '../../ui/action-payload';
import { useFormAction, type FormActionResult, refusedSave } from '../../ui/use-form-action';
import { AccountCreateForm } from './account-create-form';
import { accountTypeOf } from './account-type';

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const type = accountTypeOf(new URL(request.url).pathname);
  // Staff choose a new farm's provider; a provider's new farms are its own.
  const choosesProvider = type === 'farmer' && isManufacturer(context.get(profileContext));
  const { signal } = request;
  const [options, countryDefaults] = await Promise.all([
    choosesProvider ? api.call(accountEndpoints.options, { signal }) : null,
    api.call(referentialEndpoints.countryDefaults, { signal }),
  ]);
  return { type, providers: options?.filter((option) => option.type === 'provider') ?? null, countryDefaults };
};

/** `POST /back/providers` or `/back/farmers`; field issues (422, or 409 for an e-mail in use) go back to the form. */
export const action = async ({
  request,
}: ActionFunctionArgs): Promise<FormActionResult<{ account: AccountDetail }>> => {
  const type = accountTypeOf(new URL(request.url).pathname);
  const input = await readPayload(request, createAccountInputSchema);
  try {
    return {
      ok: true,
      account: await api.call(accountEndpoints[type].create, { body: input, signal: request.signal }),
    };
  } catch (error) {
    return refusedSave(error, 'Account creation');
  }
};

/** /providers/new and /farmers/new: the account and its administrator, who is invited by e-mail. */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type, providers, countryDefaults } = useLoaderData<typeof loader>();
  const [created, setCreated] = useState<AccountDetail | null>(null);
  const [adminEmail, setAdminEmail] = useState('');
  const { submit, issues, isSaving } = useFormAction<{ account: AccountDetail }>((result) => {
    notifications.show({
      color: 'green',
      message: t('accounts.created', { name: result.account.name, email: adminEmail }),
    });
    setCreated(result.account);
  });

  // Only once the saved state has rendered does the leave guard let the page go.
  useEffect(() => {
    if (created) void navigate(paths.account(type, created.id), { replace: true });
  }, [created, navigate, type]);

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.accounts(type)} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t(`pages.${type}s`)}
      </Anchor>
      <Title order={1}>{t(`pages.${type}-new`)}</Title>
      <AccountCreateForm
        type={type}
        providers={providers}
        countryDefaults={countryDefaults}
        isSaving={isSaving}
        isSaved={created !== null}
        onSave={(input) => {
          setAdminEmail(input.admin.email);
          submit(input);
        }}
        issues={issues}
      />
    </Stack>
  );
};
