import type { RiskLevel } from '../risk/risk.schema.ts';
import { OUTLOOK_LEVELS, OUTLOOK_NIGHTS, type OutlookNight } from './slug-outlook.schema.ts';
import { isSlugFavourableDay, type SlugWeatherDay } from './slug-weather.ts';

/** A forecast day the outlook reads: its date and the weather slug-weather rates. */
export type OutlookDay = SlugWeatherDay & { date: string };

/** Where the counts put a parcel before the weather speaks; without a measured level the counts say nothing yet. */
const COUNTS_SCORE: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2, unmeasured: 0, missing_answer: 0 };

const isComplete = ({ temperatureMin, rainfall, humidity }: SlugWeatherDay) =>
  temperatureMin !== null && rainfall !== null && humidity !== null;

/**
 * The next nights' slug risk (decision 118): the parcel's current level from its counts, one step up for a night
 * whose weather favours slugs (mild and wet, `isSlugFavourableDay`), one step down for a night the forecast fully
 * describes as unfavourable (slugs stay hidden whatever their numbers), unchanged where the forecast lacks a value;
 * never below low nor above high. `days` are the forecast's days from today, in order.
 */
export const assessSlugOutlook = (days: readonly OutlookDay[], countsLevel: RiskLevel): OutlookNight[] =>
  days.slice(0, OUTLOOK_NIGHTS).map((day) => {
    const shift = isSlugFavourableDay(day) ? 1 : isComplete(day) ? -1 : 0;
    const score = Math.min(2, Math.max(0, COUNTS_SCORE[countsLevel] + shift));
    return { night: day.date, level: OUTLOOK_LEVELS[score] ?? 'low' };
  });
