import type { StatsMeasure, StatsPage, StatsPeriod } from '@console/domain/dashboard/stats.schema';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../ui/number-format';

/** A period's heading: `03/2026` for a month, `2025–26` for the season from August 2025. */
export const periodLabel = (period: string, by: StatsPeriod) =>
  by === 'month'
    ? `${period.slice(5, 7)}/${period.slice(0, 4)}`
    : `${period}–${String((Number(period) + 1) % 100).padStart(2, '0')}`;

/** A value in its unit, a dash where the period had nothing to measure. */
export const formatValue = (t: TFunction, value: number | null, unit: StatsMeasure['unit']) => {
  if (value === null) return '–';
  switch (unit) {
    case 'count':
      return formatNumber(value, 0);
    case 'ratio':
      return formatNumber(value, 1);
    default:
      return t(`stats.units.${unit}`, { value: formatNumber(value, 1) });
  }
};

/** Where a row's name comes from when the API does not give it: the whole, an issue type, a kind of account. */
const ROW_LABELS: Record<StatsPage, string> = {
  qos: 'stats.rows',
  maintenance: 'issues.types',
  usage: 'account-types',
};

export const rowLabel = (t: TFunction, page: StatsPage, row: StatsMeasure['rows'][number]) =>
  row.label ?? (row.key === 'all' ? t('stats.all') : t(`${ROW_LABELS[page]}.${row.key}`));
