import { differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';
import { localDateSchema } from '../date/date.schema.ts';

/** Charts read at most a season at once; the data tab's own picker is clamped to 30 days. */
export const MAX_CHART_RANGE_DAYS = 366;

/** `from` to `to`, both included, at most `maxDays` days. */
export const dateRangeQuerySchema = (maxDays: number) =>
  z
    .object({ from: localDateSchema, to: localDateSchema })
    .refine(({ from, to }) => from <= to, { path: ['to'], message: 'date-filter.errors.to-before-from' })
    .refine(({ from, to }) => differenceInCalendarDays(parseISO(to), parseISO(from)) < maxDays, {
      path: ['to'],
      message: 'date-filter.errors.too-long',
    });

export const readingsRangeQuerySchema = dateRangeQuerySchema(MAX_CHART_RANGE_DAYS);
export type ReadingsRangeQuery = z.infer<typeof readingsRangeQuerySchema>;

/** One capture as charts draw it. */
export const captureSchema = z.object({
  measuredAt: z.iso.datetime({ offset: true }),
  slugCount: z.number().int(),
  temperature: z.number().nullable(),
  humidity: z.number().nullable(),
  rainfall: z.number().nullable(),
  batteryVoltage: z.number(),
});
export type Capture = z.infer<typeof captureSchema>;

/** One calendar day (in the user's time zone), aggregated in SQL. */
export const dailyReadingSchema = z.object({
  day: localDateSchema,
  captures: z.number().int(),
  slugTotal: z.number().int(),
  slugMax: z.number().int(),
  temperatureMin: z.number().nullable(),
  temperatureMax: z.number().nullable(),
  humidityAvg: z.number().nullable(),
  rainfallTotal: z.number().nullable(),
  batteryMin: z.number(),
});
export type DailyReading = z.infer<typeof dailyReadingSchema>;
