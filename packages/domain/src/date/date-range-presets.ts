import {
  addDays,
  differenceInCalendarDays,
  format,
  isAfter,
  isBefore,
  isSameDay,
  parse,
  startOfDay,
  subDays,
} from 'date-fns';
import { z } from 'zod';
import { type DateFilter, LOCAL_DATE_FORMAT, type LocalDate } from './date.schema.ts';

export const DATE_RANGE_PRESETS = ['today', 'week', 'month', 'custom'] as const;
export const dateRangePresetSchema = z.enum(DATE_RANGE_PRESETS);
export type DateRangePreset = z.infer<typeof dateRangePresetSchema>;
export type FixedDateRangePreset = Exclude<DateRangePreset, 'custom'>;

/** date-fns `weekStartsOn`: weeks start on Monday in every supported locale (spec point 9). */
export const WEEK_STARTS_ON = 1;

/** Display formats (date-fns tokens) of spec point 9. */
export const DATE_FORMATS = {
  date: 'dd/MM/yyyy',
  dateTime: 'dd/MM/yyyy HH:mm',
  time: 'HH:mm',
  monthDay: 'MM-dd',
  monthYear: 'MM/yyyy',
} as const;

/** Longest custom span, in days between the two ends: from..from+30 is allowed, as the month preset is. */
export const MAX_CUSTOM_RANGE_DAYS = 30;

/** Days before today where each fixed preset starts; every preset ends today. */
const PRESET_DAYS_BEFORE_TODAY: Record<FixedDateRangePreset, number> = { today: 0, week: 6, month: 30 };

/** An inclusive range of calendar days, each end at local midnight. */
export type DateRange = { from: Date; to: Date };
/** What a range picker holds while the user is choosing: either end may still be missing. */
export type PartialDateRange = { from?: Date | undefined; to?: Date | undefined };

export const getPresetRange = (preset: FixedDateRangePreset, today: Date): DateRange => {
  const to = startOfDay(today);
  return { from: subDays(to, PRESET_DAYS_BEFORE_TODAY[preset]), to };
};

/** The preset whose range matches exactly, else `custom`: how the filter reads a range from the URL on load. */
export const inferDateRangePreset = (range: DateRange, today: Date): DateRangePreset => {
  const fixedPresets = DATE_RANGE_PRESETS.filter((preset) => preset !== 'custom');
  const match = fixedPresets.find((preset) => {
    const presetRange = getPresetRange(preset, today);
    return isSameDay(range.from, presetRange.from) && isSameDay(range.to, presetRange.to);
  });
  return match ?? 'custom';
};

/** Days after today cannot be picked in a custom range. */
export const isDayAfterToday = (day: Date, today: Date): boolean => isAfter(startOfDay(day), startOfDay(today));

/**
 * Applies the custom-range rules of spec point 5 to a picker's selection. Returns the range to report,
 * or `null` while an end is missing (nothing is reported then). A single day is a valid range; ends
 * after today move back to today; a span over {@link MAX_CUSTOM_RANGE_DAYS} moves the end to
 * start + 30 days.
 */
export const getCustomRangeChange = (selection: PartialDateRange, today: Date): DateRange | null => {
  if (!selection.from || !selection.to) return null;
  const lastDay = startOfDay(today);
  const clampToToday = (day: Date) => (isDayAfterToday(day, lastDay) ? lastDay : startOfDay(day));
  let from = clampToToday(selection.from);
  let to = clampToToday(selection.to);
  // Pickers normally keep from <= to; a range typed into the URL may not.
  if (isBefore(to, from)) [from, to] = [to, from];
  if (differenceInCalendarDays(to, from) > MAX_CUSTOM_RANGE_DAYS) to = addDays(from, MAX_CUSTOM_RANGE_DAYS);
  return { from, to };
};

/** The range a filter starts with: the demo environment's fixed dates when configured, else the week preset. */
export const getDefaultDateRange = (today: Date, demoFilter?: DateFilter): DateRange =>
  demoFilter ? parseDateFilter(demoFilter) : getPresetRange('week', today);

/** A day of the local calendar as the wire writes it (`yyyy-MM-dd`). */
export const toLocalDate = (day: Date): LocalDate => format(day, LOCAL_DATE_FORMAT);

export const toDateFilter = (range: DateRange): DateFilter => ({
  from: toLocalDate(range.from),
  to: toLocalDate(range.to),
});

/** Reads `yyyy-MM-dd` days as local midnights; pass strings already checked by `dateFilterSchema`. */
export const parseDateFilter = (filter: DateFilter): DateRange => {
  const reference = new Date(0);
  return { from: parse(filter.from, LOCAL_DATE_FORMAT, reference), to: parse(filter.to, LOCAL_DATE_FORMAT, reference) };
};
