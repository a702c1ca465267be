import { getDefaultDateRange, toDateFilter, type DateRange } from '@console/domain/date/date-range-presets';
import { captureImageEndpoints } from '@console/domain/sensor/capture-image.endpoints';
import { MAX_IMAGE_NIGHTS } from '@console/domain/sensor/capture-image.schema';
import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { Box, EmptyState, Stack } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import { format, parseISO, startOfDay, subDays } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigation,
  useParams,
} from 'react-router';
import { api } from '../../api/api';
import { getPublicSettings } from '../../api/public-settings';
import { useProfile } from '../../session/use-profile';
import { DateRangeFilter } from '../../ui/date-range-filter';
import { readDateRange } from '../../ui/date-range-query';
import { formatDate } from '@console/domain/time/date-format';
import { hasCaptures, toCapturePoints, toDailyPoints } from './sensor-chart-data';
import { SensorCharts } from './sensor-charts';
import { NightPhotoList } from './night-photos/night-photo-list';
import { countReviewAction } from './count-reviews/count-review-action';
import { countReviewEndpoints } from '@console/domain/sensor/count-review.endpoints';
import { ExportMenu } from '../../ui/export-menu';
import { Group } from '@mantine/core';

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const settings = await getPublicSettings();
  const today = startOfDay(new Date());
  const defaultRange: DateRange = getDefaultDateRange(today, settings.demoDateFilter ?? undefined);
  const range = readDateRange(new URL(request.url).searchParams, today, defaultRange) ?? defaultRange;
  const call = { params: { id: params.id ?? '' }, query: toDateFilter(range), signal: request.signal };
  const [captures, daily, nights] = await Promise.all([
    api.call(sensorEndpoints.listCaptures, call),
    api.call(sensorEndpoints.listDailyReadings, call),
    api.call(captureImageEndpoints.nights, { ...call, query: lastNightsOf(call.query) }),
  ]);
  return { defaultRange, range, captures, daily, nights };
};

/** A photo's count corrected, confirmed or proposed; the loader then reads the nights' counts again. */
export const action = ({ request, params }: ActionFunctionArgs) => countReviewAction(request, params.id ?? '');

/** Opening or closing a night's photo changes the URL, not the data. */
export const shouldRevalidate = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutNight = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('night');
    return params.toString();
  };
  return withoutNight(currentUrl) !== withoutNight(nextUrl) && defaultShouldRevalidate;
};

/** The range's last month of nights, which the photos show. */
const lastNightsOf = ({ from, to }: { from: string; to: string }) => {
  const monthBefore = format(subDays(parseISO(to), MAX_IMAGE_NIGHTS - 1), 'yyyy-MM-dd');
  return { from: from > monthBefore ? from : monthBefore, to };
};

/** The sensor's data tab: a date range (kept in the URL) and the charts of its captures. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { defaultRange, range, captures, daily, nights } = useLoaderData<typeof loader>();
  const { id = '' } = useParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const isReloading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const capturePoints = useMemo(() => toCapturePoints(captures, profile.zoneId), [captures, profile.zoneId]);
  const dailyPoints = useMemo(() => toDailyPoints(daily, range), [daily, range]);

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <DateRangeFilter defaultRange={defaultRange} label={t('date-filter.label')} />
        <ExportMenu
          endpoint={countReviewEndpoints.exportCaptures}
          params={{ id }}
          query={lastNightsOf(toDateFilter(range))}
          disabled={captures.length === 0 && nights.length === 0}
        />
      </Group>
      <NightPhotoList sensorId={id} nights={nights} />
      <Box style={{ opacity: isReloading ? 0.55 : 1, transition: 'opacity 150ms' }} aria-busy={isReloading}>
        {hasCaptures(captures, daily) ? (
          <SensorCharts captures={capturePoints} daily={dailyPoints} />
        ) : (
          <Box py="xl">
            <EmptyState
              icon={<IconChartBarOff size={28} aria-hidden="true" />}
              title={t('sensors.charts.empty-title')}
              description={t('sensors.charts.empty-description', {
                from: formatDate(range.from),
                to: formatDate(range.to),
              })}
            />
          </Box>
        )}
      </Box>
    </Stack>
  );
};
