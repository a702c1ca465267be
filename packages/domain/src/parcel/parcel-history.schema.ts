import { z } from 'zod';
import { riskLevelSchema } from '../risk/risk.schema.ts';
import { linkedStationSchema } from '../weather/weather-sync.schema.ts';
import { parcelListItemSchema } from './parcel-list.schema.ts';

/**
 * Weeks are counted from 1 January, so a week number means the same dates every season; the 52nd week also takes
 * the year's last day or two rather than leaving a one- or two-day 53rd (decision 049).
 */
export const SEASON_WEEKS = 52;
/** A winter crop's season runs on into the next year (decision 149): its weeks go on from 53 there. */
export const SEASON_MAX_WEEKS = 2 * SEASON_WEEKS;
export const PARCEL_HISTORY_MAX_SEASONS = 5;

/** `GET /parcels/{id}/history`: how many seasons to compare, this one included. */
export const parcelHistoryQuerySchema = z.object({
  seasons: z.coerce.number().int().min(1).max(PARCEL_HISTORY_MAX_SEASONS).default(2),
});
export type ParcelHistoryQuery = z.infer<typeof parcelHistoryQuerySchema>;

/**
 * One week of a season, from noon on its first day to noon after its last (the nights' boundary, decision 013),
 * in the user's time zone. Only weeks with captures are sent.
 */
export const parcelHistoryWeekSchema = z.object({
  week: z.number().int().min(1).max(SEASON_MAX_WEEKS),
  /** Nights of the week with at least one capture. */
  nights: z.number().int(),
  /** Mean slugs counted per night, over those nights. */
  slugsPerNight: z.number(),
  rainfallTotal: z.number().nullable(),
  temperatureAvg: z.number().nullable(),
  humidityAvg: z.number().nullable(),
  /** The risk model applied to this week's nights with the season's crop at its stage of each night (decision 106). */
  riskLevel: riskLevelSchema,
  /**
   * Set when the week was rated under thresholds its country has changed since (decision 166): the day they came in
   * (null: the installation's) and the day they gave way. The history says "thresholds of <date>".
   */
  earlierThresholds: z.object({ since: z.iso.date().nullable(), until: z.iso.date() }).nullable(),
});
export type ParcelHistoryWeek = z.infer<typeof parcelHistoryWeekSchema>;

export const parcelHistorySeasonSchema = z.object({
  /** The year its crop is recorded under (sown in); without a crop, the calendar year (decision 149). */
  year: z.number().int(),
  crop: parcelListItemSchema.shape.currentCrop,
  /**
   * Where the season's chart axis starts, as a week of the year: its crop's seeding week (sown, else planned), or
   * its first week with captures when that comes earlier or there is no crop; 1 when it has neither (decision 114).
   */
  startWeek: z.number().int().min(1).max(SEASON_MAX_WEEKS),
  weeks: z.array(parcelHistoryWeekSchema),
});
export type ParcelHistorySeason = z.infer<typeof parcelHistorySeasonSchema>;

/** The corrections a history lists: a season's worth and more. */
export const RISK_CORRECTIONS_SHOWN = 100;

/**
 * A night whose rated risk moved when a person's count correction was put in force (decision 179): the history says
 * "risk changed after a count correction by X on …". `by` is null for a user since removed.
 */
export const riskCorrectionSchema = z.object({
  night: z.iso.date(),
  from: riskLevelSchema,
  to: riskLevelSchema,
  by: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type RiskCorrection = z.infer<typeof riskCorrectionSchema>;

/** A parcel's seasons, oldest first and this one last, from the readings of the sensor now on it. */
export const parcelHistorySchema = z.object({
  parcel: parcelListItemSchema,
  seasons: z.array(parcelHistorySeasonSchema),
  /** Newest first, the last RISK_CORRECTIONS_SHOWN of them. */
  riskCorrections: z.array(riskCorrectionSchema),
  /** The partner station whose hours give the nights it covered their weather (decision 176). */
  weatherStation: linkedStationSchema.nullable(),
});
export type ParcelHistory = z.infer<typeof parcelHistorySchema>;
