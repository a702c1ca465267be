import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { isManufacturer } from '@console/domain/access/permissions';
import {
  ACCOUNTS_ACCESS_KEY,
  type AccountListQuery,
  type ManagedAccountType,
} from '@console/domain/account/account-list.schema';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { profileContext } from '../../session/profile-context';
import { useProfile } from '../../session/use-profile';
import { ExportMenu } from '../../ui/export-menu';
import { ListEmptyState } from '../../ui/list-empty-state';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { AccountFilters } from './account-filters';
import {
  countActiveAccountFilters,
  readAccountListQuery,
  toAccountListFilter,
  toAccountListSearch,
} from './account-list-query';
import { AccountTable } from './account-table';
import { accountTypeOf } from './account-type';

const fetchPage = (type: ManagedAccountType, query: AccountListQuery, start: number, signal: AbortSignal) =>
  api.call(accountEndpoints[type].list, { query: { ...query, start }, signal });

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const profile = context.get(profileContext);
  const url = new URL(request.url);
  const type = accountTypeOf(url.pathname);
  const query = readAccountListQuery(url.searchParams, type);
  const { signal } = request;
  // Staff filter farms by provider; a provider's farms are all its own.
  const withProviders = type === 'farmer' && isManufacturer(profile);
  const [page, options] = await Promise.all([
    fetchPage(type, query, 0, signal),
    withProviders ? api.call(accountEndpoints.options, { signal }) : Promise.resolve(null),
  ]);
  return { type, query, page, providers: options?.filter((option) => option.type === 'provider') ?? null };
};

/** /providers and /farmers: the accounts of the caller's scope, server-paged, filtered and sorted from the URL. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { type, query, page, providers } = useLoaderData<typeof loader>();
  const { navigate, reset, isReloading } = useListUrl(query, toAccountListSearch);
  const loadPage = useCallback(
    (start: number, signal: AbortSignal) => fetchPage(type, query, start, signal),
    [type, query],
  );
  const rows = usePagedRows(page, loadPage);
  const canCreate = isAllowed(`can:edit:${ACCOUNTS_ACCESS_KEY[type]}`, profile, {});

  const hasFilter = countActiveAccountFilters(query) > 0;
  const empty = (
    <ListEmptyState
      icon={<IconBuildingStore size={28} aria-hidden="true" />}
      title={t(hasFilter ? 'accounts.empty.filtered-title' : `accounts.${type}.empty-title`)}
      description={t(hasFilter ? 'accounts.empty.filtered-description' : `accounts.${type}.empty-description`)}
      reset={hasFilter ? { label: t('accounts.filters.reset'), onClick: reset } : undefined}
    />
  );

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t(`pages.${type}s`)}</Title>
        <Group gap="sm">
          <ExportMenu
            endpoint={accountEndpoints[type].export}
            query={toAccountListFilter(query)}
            disabled={page.total === 0}
          />
          {canCreate && (
            <Button
              component={Link}
              to={paths.accountNew(type)}
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              {t(`pages.${type}-new`)}
            </Button>
          )}
        </Group>
      </Group>
      <AccountFilters
        query={query}
        providers={providers}
        onChange={(change, options) => navigate({ ...query, ...change }, options?.replace)}
        onReset={reset}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('accounts.total', { count: page.total })}
      </Text>
      <AccountTable
        type={type}
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        isLoading={isReloading}
        empty={empty}
        timeZone={profile.zoneId}
      />
    </Stack>
  );
};
