import { z } from 'zod';
import { DATE_OUT_OF_RANGE, isCalendarDay, isCalendarInstant } from '../storage/storage-bounds.ts';

/** The wire format of calendar days: no time and no zone, read in the user's own zone. */
export const LOCAL_DATE_FORMAT = 'yyyy-MM-dd';

/** A calendar day as `yyyy-MM-dd`; impossible days such as 2026-02-30, and days outside the calendar, are rejected. */
export const localDateSchema = z.iso.date('invalid-date').refine(isCalendarDay, DATE_OUT_OF_RANGE);
export type LocalDate = z.infer<typeof localDateSchema>;

/** An instant with its UTC offset, as the API sends timestamps (e.g. a notification's date). */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, error: 'invalid-date-time' })
  .refine(isCalendarInstant, DATE_OUT_OF_RANGE);
export type DateTime = z.infer<typeof dateTimeSchema>;

/**
 * The date-range filter of lists and charts. Same-format ISO days compare correctly as strings,
 * which keeps the order check free of time-zone arithmetic.
 */
export const dateFilterSchema = z
  .object({ from: localDateSchema, to: localDateSchema })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'date-filter.errors.to-before-from' });
export type DateFilter = z.infer<typeof dateFilterSchema>;
