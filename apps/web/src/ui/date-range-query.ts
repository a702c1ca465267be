import {
  getCustomRangeChange,
  parseDateFilter,
  toDateFilter,
  type DateRange,
} from '@console/domain/date/date-range-presets';
import { localDateSchema } from '@console/domain/date/date.schema';

/** Names of the two query parameters of a date-range filter (spec point 7: supplied by the caller). */
export type DateRangeParamNames = { from: string; to: string };
export const DEFAULT_RANGE_PARAMS: DateRangeParamNames = { from: 'from', to: 'to' };

const isLocalDay = (value: string | null): value is string =>
  value !== null && localDateSchema.safeParse(value).success;

/**
 * The range a date filter holds: the URL's two days when both are valid, normalised by the
 * custom-range rules (no day after today, at most 30 days, ends in order), else `fallback`. Loaders
 * and the filter component read it the same way, so the data always matches what the filter shows.
 */
export const readDateRange = (
  params: URLSearchParams,
  today: Date,
  fallback: DateRange | null,
  names: DateRangeParamNames = DEFAULT_RANGE_PARAMS,
): DateRange | null => {
  const from = params.get(names.from);
  const to = params.get(names.to);
  if (!isLocalDay(from) || !isLocalDay(to)) return fallback;
  return getCustomRangeChange(parseDateFilter({ from, to }), today) ?? fallback;
};

/** A copy of `params` holding `range` (or no range at all). */
export const writeDateRange = (
  params: URLSearchParams,
  range: DateRange | null,
  names: DateRangeParamNames = DEFAULT_RANGE_PARAMS,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (range) {
    const filter = toDateFilter(range);
    next.set(names.from, filter.from);
    next.set(names.to, filter.to);
  } else {
    next.delete(names.from);
    next.delete(names.to);
  }
  return next;
};
