import { z } from 'zod';

/**
 * What the console's PostgreSQL columns hold, in one place (decision 082). Every number, date and text of a payload
 * or a query is bounded to these, so that a value the database would refuse is a 422 naming its field, never a 500.
 */

/** `integer` (int4). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * `real` (float4): the largest finite value, and the smallest magnitude PostgreSQL stores without underflowing to
 * zero (the smallest normal float4; subnormals below it are refused as out of range).
 */
export const REAL_MAX = 3.4028234663852886e38;
export const REAL_MIN_MAGNITUDE = 1.1754943508222875e-38;

/** Message keys (`errors.*` in the locales). */
export const NUMBER_TOO_LARGE = 'number-too-large';
export const NUMBER_TOO_SMALL = 'number-too-small';
export const DATE_OUT_OF_RANGE = 'date-out-of-range';
export const NUL_CHARACTER = 'nul-character';

/** A whole number an `integer` column holds; `message` names a wrong type or a fraction, as the field's own text. */
export const int4Schema = (message?: string) =>
  z.number(message).int(message).min(INT4_MIN, NUMBER_TOO_SMALL).max(INT4_MAX, NUMBER_TOO_LARGE);

/** A number a `real` column holds: finite within its range, and zero or far enough from zero not to underflow. */
export const realSchema = (message?: string) =>
  z
    .number(message)
    .min(-REAL_MAX, NUMBER_TOO_SMALL)
    .max(REAL_MAX, NUMBER_TOO_LARGE)
    .refine((value) => value === 0 || Math.abs(value) >= REAL_MIN_MAGNITUDE, NUMBER_TOO_SMALL);

/**
 * The calendar of the console's days and instants. PostgreSQL refuses the year 0000 that ISO strings can write, and
 * an instant past 9999 (an offset can push the last day there) prints as a six-digit year no client parses. Nothing
 * the console records predates 1900: older years are typos (0202 for 2020), and a device whose clock was reset
 * reports 1970 or 2000.
 */
export const CALENDAR_FIRST_DAY = '1900-01-01';
export const CALENDAR_LAST_DAY = '9999-12-31';
const CALENDAR_START_MS = Date.parse(`${CALENDAR_FIRST_DAY}T00:00:00Z`);
const CALENDAR_END_MS = Date.parse(`${CALENDAR_LAST_DAY}T23:59:59.999Z`);

/** A valid `yyyy-MM-dd` day within the calendar; same-format days compare as strings. */
export const isCalendarDay = (day: string): boolean => day >= CALENDAR_FIRST_DAY && day <= CALENDAR_LAST_DAY;

/** A valid ISO instant within the calendar, read in UTC. */
export const isCalendarInstant = (instant: string): boolean => {
  const time = Date.parse(instant);
  return time >= CALENDAR_START_MS && time <= CALENDAR_END_MS;
};

/** PostgreSQL's `text` and `jsonb` cannot hold the NUL character (U+0000); no text the console takes needs it. */
export const hasNulCharacter = (text: string): boolean => text.includes('\u0000');
