import { PARCEL_HISTORY_MAX_SEASONS, parcelHistoryQuerySchema } from '@console/domain/parcel/parcel-history.schema';
import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { Anchor, Box, Group, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChartBarOff, IconRouterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { api } from '../../../api/api';
import { paths } from '../../../paths';
import { TAB_BAR_HEIGHT } from '../../../ui/layout-constants';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { hasCaptures, type ParcelHistoryContext } from './parcel-history-data';

const TABS = ['count', 'risk', 'weather'] as const;

/** Comparing starts at two seasons; one alone is the sensor's data tab. */
const SEASON_CHOICES = Array.from({ length: PARCEL_HISTORY_MAX_SEASONS - 1 }, (_, index) => String(index + 2));

/** The URL's season count, or the API's default when it is missing or out of range. */
const readQuery = (searchParams: URLSearchParams) => {
  const parsed = parcelHistoryQuerySchema.safeParse(Object.fromEntries(searchParams));
  return parsed.success ? parsed.data : parcelHistoryQuerySchema.parse({});
};

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const query = readQuery(new URL(request.url).searchParams);
  return {
    history: await api.call(parcelEndpoints.history, {
      params: { id: params.id ?? '' },
      query,
      signal: request.signal,
    }),
  };
};

/**
 * /parcels/:id/histo: the parcel's seasons side by side, fetched once here for the three tabs (counts, risk,
 * weather). The season count is kept in the URL, so tabs and reloads keep it.
 */
export const Component = () => {
  const { t } = useTranslation();
  const { history } = useLoaderData<typeof loader>();
  const { parcel, seasons } = history;
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const isReloading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const tab = TABS.find((name) => pathname.endsWith(`/${name}`)) ?? 'count';
  const context: ParcelHistoryContext = { history };

  return (
    <Stack gap="md" px={{ base: 'md', sm: 'xl' }} py="lg">
      <Anchor component={Link} to={paths.parcel(parcel.id)} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {parcel.label}
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{t('parcel-history.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('parcel-history.subtitle', {
              label: parcel.label,
              from: seasons[0]?.year ?? '',
              to: seasons.at(-1)?.year ?? '',
            })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Text size="sm" id="parcel-history-seasons">
            {t('parcel-history.seasons')}
          </Text>
          <SegmentedControl
            size="xs"
            data={SEASON_CHOICES}
            value={String(readQuery(searchParams).seasons)}
            onChange={(value) =>
              setSearchParams(
                (current) => {
                  current.set('seasons', value);
                  return current;
                },
                { preventScrollReset: true },
              )
            }
            aria-labelledby="parcel-history-seasons"
          />
        </Group>
      </Group>
      <Tabs
        value={tab}
        // Relative to this route, keeping the season count.
        onChange={(value) => value && void navigate({ pathname: value, search })}
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name} h={TAB_BAR_HEIGHT}>
              {t(`parcel-history.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Box style={{ opacity: isReloading ? 0.55 : 1, transition: 'opacity 150ms' }} aria-busy={isReloading}>
        {!parcel.sensorId ? (
          <ListEmptyState
            icon={<IconRouterOff size={28} aria-hidden="true" />}
            title={t('parcel-history.no-sensor-title')}
            description={t('parcel-history.no-sensor-description')}
          />
        ) : !hasCaptures(seasons) ? (
          <ListEmptyState
            icon={<IconChartBarOff size={28} aria-hidden="true" />}
            title={t('parcel-history.empty-title')}
            description={t('parcel-history.empty-description', { from: seasons[0]?.year ?? '' })}
          />
        ) : (
          <Outlet context={context} />
        )}
      </Box>
    </Stack>
  );
};
