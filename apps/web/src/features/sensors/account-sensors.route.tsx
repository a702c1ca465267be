import type { SensorListQuery } from '@console/domain/sensor/sensor-list.schema';
import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconRouterOff } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { ListEmptyState } from '../../ui/list-empty-state';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { SensorCountChips } from './sensor-counts';
import { SensorFilters } from './sensor-filters';
import { countActiveFilters, readSensorListQuery, toSensorListFilter, toSensorListSearch } from './sensor-list-query';
import { SensorTable } from './sensor-table';

/** The sensors list's own query, held to the farm of the page. */
const readFarmSensorQuery = (params: URLSearchParams, accountId: string): SensorListQuery => ({
  ...readSensorListQuery(params),
  accountId,
});

const fetchPage = (query: SensorListQuery, start: number, signal: AbortSignal) =>
  api.call(sensorEndpoints.list, { query: { ...query, start }, signal });

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const query = readFarmSensorQuery(new URL(request.url).searchParams, params.id ?? '');
  const { signal } = request;
  const [page, counts, tags] = await Promise.all([
    fetchPage(query, 0, signal),
    api.call(sensorEndpoints.counts, { query: toSensorListFilter(query), signal }),
    api.call(sensorEndpoints.listTags, { signal }),
  ]);
  return { query, page, counts, tags };
};

/**
 * /farmers/:id/sensors: the farm's sensors through the sensors list API and its screen pieces, with the same
 * filters and sort in the URL, the account being the page's.
 */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { query, page, counts, tags } = useLoaderData<typeof loader>();
  const accountId = query.accountId ?? '';
  // The farm is fixed: the URL carries the other filters only.
  const toSearch = useCallback((next: SensorListQuery) => toSensorListSearch({ ...next, accountId: undefined }), []);
  const { navigate, reset, isReloading } = useListUrl(query, toSearch);
  const loadPage = useCallback((start: number, signal: AbortSignal) => fetchPage(query, start, signal), [query]);
  const rows = usePagedRows(page, loadPage);

  const hasFilter = countActiveFilters({ ...query, accountId: undefined }) > 0;
  const empty = (
    <ListEmptyState
      icon={<IconRouterOff size={28} aria-hidden="true" />}
      title={t(hasFilter ? 'sensors.empty.filtered-title' : 'accounts.farmer.no-sensors-title')}
      description={t(hasFilter ? 'sensors.empty.filtered-description' : 'accounts.farmer.no-sensors-description')}
      reset={hasFilter ? { label: t('sensors.filters.reset'), onClick: reset } : undefined}
    />
  );

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <SensorFilters
        query={{ ...query, accountId: undefined }}
        tags={tags}
        accounts={null}
        onChange={(change, options) => navigate({ ...query, ...change }, options?.replace)}
        onReset={reset}
      />
      <Group justify="space-between" align="center" gap="sm">
        <SensorCountChips counts={counts} />
        <Anchor component={Link} to={paths.sensors(new URLSearchParams({ accountId }))} size="sm">
          {t('accounts.farmer.open-in-sensors')}
        </Anchor>
      </Group>
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
