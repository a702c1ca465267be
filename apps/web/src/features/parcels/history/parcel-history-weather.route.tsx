import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { stationLabel } from '@console/domain/weather/weather-sync.schema';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../session/use-units';
import { formatNumber } from '../../../ui/number-format';
import { HISTORY_CHART_HEIGHT, HistoryChartCard, useWeekRows, WEEK_AXIS } from './parcel-history-chart';
import { hasWeather, toSeasonSeries, useParcelHistory } from './parcel-history-data';

const oneDecimal = (value: number) => formatNumber(value, 1);

/** /parcels/:id/histo/weather: rainfall as bars, mean temperature and humidity as lines, one series per season. */
export const Component = () => {
  const { t } = useTranslation();
  const units = useUnits();
  const { seasons, weatherStation } = useParcelHistory();
  const rainfall = useWeekRows((week) => units.rainfall.convert(week.rainfallTotal));
  const temperature = useWeekRows((week) => units.temperature.convert(week.temperatureAvg));
  const humidity = useWeekRows((week) => week.humidityAvg);
  const series = toSeasonSeries(seasons);

  if (!hasWeather(seasons)) {
    return (
      <Text size="sm" c="dimmed" py="xl" ta="center">
        {t('parcel-history.weather.no-weather')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {weatherStation && (
        <Text size="sm" c="dimmed">
          {t('parcel-history.weather.station', stationLabel(weatherStation))}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <HistoryChartCard
          title={t('parcel-history.weather.rainfall-title')}
          help={t('parcel-history.weather.rainfall-help')}
        >
          <BarChart
            h={HISTORY_CHART_HEIGHT}
            data={rainfall}
            dataKey="week"
            series={series}
            valueFormatter={oneDecimal}
            unit={` ${units.rainfall.symbol}`}
            xAxisProps={WEEK_AXIS}
            withLegend
            maxBarWidth={12}
          />
        </HistoryChartCard>
        <HistoryChartCard
          title={t('parcel-history.weather.temperature-title')}
          help={t('parcel-history.weather.means-help')}
        >
          <LineChart
            h={HISTORY_CHART_HEIGHT}
            data={temperature}
            dataKey="week"
            series={series}
            valueFormatter={oneDecimal}
            unit={` ${units.temperature.symbol}`}
            xAxisProps={WEEK_AXIS}
            withLegend
            connectNulls={false}
          />
        </HistoryChartCard>
        <HistoryChartCard
          title={t('parcel-history.weather.humidity-title')}
          help={t('parcel-history.weather.means-help')}
        >
          <LineChart
            h={HISTORY_CHART_HEIGHT}
            data={humidity}
            dataKey="week"
            series={series}
            valueFormatter={(value) => formatNumber(value, 0)}
            unit=" %"
            yAxisProps={{ domain: [0, 100] }}
            xAxisProps={WEEK_AXIS}
            withLegend
            connectNulls={false}
          />
        </HistoryChartCard>
      </SimpleGrid>
    </Stack>
  );
};
