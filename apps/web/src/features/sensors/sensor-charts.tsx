import '@mantine/charts/styles.css';
import { BarChart, CompositeChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../session/use-units';
import { formatNumber } from '../../ui/number-format';
import { hasWeather, type CapturePoint, type DailyPoint } from './sensor-chart-data';

const CHART_HEIGHT = 260;

const ChartCard = ({ title, description, children }: { title: string; description?: string; children: ReactNode }) => (
  <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="figure" m={0} aria-label={title}>
    <Title order={2} fz="h5" mb={description ? 2 : 'md'} component="figcaption">
      {title}
    </Title>
    {description && (
      <Text size="xs" c="dimmed" mb="md">
        {description}
      </Text>
    )}
    {children}
  </Paper>
);

const number = (digits: number) => (value: number) => formatNumber(value, digits);
const xAxis = { interval: 'preserveStartEnd' as const, minTickGap: 24 };
/** Voltages vary by tenths: the axis hugs the data, on round tenths, instead of starting at 0 V. */
const voltageDomain: [(min: number) => number, (max: number) => number] = [
  (min) => Math.floor((min - 0.1) * 10) / 10,
  (max) => Math.ceil((max + 0.1) * 10) / 10,
];
/** Slug counts are whole numbers: no 0.5 ticks. */
const countAxis = { allowDecimals: false };

type SensorChartsProps = { captures: CapturePoint[]; daily: DailyPoint[] };

/** The data tab's charts (Mantine charts on recharts); this module is only loaded by that tab. */
export const SensorCharts = ({ captures, daily }: SensorChartsProps) => {
  const { t } = useTranslation();
  const units = useUnits();
  const withWeather = hasWeather(daily);
  const weather = daily.map((point) => ({
    ...point,
    temperatureMin: units.temperature.convert(point.temperatureMin),
    temperatureMax: units.temperature.convert(point.temperatureMax),
    rainfallTotal: units.rainfall.convert(point.rainfallTotal),
  }));

  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
      <ChartCard
        title={t('sensors.charts.captures')}
        description={t('sensors.charts.captures-help', { count: captures.length })}
      >
        <BarChart
          h={CHART_HEIGHT}
          data={captures}
          dataKey="time"
          series={[{ name: 'slugCount', label: t('sensors.charts.slug-count'), color: 'lime.7' }]}
          valueFormatter={number(0)}
          xAxisProps={xAxis}
          yAxisProps={countAxis}
          tickLine="y"
          gridAxis="y"
          maxBarWidth={24}
          minBarSize={0}
        />
      </ChartCard>

      <ChartCard title={t('sensors.charts.daily-slugs')} description={t('sensors.charts.daily-slugs-help')}>
        <CompositeChart
          h={CHART_HEIGHT}
          data={daily}
          dataKey="day"
          series={[
            { name: 'slugTotal', label: t('sensors.charts.slug-total'), color: 'lime.7', type: 'bar' },
            { name: 'slugMax', label: t('sensors.charts.slug-max'), color: 'orange.6', type: 'line' },
          ]}
          valueFormatter={number(0)}
          xAxisProps={xAxis}
          yAxisProps={countAxis}
          withLegend
          connectNulls={false}
          maxBarWidth={32}
        />
      </ChartCard>

      <ChartCard title={t('sensors.charts.weather')} description={t('sensors.charts.weather-help')}>
        {withWeather ? (
          <CompositeChart
            h={CHART_HEIGHT}
            data={weather}
            dataKey="day"
            series={[
              {
                name: 'rainfallTotal',
                label: t('sensors.charts.rainfall', { unit: units.rainfall.symbol }),
                color: 'blue.4',
                type: 'bar',
                yAxisId: 'right',
              },
              { name: 'temperatureMin', label: t('sensors.charts.temperature-min'), color: 'cyan.7', type: 'line' },
              { name: 'temperatureMax', label: t('sensors.charts.temperature-max'), color: 'red.6', type: 'line' },
            ]}
            valueFormatter={number(1)}
            unit={` ${units.temperature.symbol}`}
            withRightYAxis
            rightYAxisProps={{ unit: ` ${units.rainfall.symbol}` }}
            xAxisProps={xAxis}
            withLegend
            connectNulls={false}
            maxBarWidth={32}
          />
        ) : (
          <Text size="sm" c="dimmed" py="xl" ta="center">
            {t('sensors.charts.no-weather')}
          </Text>
        )}
      </ChartCard>

      <ChartCard title={t('sensors.charts.humidity')}>
        {withWeather ? (
          <LineChart
            h={CHART_HEIGHT}
            data={daily}
            dataKey="day"
            series={[{ name: 'humidityAvg', label: t('sensors.charts.humidity-avg'), color: 'teal.6' }]}
            valueFormatter={number(0)}
            unit=" %"
            yAxisProps={{ domain: [0, 100] }}
            xAxisProps={xAxis}
            connectNulls={false}
          />
        ) : (
          <Text size="sm" c="dimmed" py="xl" ta="center">
            {t('sensors.charts.no-weather')}
          </Text>
        )}
      </ChartCard>

      <ChartCard title={t('sensors.charts.battery')} description={t('sensors.charts.battery-help')}>
        <LineChart
          h={CHART_HEIGHT}
          data={daily}
          dataKey="day"
          series={[{ name: 'batteryMin', label: t('sensors.charts.battery-min'), color: 'grape.6' }]}
          valueFormatter={number(2)}
          unit=" V"
          yAxisProps={{ domain: voltageDomain }}
          xAxisProps={xAxis}
          connectNulls={false}
        />
      </ChartCard>
    </SimpleGrid>
  );
};
