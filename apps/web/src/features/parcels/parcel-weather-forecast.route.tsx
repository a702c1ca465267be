import '@mantine/charts/styles.css';
import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { SLUG_WEATHER_THRESHOLDS } from '@console/domain/weather/slug-weather';
import {
  WEATHER_FORECAST_UNAVAILABLE,
  type ForecastDay,
  type WeatherForecast,
} from '@console/domain/weather/weather-forecast.schema';
import { weatherEndpoints } from '@console/domain/weather/weather.endpoints';
import { CompositeChart } from '@mantine/charts';
import { Alert, Anchor, Badge, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCloudOff } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, Link, useAsyncError, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { getApiErrorCode } from '../../api/api-error';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { formatDateTime, formatLocalDay, formatLocalMonthDay, formatRelative } from '@console/domain/time/date-format';
import { currentLanguage } from '../../i18n/i18n';
import { LabelledValue } from '../../ui/labelled-value';
import { formatMeasure, formatNumber } from '../../ui/number-format';
import { SectionCard } from '../../ui/section-card';
import { weekdayOf } from './weekday';
import { useUnits } from '../../session/use-units';

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const call = { params: { id: params.id ?? '' }, signal: request.signal };
  const parcel = await api.call(parcelEndpoints.get, call);
  // Not awaited: the page shows the parcel at once and the forecast when the provider has answered.
  const forecast = api.call(weatherEndpoints.parcelForecast, call);
  // <Await> shows a failure; this keeps one that comes before it renders, or after the user left, from being unhandled.
  forecast.catch(() => undefined);
  return { parcel, forecast };
};

const CHART_HEIGHT = 260;
const DAY_COLUMNS = { base: 1, xs: 2, sm: 3, md: 4 };

/** Hours come as the user's wall-clock time (yyyy-MM-ddTHH:mm), labelled MM-dd HH:mm without any zone shift. */
const hourLabel = (time: string) => `${formatLocalMonthDay(time.slice(0, 10))} ${time.slice(11, 16)}`;

const DayCard = ({ day }: { day: ForecastDay }) => {
  const { t, i18n } = useTranslation();
  const units = useUnits();
  const weekday = weekdayOf(day.date, i18n.language);
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={`${weekday} ${formatLocalDay(day.date)}`}>
      <Stack gap="sm">
        <div>
          <Text fw={600} tt="capitalize">
            {weekday}
          </Text>
          <Text size="sm" c="dimmed">
            {formatLocalDay(day.date)}
          </Text>
        </div>
        <SimpleGrid cols={2} spacing="xs">
          <LabelledValue label={t('weather-forecast.temperature-min')}>
            {units.temperature.format(day.temperatureMin)}
          </LabelledValue>
          <LabelledValue label={t('weather-forecast.temperature-max')}>
            {units.temperature.format(day.temperatureMax)}
          </LabelledValue>
          <LabelledValue label={t('weather-forecast.rainfall')}>{units.rainfall.format(day.rainfall)}</LabelledValue>
          <LabelledValue label={t('weather-forecast.humidity')}>{formatMeasure(day.humidity, '%', 0)}</LabelledValue>
        </SimpleGrid>
        {day.isSlugFavourable ? (
          <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={14} aria-hidden="true" />}>
            {t('weather-forecast.slugs.favourable')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('weather-forecast.slugs.unfavourable')}
          </Badge>
        )}
      </Stack>
    </Paper>
  );
};

/** The provider being down, said in place: what the page shows instead, and a retry that runs the loader anew. */
const ProviderDownAlert = ({ description }: { description: string }) => {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCloudOff size={20} aria-hidden="true" />}
      title={t('weather-forecast.unavailable.title')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{description}</Text>
        <Button variant="light" onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
          {t('weather-forecast.unavailable.retry')}
        </Button>
      </Stack>
    </Alert>
  );
};

