import { type StatsMeasure, type StatsPage, statsRowLabelKey } from '@console/domain/dashboard/stats.schema';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../ui/number-format';

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

export const rowLabel = (t: TFunction, page: StatsPage, row: StatsMeasure['rows'][number]) =>
  row.label ?? t(statsRowLabelKey(page, row.key));
