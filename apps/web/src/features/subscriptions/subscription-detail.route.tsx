import { isManufacturer } from '@console/domain/access/permissions';
import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import type { FormActionResult } from '../../ui/use-form-action';
import { useSubscriptionActions } from './subscription-actions';
import { subscriptionIntentSchema } from './subscription-intent';
import { refusedChange } from '../../ui/refused-change';
import { SubscriptionView } from './subscription-view';

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  subscription: await api.call(subscriptionEndpoints.get, { params: { id: params.id ?? '' }, signal: request.signal }),
});

/** One change per call; each answers the subscription it leaves (the successor, for a renewal). */
export const action = async ({ params, request }: ActionFunctionArgs): Promise<FormActionResult<{ id: string }>> => {
  const { intent, ...body } = await readPayload(request, subscriptionIntentSchema);
  const options = { params: { id: params.id ?? '' }, signal: request.signal };
  try {
    switch (intent) {
      case 'renew':
        return { ok: true, id: (await api.call(subscriptionEndpoints.renew, options)).id };
      case 'cancel':
        return { ok: true, id: (await api.call(subscriptionEndpoints.cancel, options)).id };
      case 'update':
        return { ok: true, id: (await api.call(subscriptionEndpoints.update, { ...options, body: body as never })).id };
      case 'seats':
        return {
          ok: true,
          id: (await api.call(subscriptionEndpoints.changeSeats, { ...options, body: body as never })).id,
        };
    }
  } catch (error) {
    return refusedChange(error, `Subscription ${intent}`, 'subscriptions.errors');
  }
};

/** /subscriptions/:id: a subscription's terms, seats, periods and events, and what the caller may change. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { subscription } = useLoaderData<typeof loader>();
  const canEdit = isAllowed('can:edit:subscriptions', profile, {});
  const actions = useSubscriptionActions(subscription, { canMoveEnd: isManufacturer(profile) });

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.subscriptions()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('pages.subscriptions')}
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('subscriptions.title', { name: subscription.account.name })}</Title>
        {canEdit && actions.headerActions}
      </Group>
      <SubscriptionView
        subscription={subscription}
        linkTo={paths.subscription}
        seatActions={canEdit ? actions.seatActions : undefined}
        openSeatActions={canEdit ? actions.openSeatActions : undefined}
      />
      {canEdit && actions.modal}
    </Stack>
  );
};
