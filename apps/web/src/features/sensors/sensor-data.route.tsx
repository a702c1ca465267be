import { getDefaultDateRange, toDateFilter, type DateRange } from '@console/domain/date/date-range-presets';
import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { Box, EmptyState, Stack } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import { startOfDay } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { getPublicSettings } from '../../api/public-settings';
import { useProfile } from '../../session/use-profile';
import { DateRangeFilter } from '../../ui/date-range-filter';
import { readDateRange } from '../../ui/date-range-query';
import { formatDate } from '@console/domain/time/date-format';
import { hasCaptures, toCapturePoints, toDailyPoints } from './sensor-chart-data';
import { SensorCharts } from './sensor-charts';

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const settings = await getPublicSettings();
  const today = startOfDay(new Date());
  const defaultRange: DateRange = getDefaultDateRange(today, settings.demoDateFilter ?? undefined);
  const range = readDateRange(new URL(request.url).searchParams, today, defaultRange) ?? defaultRange;
  const call = { params: { id: params.id ?? '' }, query: toDateFilter(range), signal: request.signal };
  const [captures, daily] = await Promise.all([
    api.call(sensorEndpoints.listCaptures, call),
    api.call(sensorEndpoints.listDailyReadings, call),
  ]);
  return { defaultRange, range, captures, daily };
};

/** The sensor's data tab: a date range (kept in the URL) and the charts of its captures. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { defaultRange, range, captures, daily } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const isReloading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const capturePoints = useMemo(() => toCapturePoints(captures, profile.zoneId), [captures, profile.zoneId]);
  const dailyPoints = useMemo(() => toDailyPoints(daily, range), [daily, range]);

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
      <DateRangeFilter defaultRange={defaultRange} label={t('date-filter.label')} />
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
