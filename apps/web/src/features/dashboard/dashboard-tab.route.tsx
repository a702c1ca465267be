import { dashboardEndpoints } from '@console/domain/dashboard/dashboard.endpoints';
import { builtDashboardTabSchema, dashboardDigestSchema } from '@console/domain/dashboard/dashboard.schema';
import { getPresetRange, toDateFilter } from '@console/domain/date/date-range-presets';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { startOfDay } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { profileContext } from '../../session/profile-context';
import { DateRangeFilter } from '../../ui/date-range-filter';
import { readDateRange } from '../../ui/date-range-query';
import { FavouriteSwitcher, loadWithFavourite, UnknownFavouriteAlert } from '../../ui/favourite-switcher';
import { refusedChange } from '../../ui/refused-change';
import type { FormActionResult } from '../../ui/use-form-action';
import { DigestSwitch } from './digest-switch';
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
  const [{ data: board, favourite }, digest] = await Promise.all([
    loadWithFavourite(request, profile, (favouriteId) =>
      api.call(dashboardEndpoints.tab, {
        params: { tab },
        query: { ...toDateFilter(range), favouriteId },
        signal: request.signal,
      }),
    ),
    api.call(dashboardEndpoints.digest, { params: { tab }, signal: request.signal }),
  ]);
  return { board, favourite, digest };
};

/** Turns the tab's weekly e-mail on or off. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult<{ isSubscribed: boolean }>> => {
  try {
    const body = dashboardDigestSchema.parse(await request.json());
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
 * /dashboard/activity and /dashboard/sensors: the tab's tiles under the favourite and, where tiles count over time,
 * the date range; every figure opens its list filtered the same way.
 */
export const Component = () => {
  const { t } = useTranslation();
  const { board, favourite, digest } = useLoaderData<typeof loader>();
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-end">
        <FavouriteSwitcher choice={favourite} />
        {/* Only the sensors tab counts over the range so far: the activity tab's tiles are the state of today. */}
        {board.tab === 'sensors' && (
          <DateRangeFilter defaultRange={defaultRange(startOfDay(new Date()))} label={t('date-filter.label')} />
        )}
      </Group>
      <UnknownFavouriteAlert choice={favourite} />
      <DigestSwitch isSubscribed={digest.isSubscribed} />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {board.tiles.map((tile) => (
          <TileCard key={tile.key} tile={tile} />
        ))}
      </SimpleGrid>
    </Stack>
  );
};
