import { dashboardEndpoints } from '@console/domain/dashboard/dashboard.endpoints';
import { builtDashboardTabSchema, dashboardDigestSchema } from '@console/domain/dashboard/dashboard.schema';
import { getPresetRange, toDateFilter } from '@console/domain/date/date-range-presets';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { startOfDay } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { can } from '@console/domain/access/permissions';
import { api } from '../../api/api';
import { profileContext } from '../../session/profile-context';
import { readPayload } from '../../ui/action-payload';
import { DateRangeFilter } from '../../ui/date-range-filter';
import { ExportMenu } from '../../ui/export-menu';
import { readDateRange } from '../../ui/date-range-query';
import { FavouriteSwitcher, loadWithFavourite, UnknownFavouriteAlert } from '../../ui/favourite-switcher';
import { refusedChange } from '../../ui/refused-change';
import type { FormActionResult } from '../../ui/use-form-action';
import { DigestSwitch } from './digest-switch';
import { NightGrid } from './night-grid';
import { TileCard } from './tile-card';

const tabOf = (request: Request) => builtDashboardTabSchema.parse(new URL(request.url).pathname.split('/').at(-1));

/** The range a dashboard opens on: the last 30 days, the date filter's "month". */
const defaultRange = (today: Date) => getPresetRange('month', today);

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const profile = context.get(profileContext);
  const url = new URL(request.url);
  const tab = tabOf(request);
  const today = startOfDay(new Date());
  const range = readDateRange(url.searchParams, today, defaultRange(today)) ?? defaultRange(today);
  const start = Number(url.searchParams.get('start') ?? 0);
  const hasGrid = tab === 'sensors' && can(profile, 'read:sensors');
  const [{ data, favourite }, digest] = await Promise.all([
    loadWithFavourite(request, profile, (favouriteId) => {
      const query = { ...toDateFilter(range), favouriteId };
      return Promise.all([
        api.call(dashboardEndpoints.tab, { params: { tab }, query, signal: request.signal }),
        hasGrid
          ? api.call(dashboardEndpoints.nightGrid, {
              query: { ...query, start: Number.isSafeInteger(start) && start > 0 ? start : 0 },
              signal: request.signal,
            })
          : null,
      ]);
    }),
    api.call(dashboardEndpoints.digest, { params: { tab }, signal: request.signal }),
  ]);
  const [board, grid] = data;
  return { board, grid, favourite, digest, query: { ...toDateFilter(range), favouriteId: favourite.selected?.id } };
};

/** Turns the tab's weekly e-mail on or off. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult<{ isSubscribed: boolean }>> => {
  const body = await readPayload(request, dashboardDigestSchema);
  try {
    const saved = await api.call(dashboardEndpoints.setDigest, {
      params: { tab: tabOf(request) },
      body,
      signal: request.signal,
    });
    return { ok: true, ...saved };
  } catch (error) {
    return refusedChange(error, 'Dashboard digest', 'dashboard.errors');
  }
};

/**
 * /dashboard/activity and /dashboard/sensors: the tab's tiles under the favourite and the date range (the figures of
 * today ignore it), every figure opening its list filtered the same way; the sensors tab adds its night grid.
 */
export const Component = () => {
  const { t } = useTranslation();
  const { board, grid, favourite, digest, query } = useLoaderData<typeof loader>();
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-end">
        <FavouriteSwitcher choice={favourite} />
        <Group align="flex-end">
          <DateRangeFilter defaultRange={defaultRange(startOfDay(new Date()))} label={t('date-filter.label')} />
          <ExportMenu endpoint={dashboardEndpoints.export} params={{ tab: board.tab }} query={query} disabled={false} />
        </Group>
      </Group>
      <UnknownFavouriteAlert choice={favourite} />
      <DigestSwitch isSubscribed={digest.isSubscribed} />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {board.tiles.map((tile) => (
          <TileCard key={tile.key} tile={tile} />
        ))}
      </SimpleGrid>
      {grid && <NightGrid grid={grid} />}
    </Stack>
  );
};
