import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import type { SubscriptionListQuery } from '@console/domain/subscription/subscription.schema';
import { Stack, Text, Title } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { ListEmptyState } from '../../ui/list-empty-state';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { readMySubscriptionListQuery, toSubscriptionListSearch } from './subscription-list-query';
import { SubscriptionTable } from './subscription-table';

type MyQuery = Pick<SubscriptionListQuery, 'start' | 'sort' | 'order'>;

const fetchPage = (query: MyQuery, start: number, signal: AbortSignal) =>
  api.call(subscriptionEndpoints.mine, { query: { ...query, start }, signal });

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const query = readMySubscriptionListQuery(new URL(request.url).searchParams);
  return { query, page: await fetchPage(query, 0, request.signal) };
};

/** /subscriptions-mine: the reader's own account's subscriptions, soonest end first. */
export const Component = () => {
  const { t } = useTranslation();
  const { query, page } = useLoaderData<typeof loader>();
  const { navigate, isReloading } = useListUrl(query, toSubscriptionListSearch);
  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchPage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Title order={1}>{t('pages.subscriptions-mine')}</Title>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('subscriptions.total', { count: page.total })}
      </Text>
      <SubscriptionTable
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        linkTo={paths.subscriptionMine}
        showsHolder={false}
        isLoading={isReloading}
        empty={
          <ListEmptyState
            icon={<IconReceiptOff size={28} aria-hidden="true" />}
            title={t('subscriptions.empty.mine-title')}
            description={t('subscriptions.empty.mine-description')}
          />
        }
      />
    </Stack>
  );
};
