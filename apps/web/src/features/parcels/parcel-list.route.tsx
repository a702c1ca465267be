import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { accountEndpoints } from '@console/domain/account/account.endpoints';
import type { ParcelListQuery } from '@console/domain/parcel/parcel-list.schema';
import { isProviderOrManufacturer } from '@console/domain/access/permissions';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapOff, IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { profileContext } from '../../session/profile-context';
import { useProfile } from '../../session/use-profile';
import { formatNumber } from '../../ui/number-format';
import { ExportMenu } from '../../ui/export-menu';
import {
  FavouriteListEmptyState,
  FavouriteSwitcher,
  loadWithFavourite,
  UnknownFavouriteAlert,
} from '../../ui/favourite-switcher';
import { usePagedRows } from '../../ui/use-paged-rows';
import { ParcelFilters, useParcelListUrl } from './parcel-filters';
import { parcelPageQuery } from './parcel-list-page';
import { countActiveFilters, readParcelListQuery } from './parcel-list-query';
import { ParcelTable } from './parcel-table';
import { ParcelViewSwitch } from './parcel-view-switch';

const fetchPage = (query: ParcelListQuery, start: number, signal: AbortSignal) =>
  api.call(parcelEndpoints.list, { query: parcelPageQuery(query, start), signal });

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const profile = context.get(profileContext);
  const urlQuery = readParcelListQuery(new URL(request.url).searchParams);
  const { signal } = request;
  const [{ data: page, favourite }, accounts] = await Promise.all([
    loadWithFavourite(request, profile, (favouriteId) => fetchPage({ ...urlQuery, favouriteId }, 0, signal)),
    isProviderOrManufacturer(profile) ? api.call(accountEndpoints.options, { signal }) : Promise.resolve(null),
  ]);
  return { query: { ...urlQuery, favouriteId: favourite.selected?.id }, page, accounts, favourite };
};

/** /parcels/list: the parcels and their slug risk, server-paged in a virtual table, filtered from the URL. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { query, page, accounts, favourite } = useLoaderData<typeof loader>();
  const { navigate, reset, isReloading, changeFilter } = useParcelListUrl(query);

  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchPage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);

  const hasFilter = countActiveFilters(query) > 0;
  const empty = (
    <FavouriteListEmptyState
      list="parcels"
      favourite={favourite.selected}
      hasFilter={hasFilter}
      reset={reset}
      icon={<IconMapOff size={28} aria-hidden="true" />}
    />
  );

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('pages.parcels')}</Title>
        <Group gap="sm">
          <FavouriteSwitcher choice={favourite} />
          <ParcelViewSwitch view="list" />
          <ExportMenu endpoint={parcelEndpoints.export} query={query} disabled={page.total === 0} />
          {isAllowed('can:edit:parcels', profile, {}) && (
            <Button component={Link} to={paths.parcelNew()} leftSection={<IconPlus size={18} aria-hidden="true" />}>
              {t('parcels.create')}
            </Button>
          )}
        </Group>
      </Group>
      <UnknownFavouriteAlert choice={favourite} />
      <ParcelFilters query={query} accounts={accounts} onChange={changeFilter} onReset={reset} />
      <Text size="sm" fw={600}>
        {t('parcels.total', { value: formatNumber(page.total, 0) })}
      </Text>
      <ParcelTable
        rows={rows}
        sort={{ field: query.sort, order: query.order }}
        onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
        isLoading={isReloading}
        empty={empty}
        showAccount={isProviderOrManufacturer(profile)}
      />
    </Stack>
  );
};
