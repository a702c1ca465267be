import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import { subscriptionInputSchema } from '@console/domain/subscription/subscription.schema';
import { Anchor, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { readPayload } from '../../ui/action-payload';
import { SaveBar } from '../../ui/save-bar';
import { useFormAction, type FormActionResult } from '../../ui/use-form-action';
import { SubscriptionForm } from './subscription-form';
import { refusedChange } from '../../ui/refused-change';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const { signal } = request;
  const [accounts, plans] = await Promise.all([
    api.call(accountEndpoints.options, { signal }),
    api.call(subscriptionEndpoints.plans, { signal }),
  ]);
  // A holder named by the link (the sale of rented sensors), when it is one the reader may sell to.
  const holderId = new URL(request.url).searchParams.get('accountId');
  return { accounts, plans, holderId: accounts.some((account) => account.id === holderId) ? holderId : null };
};

export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult<{ id: string }>> => {
  const body = await readPayload(request, subscriptionInputSchema);
  try {
    const created = await api.call(subscriptionEndpoints.create, { body, signal: request.signal });
    return { ok: true, id: created.id };
  } catch (error) {
    return refusedChange(error, 'Subscription creation', 'subscriptions.errors');
  }
};

/** /subscriptions/new: sells a period of a plan to a farm or a provider. */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { accounts, plans, holderId } = useLoaderData<typeof loader>();
  const [createdId, setCreatedId] = useState<string>();
  const { submit, issues, isSaving } = useFormAction<{ id: string }>((result) => {
    setCreatedId(result.id);
    notifications.show({ color: 'green', message: t('subscriptions.created') });
  });

  // Only once the saved state has rendered does the leave guard stop asking.
  useEffect(() => {
    if (createdId) void navigate(paths.subscription(createdId));
  }, [createdId, navigate]);

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.subscriptions()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('pages.subscriptions')}
      </Anchor>
      <Title order={1}>{t('pages.subscription-new')}</Title>
      <SubscriptionForm
        accounts={accounts}
        plans={plans}
        holderId={holderId ?? undefined}
        isLeaving={isSaving || createdId !== undefined}
        onSave={submit}
        issues={issues}
        footer={<SaveBar label={t('subscriptions.form.save')} isSaving={isSaving} />}
      />
    </Stack>
  );
};