const Forecast = ({ forecast }: { forecast: WeatherForecast }) => {
  const { t } = useTranslation();
  const profile = useProfile();
  const units = useUnits();
  const { minRainfall, minHumidity, minTemperatureMin, maxTemperatureMin } = SLUG_WEATHER_THRESHOLDS;
  const favourable = forecast.days.filter((day) => day.isSlugFavourable).length;
  const hours = forecast.hours.map((hour) => ({
    ...hour,
    time: hourLabel(hour.time),
    temperature: units.temperature.convert(hour.temperature),
    rainfall: units.rainfall.convert(hour.rainfall),
  }));

  return (
    <Stack gap="lg">
      {forecast.isKept && (
        // The server answered the last forecast it kept: how old it is.
        <ProviderDownAlert
          description={t('weather-forecast.kept', {
            age: formatRelative(forecast.fetchedAt, new Date(), currentLanguage()),
          })}
        />
      )}
      <Stack gap={4}>
        <Text fw={600}>{t('weather-forecast.summary', { favourable, days: forecast.days.length })}</Text>
        <Text size="sm" c="dimmed">
          {t('weather-forecast.rule', {
            min: units.temperature.format(minTemperatureMin),
            max: units.temperature.format(maxTemperatureMin),
            rain: units.rainfall.format(minRainfall),
            humidity: formatNumber(minHumidity),
          })}
        </Text>
      </Stack>
      <SimpleGrid cols={DAY_COLUMNS} spacing="md">
        {forecast.days.map((day) => (
          <DayCard key={day.date} day={day} />
        ))}
      </SimpleGrid>
      <SectionCard title={t('weather-forecast.hourly-title')}>
        <CompositeChart
          h={CHART_HEIGHT}
          data={hours}
          dataKey="time"
          series={[
            // The unit goes with each series: the tooltip shows rain and temperature side by side.
            {
              name: 'rainfall',
              label: `${t('weather-forecast.rainfall')} (${units.rainfall.symbol})`,
              color: 'blue.4',
              type: 'bar',
              yAxisId: 'right',
            },
            {
              name: 'temperature',
              label: `${t('weather-forecast.temperature')} (${units.temperature.symbol})`,
              color: 'red.6',
              type: 'line',
            },
          ]}
          valueFormatter={(value) => formatNumber(value, 1)}
          yAxisProps={{ unit: ` ${units.temperature.symbol}` }}
          withRightYAxis
          rightYAxisProps={{ unit: ` ${units.rainfall.symbol}` }}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
          withDots={false}
          withLegend
          connectNulls={false}
          maxBarWidth={6}
        />
      </SectionCard>
      <Text size="xs" c="dimmed">
        {t('weather-forecast.fetched-at', { date: formatDateTime(forecast.fetchedAt, profile.zoneId) })}{' '}
        {/* Open-Meteo's data is CC BY 4.0: it must be credited. */}
        <Anchor href="https://open-meteo.com/" target="_blank" rel="noreferrer" inherit>
          {t('weather-forecast.attribution')}
        </Anchor>
      </Text>
    </Stack>
  );
};

const ForecastSkeleton = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('weather-forecast.loading')}>
      <Skeleton h={20} w="50%" />
      <SimpleGrid cols={DAY_COLUMNS} spacing="md">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} h={170} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h={CHART_HEIGHT} radius="lg" />
    </Stack>
  );
};

/** The provider being down is expected and said in place; any other failure goes to the route's error page. */
const ForecastUnavailable = () => {
  const { t } = useTranslation();
  const error = useAsyncError();
  if (getApiErrorCode(error) !== WEATHER_FORECAST_UNAVAILABLE) throw error;
  return <ProviderDownAlert description={t('weather-forecast.unavailable.description')} />;
};

/** /parcels/:id/weather-forecast: the coming week at the parcel, and the days that favour slugs. */
export const Component = () => {
  const { t } = useTranslation();
  const { parcel, forecast } = useLoaderData<typeof loader>();

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} py="lg">
      <Stack gap="xs">
        <Anchor component={Link} to={paths.parcel(parcel.id)} size="sm" c="dimmed">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
          {t('weather-forecast.back', { label: parcel.label })}
        </Anchor>
        <Title order={1}>{t('weather-forecast.title')}</Title>
        <Text c="dimmed" size="sm">
          {parcel.label} · {parcel.address.postalCode} {parcel.address.city}
        </Text>
      </Stack>
      <Suspense fallback={<ForecastSkeleton />}>
        <Await resolve={forecast} errorElement={<ForecastUnavailable />}>
          {(resolved) => <Forecast forecast={resolved} />}
        </Await>
      </Suspense>
    </Stack>
  );
};
