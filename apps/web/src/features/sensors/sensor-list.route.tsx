import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { accountEndpoints } from '@console/domain/account/account.endpoints';
import type { SensorListQuery } from '@console/domain/sensor/sensor-list.schema';
import { isProviderOrManufacturer } from '@console/domain/access/permissions';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPhotoCheck, IconPlus, IconRouterOff } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { profileContext } from '../../session/profile-context';
import { useProfile } from '../../session/use-profile';
import { ExportMenu } from '../../ui/export-menu';
import {
  FavouriteListEmptyState,
  FavouriteSwitcher,
  loadWithFavourite,
  UnknownFavouriteAlert,
} from '../../ui/favourite-switcher';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { SensorCountChips } from './sensor-counts';
import { SensorFilters, type FilterChange } from './sensor-filters';
import { countActiveFilters, readSensorListQuery, toSensorListFilter, toSensorListSearch } from './sensor-list-query';
import { SensorTable } from './sensor-table';

const fetchPage = (query: SensorListQuery, start: number, signal: AbortSignal) =>
  api.call(sensorEndpoints.list, { query: { ...query, start }, signal });

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const profile = context.get(profileContext);
  const urlQuery = readSensorListQuery(new URL(request.url).searchParams);
  const { signal } = request;
  const [
    {
      data: [page, counts],
      favourite,
    },
    tags,
    accounts,
  ] = await Promise.all([
    loadWithFavourite(request, profile, (favouriteId) => {
      const query = { ...urlQuery, favouriteId };
      return Promise.all([
        fetchPage(query, 0, signal),
        api.call(sensorEndpoints.counts, { query: toSensorListFilter(query), signal }),
      ]);
    }),
    api.call(sensorEndpoints.listTags, { signal }),
    isProviderOrManufacturer(profile) ? api.call(accountEndpoints.options, { signal }) : Promise.resolve(null),
  ]);
  return { query: { ...urlQuery, favouriteId: favourite.selected?.id }, page, counts, tags, accounts, favourite };
};

/** /sensors: the fleet, server-paged in a virtual table, filtered and sorted from the URL. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { query, page, counts, tags, accounts, favourite } = useLoaderData<typeof loader>();
  const { navigate, reset, isReloading } = useListUrl(query, toSensorListSearch);

  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchPage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);

  const changeFilter: FilterChange = (change, options) => navigate({ ...query, ...change }, options?.replace);

  const hasFilter = countActiveFilters(query) > 0;
  const empty = (
    <FavouriteListEmptyState
      list="sensors"
      favourite={favourite.selected}
      hasFilter={hasFilter}
      reset={reset}
      icon={<IconRouterOff size={28} aria-hidden="true" />}
    />
  );

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('pages.sensors')}</Title>
        <Group gap="sm">
          <FavouriteSwitcher choice={favourite} />
          <ExportMenu endpoint={sensorEndpoints.export} query={query} disabled={counts.total === 0} />
          {isAllowed('sensors:review', profile, {}) && (
            <Button
              component={Link}
              to={paths.countReviews()}
              variant="default"
              leftSection={<IconPhotoCheck size={18} aria-hidden="true" />}
            >
              {t('pages.count-reviews')}
            </Button>
          )}
          {isAllowed('staff:edit:sensors', profile, {}) && (
            <Button component={Link} to={paths.sensorNew()} leftSection={<IconPlus size={18} aria-hidden="true" />}>
              {t('pages.sensor-new')}
            </Button>
          )}
        </Group>
      </Group>
      <UnknownFavouriteAlert choice={favourite} />
      <SensorFilters query={query} tags={tags} accounts={accounts} onChange={changeFilter} onReset={reset} />
      <SensorCountChips counts={counts} />
      <SensorTable
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
