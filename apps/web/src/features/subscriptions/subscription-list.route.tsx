import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import {
  bulkRenewalSchema,
  MAX_BULK_RENEWALS,
  type SubscriptionListQuery,
} from '@console/domain/subscription/subscription.schema';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconRefresh, IconReceiptOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { profileContext } from '../../session/profile-context';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { ExportMenu } from '../../ui/export-menu';
import {
  FavouriteListEmptyState,
  FavouriteSwitcher,
  loadWithFavourite,
  UnknownFavouriteAlert,
} from '../../ui/favourite-switcher';
import { useFormAction, type FormActionResult } from '../../ui/use-form-action';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { SubscriptionFilters } from './subscription-filters';
import {
  countActiveSubscriptionFilters,
  readSubscriptionListQuery,
  toSubscriptionListFilter,
  toSubscriptionListSearch,
} from './subscription-list-query';
import { refusedChange } from '../../ui/refused-change';
import { SubscriptionTable } from './subscription-table';

const fetchPage = (query: SubscriptionListQuery, start: number, signal: AbortSignal) =>
  api.call(subscriptionEndpoints.list, { query: { ...query, start }, signal });

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const urlQuery = readSubscriptionListQuery(new URL(request.url).searchParams);
  const { signal } = request;
  const [{ data: page, favourite }, accounts, plans] = await Promise.all([
    loadWithFavourite(request, context.get(profileContext), (favouriteId) =>
      fetchPage({ ...urlQuery, favouriteId }, 0, signal),
    ),
    api.call(accountEndpoints.options, { signal }),
    api.call(subscriptionEndpoints.plans, { signal }),
  ]);
  return { query: { ...urlQuery, favouriteId: favourite.selected?.id }, page, accounts, plans, favourite };
};

/** Bulk renewal of the ticked rows: all of them or, when one cannot be, none. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult<{ total: number }>> => {
  const { ids } = await readPayload(request, bulkRenewalSchema);
  try {
    const renewed = await api.call(subscriptionEndpoints.renewMany, { body: { ids }, signal: request.signal });
    return { ok: true, total: renewed.total };
  } catch (error) {
    return refusedChange(error, 'Bulk renewal', 'subscriptions.errors');
  }
};

/** /subscriptions: the subscriptions in the caller's reach, soonest end first, filtered from the URL. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { query, page, accounts, plans, favourite } = useLoaderData<typeof loader>();
  const { navigate, reset, isReloading } = useListUrl(query, toSubscriptionListSearch);
  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchPage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);
  const canEdit = isAllowed('can:edit:subscriptions', profile, {});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const renew = useFormAction<{ total: number }>((result) => {
    setSelected(new Set());
    notifications.show({ color: 'green', message: t('subscriptions.bulk-renew.done', { count: result.total }) });
  });
  const refusal = renew.issues?.find((issue) => issue.path.length === 0);
  useEffect(() => {
    if (refusal) notifications.show({ color: 'red', message: t(refusal.message) });
  }, [refusal, t]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const hasFilter = countActiveSubscriptionFilters(query) > 0;
  const empty = (
    <FavouriteListEmptyState
      list="subscriptions"
      favourite={favourite.selected}
      hasFilter={hasFilter}
      reset={reset}
      icon={<IconReceiptOff size={28} aria-hidden="true" />}
    />
  );

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('pages.subscriptions')}</Title>
        <Group gap="sm">
          <FavouriteSwitcher choice={favourite} />
          <ExportMenu
            endpoint={subscriptionEndpoints.export}
            query={toSubscriptionListFilter(query)}
            disabled={page.total === 0}
          />
          {canEdit && (
            <>
              <Button
                variant="default"
                leftSection={<IconRefresh size={18} aria-hidden="true" />}
                // One renewal takes at most MAX_BULK_RENEWALS subscriptions (the API's cap), or the action refuses it.
                disabled={selected.size === 0 || selected.size > MAX_BULK_RENEWALS}
                loading={renew.isSaving}
                onClick={() => renew.submit({ ids: [...selected] })}
              >
                {t('subscriptions.bulk-renew.action', { count: selected.size })}
              </Button>
              <Button
                component={Link}
                to={paths.subscriptionNew()}
                leftSection={<IconPlus size={18} aria-hidden="true" />}
              >
                {t('pages.subscription-new')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <UnknownFavouriteAlert choice={favourite} />
      <SubscriptionFilters
        query={query}
        accounts={accounts}
        plans={plans}
        onChange={(change, options) => navigate({ ...query, ...change }, options?.replace)}
        onReset={reset}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('subscriptions.total', { count: page.total })}
      </Text>
      <SubscriptionTable
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        linkTo={paths.subscription}
        showsHolder
        selection={canEdit ? { selected, onToggle: toggle } : undefined}
        isLoading={isReloading}
        empty={empty}
      />
    </Stack>
  );
};
