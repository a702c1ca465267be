import { rentContractEndpoints } from '@console/domain/rent-contract/rent-contract.endpoints';
import type { RentContractListQuery } from '@console/domain/rent-contract/rent-contract.schema';
import { Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { ListEmptyState } from '../../ui/list-empty-state';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { contractPath } from './contract-paths';
import { readMyContractQuery, toContractListSearch } from './rent-contract-list-query';
import { RentContractTable } from './rent-contract-table';

type MyQuery = Pick<RentContractListQuery, 'start' | 'sort' | 'order' | 'status'>;

const fetchPage = (query: MyQuery, start: number, signal: AbortSignal) =>
  api.call(rentContractEndpoints.mine, { query: { ...query, start }, signal });

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const query = readMyContractQuery(new URL(request.url).searchParams);
  return { query, page: await fetchPage(query, 0, request.signal) };
};

/** /contracts-mine: the sensors the reader's farm rents, the contracts to validate first by their return. */
export const Component = () => {
  const { t } = useTranslation();
  const { query, page } = useLoaderData<typeof loader>();
  const { navigate, isReloading } = useListUrl(query, toContractListSearch);
  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchPage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Title order={1}>{t('pages.contracts-mine')}</Title>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('rent-contracts.total', { count: page.total })}
      </Text>
      <RentContractTable
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        linkTo={contractPath}
        isLoading={isReloading}
        empty={
          <ListEmptyState
            icon={<IconFileText size={28} aria-hidden="true" />}
            title={t('rent-contracts.empty.mine-title')}
            description={t('rent-contracts.empty.mine-description')}
          />
        }
      />
    </Stack>
  );
};
