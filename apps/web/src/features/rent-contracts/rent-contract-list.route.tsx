import { rentContractEndpoints } from '@console/domain/rent-contract/rent-contract.endpoints';
import { RENT_CONTRACT_STATUSES, type RentContractStatus } from '@console/domain/rent-contract/rent-contract-status';
import type { RentContractListQuery } from '@console/domain/rent-contract/rent-contract.schema';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconFileText, IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { ExportMenu } from '../../ui/export-menu';
import { ListEmptyState } from '../../ui/list-empty-state';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { accountTypeOf, contractPath } from './contract-paths';
import { readAccountContractQuery, toContractListFilter, toContractListSearch } from './rent-contract-list-query';
import { RedeployableSensors } from './redeployable-sensors';
import { RentContractTable } from './rent-contract-table';

const fetchPage = (query: RentContractListQuery, start: number, signal: AbortSignal) =>
  api.call(rentContractEndpoints.list, { query: { ...query, start }, signal });

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const query = readAccountContractQuery(url.searchParams, params.id ?? '');
  const type = accountTypeOf(url.pathname);
  // Only a provider rents sensors out to farms: a farm's tab has nothing to redeploy.
  const [page, redeployable] = await Promise.all([
    fetchPage(query, 0, request.signal),
    type === 'provider'
      ? api.call(rentContractEndpoints.redeployable, {
          query: { lessorAccountId: params.id ?? '' },
          signal: request.signal,
        })
      : { items: [] },
  ]);
  return { query, type, page, redeployable: redeployable.items };
};

/**
 * /providers/:id/contracts and /farmers/:id/contracts: what the account rents out and rents, by status, and for a
 * provider the rented sensors it may collect and redeploy.
 */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { query, type, page, redeployable } = useLoaderData<typeof loader>();
  const { navigate, isReloading } = useListUrl(query, toContractListSearch);
  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchPage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);
  const accountId = query.accountId ?? '';
  // Staff rent to providers; staff and providers with farm accounts rent to farms.
  const canCreate =
    type === 'provider'
      ? isAllowed('staff:edit:providerAccounts', profile, {})
      : isAllowed('can:edit:farmerAccounts', profile, {});
  const status = query.status?.[0] ?? null;

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('rent-contracts.filters.label')}
          placeholder={t('rent-contracts.filters.all')}
          data={RENT_CONTRACT_STATUSES.map((value) => ({ value, label: t(`rent-contracts.statuses.${value}`) }))}
          value={status}
          onChange={(value) => navigate({ ...query, status: value ? [value as RentContractStatus] : undefined })}
          clearable
          w={{ base: '100%', xs: 240 }}
        />
        <Group gap="sm">
          <ExportMenu
            endpoint={rentContractEndpoints.export}
            query={toContractListFilter(query)}
            disabled={page.total === 0}
          />
          {canCreate && (
            <Button
              component={Link}
              to={paths.accountContractNew(type, accountId)}
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              {t(`pages.${type}-contract-new`)}
            </Button>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('rent-contracts.total', { count: page.total })}
      </Text>
      <RedeployableSensors items={redeployable} />
      <RentContractTable
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        linkTo={contractPath}
        isLoading={isReloading}
        empty={
          <ListEmptyState
            icon={<IconFileText size={28} aria-hidden="true" />}
            title={t('rent-contracts.empty.title')}
            description={t(status ? 'rent-contracts.empty.filtered' : 'rent-contracts.empty.description')}
          />
        }
      />
    </Stack>
  );
};
