import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { partLabelKey, type Tile } from '@console/domain/dashboard/dashboard.schema';
import { formatLocalMonthDay } from '@console/domain/time/date-format';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../ui/number-format';
import { NIGHT_PARTS } from './tile-parts';

/** Nights do not all fit as ticks on a phone: recharts drops the ones that would overlap. */
const NIGHT_AXIS = { interval: 'preserveStartEnd' as const, minTickGap: 12 };

/** A tile's figure night by night: one stacked bar a night, one colour a part, named in the legend. */
export const TileNightsChart = ({ tile }: { tile: Tile }) => {
  const { t } = useTranslation();
  const parts = NIGHT_PARTS[tile.key] ?? [];
  const data = (tile.nights ?? []).map(({ night, values }) => ({
    night: formatLocalMonthDay(night),
    ...Object.fromEntries(parts.map((part) => [part.key, values[part.key] ?? 0])),
  }));
  return (
    <BarChart
      h={200}
      data={data}
      dataKey="night"
      type="stacked"
      series={parts.map((part) => ({
        name: part.key,
        label: t(partLabelKey(tile.key, part.key)),
        color: `${part.color}.6`,
      }))}
      valueFormatter={(value) => formatNumber(value, 0)}
      xAxisProps={NIGHT_AXIS}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
    />
  );
};
