import { addDays, addMonths, addYears, differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { Country } from '../address/postal-address.schema.ts';
import { LOCAL_DATE_FORMAT, type LocalDate } from '../date/date.schema.ts';
import { CALENDAR_LAST_DAY, isCalendarDay } from '../storage/storage-bounds.ts';

/**
 * Subscription periods are calendar days in the holder's country (`startsOn` and `endsOn` both inclusive). The
 * arithmetic runs on local dates, so no zone or daylight-saving change can move a day.
 */

const day = (value: LocalDate): Date => parseISO(value);
const local = (value: Date): LocalDate => format(value, LOCAL_DATE_FORMAT);

export const addLocalDays = (value: LocalDate, days: number): LocalDate => local(addDays(day(value), days));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: LocalDate, to: LocalDate): number => differenceInCalendarDays(day(to), day(from));

/**
 * The month and day a crop campaign starts in each country (decision 129): autumn-sown rapeseed and cereals in
 * Europe are trapped from August, Australia's autumn sowing from March.
 */
export const CAMPAIGN_START: Record<Country, { month: number; day: number }> = {
  FR: { month: 8, day: 1 },
  DE: { month: 8, day: 1 },
  ES: { month: 8, day: 1 },
  UK: { month: 8, day: 1 },
  AU: { month: 3, day: 1 },
};

/** The first day of the crop campaign that holds `value` in a country. */
export const campaignStart = (value: LocalDate, country: Country): LocalDate => {
  const { month, day: dayOfMonth } = CAMPAIGN_START[country];
  const date = day(value);
  const thisYears = new Date(date.getFullYear(), month - 1, dayOfMonth);
  return local(thisYears <= date ? thisYears : addYears(thisYears, -1));
};

/** The last day of the campaign that holds `startsOn`: the day before the next campaign start. */
const campaignEnd = (startsOn: LocalDate, country: Country): LocalDate =>
  local(addDays(addYears(day(campaignStart(startsOn, country)), 1), -1));

export type PlanPeriod = { kind: 'campaign' } | { kind: 'duration'; durationMonths: number };

/** The period a plan proposes from a first day: to the campaign's end, or the plan's months less a day. */
export const proposePeriodEnd = (plan: PlanPeriod, startsOn: LocalDate, country: Country): LocalDate =>
  plan.kind === 'campaign'
    ? campaignEnd(startsOn, country)
    : local(addDays(addMonths(day(startsOn), plan.durationMonths), -1));

/**
 * A renewal's period: from the day after the end, for the plan's span. None when it would run past the calendar's
 * last day (decision 082): there is no day after 9999-12-31 to start from, nor to end on.
 */
export const renewalPeriod = (
  plan: PlanPeriod,
  endsOn: LocalDate,
  country: Country,
): { startsOn: LocalDate; endsOn: LocalDate } | undefined => {
  if (endsOn >= CALENDAR_LAST_DAY) return undefined;
  const startsOn = addLocalDays(endsOn, 1);
  const end = proposePeriodEnd(plan, startsOn, country);
  return isCalendarDay(end) ? { startsOn, endsOn: end } : undefined;
};

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `now` falls on in a country (its COUNTRY_DEFAULTS zone). */
export const todayIn = (zoneId: string, now: Date): LocalDate => {
  let formatter = dayFormatters.get(zoneId);
  if (!formatter) {
    // en-CA writes yyyy-MM-dd.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zoneId,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(zoneId, formatter);
  }
  return formatter.format(now);
};
