import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import { Anchor, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { planLabel } from './subscription-labels';
import { SubscriptionView } from './subscription-view';

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  subscription: await api.call(subscriptionEndpoints.getMine, {
    params: { id: params.id ?? '' },
    signal: request.signal,
  }),
});

/** /subscriptions-mine/:id: one of the reader's own subscriptions, read-only. */
export const Component = () => {
  const { t } = useTranslation();
  const { subscription } = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.subscriptionsMine()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
        {t('pages.subscriptions-mine')}
      </Anchor>
      <Title order={1}>{planLabel(subscription.plan)}</Title>
      <SubscriptionView subscription={subscription} linkTo={paths.subscriptionMine} />
    </Stack>
  );
};
