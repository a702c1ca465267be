import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../ui/number-format';
import { HISTORY_CHART_HEIGHT, HistoryChartCard, useWeekRows, WEEK_AXIS } from './parcel-history-chart';
import { toSeasonSeries, useParcelHistory } from './parcel-history-data';

/** /parcels/:id/histo/count: slugs a night, week by week, one line per season. */
export const Component = () => {
  const { t } = useTranslation();
  const { seasons } = useParcelHistory();
  const rows = useWeekRows((week) => week.slugsPerNight);

  return (
    <HistoryChartCard title={t('parcel-history.count.title')} help={t('parcel-history.count.help')}>
      <LineChart
        h={HISTORY_CHART_HEIGHT}
        data={rows}
        dataKey="week"
        series={toSeasonSeries(seasons)}
        valueFormatter={(value) => formatNumber(value, 1)}
        xAxisProps={WEEK_AXIS}
        withLegend
        connectNulls={false}
      />
    </HistoryChartCard>
  );
};
