import { RISK_LEVELS } from '@console/domain/risk/risk.schema';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Each sensor's nights as the dashboards read them (issue 22, decision 140), kept by the `dashboard-fold-nights` job
 * from the captures and the sensors' last contacts, never at page load. A night runs from noon to noon (UTC), as the
 * risk counts it. `expected` says whether the night was owed: the sensor stood on a parcel whose crop was between
 * three weeks before its estimated seeding and the end of its slug-sensitive stage, as the night was folded.
 */
export const sensorNights = pgTable(
  'sensor_nights',
  {
    sensorId: uuid().notNull(),
    night: date({ mode: 'string' }).notNull(),
    /** The sensor's owner and parcel as the night was folded. */
    accountId: uuid().notNull(),
    parcelId: uuid(),
    expected: boolean().notNull(),
    contacted: boolean().notNull().default(false),
    captures: integer().notNull().default(0),
    slugs: integer().notNull().default(0),
    /** The captures that carried weather: the sensor's own station worked that night. */
    weatherCaptures: integer().notNull().default(0),
    lastMeasuredAt: timestamp({ withTimezone: true }),
    /** When the night's newest capture reached the console: its delivery delay is this after its measure. */
    lastReceivedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.sensorId, table.night] }),
    // The nights of a range with what the activity tab sums per parcel: read from the index alone.
    index('sensor_nights_night_parcel_slugs_idx').on(table.night, table.parcelId, table.slugs),
    index('sensor_nights_parcel_night_idx').on(table.parcelId, table.night),
  ],
);

/**
 * Each parcel's risk level at the end of each night, as the risk job left it (decision 140): the risk distribution
 * over time reads these rows, not the captures.
 */
export const parcelRiskNights = pgTable(
  'parcel_risk_nights',
  {
    parcelId: uuid().notNull(),
    night: date({ mode: 'string' }).notNull(),
    accountId: uuid().notNull(),
    riskLevel: text({ enum: RISK_LEVELS }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.parcelId, table.night] }),
    index('parcel_risk_nights_night_idx').on(table.night),
    // The call list, the treatments at low risk and the pressure read one level's nights of the range.
    index('parcel_risk_nights_level_night_idx').on(table.riskLevel, table.night, table.parcelId),
  ],
);

/**
 * Each parcel's slugs and high-risk nights over the date filter's month (decision 182): the nights up to the last one
 * over, from 30 or from 29 nights back, as the caller's day makes the month. The fold rewrites them after each run and
 * a count correction its parcel's; the activity tab's rankings and pressure map read a row a parcel here instead of a
 * row a night.
 */
export const parcelWindowTotals = pgTable(
  'parcel_window_totals',
  {
    nightFrom: date({ mode: 'string' }).notNull(),
    nightTo: date({ mode: 'string' }).notNull(),
    parcelId: uuid().notNull(),
    /** What its sensors counted; none when no sensor served it on those nights. */
    slugs: integer(),
    highNights: integer().notNull(),
    firstHighNight: date({ mode: 'string' }),
  },
  (table) => [primaryKey({ columns: [table.nightFrom, table.nightTo, table.parcelId] })],
);

/**
 * The sensor-nights of each account and night, counted by what the nights tile and the QoS read (decision 144): owed,
 * contact, capture, on a parcel, with working weather, and for a night with captures the whole minutes its newest one
 * took to arrive. The fold rewrites the nights it touched; a dashboard without a favourite adds up a few rows a
 * night and account here instead of a row a sensor.
 */
export const accountNights = pgTable(
  'account_nights',
  {
    accountId: uuid().notNull(),
    night: date({ mode: 'string' }).notNull(),
    expected: boolean().notNull(),
    contacted: boolean().notNull(),
    captured: boolean().notNull(),
    onParcel: boolean().notNull(),
    withWeather: boolean().notNull(),
    delayMinutes: integer(),
    n: integer().notNull(),
  },
  (table) => [index('account_nights_night_idx').on(table.night, table.accountId)],
);

/** The parcels of each account at each risk level as each night ended, from `parcel_risk_nights` (decision 144). */
export const accountRiskNights = pgTable(
  'account_risk_nights',
  {
    accountId: uuid().notNull(),
    night: date({ mode: 'string' }).notNull(),
    riskLevel: text({ enum: RISK_LEVELS }).notNull(),
    n: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.night, table.accountId, table.riskLevel] })],
);

/** How far each read model has folded: the instant its last run started from. */
export const readModelMarks = pgTable('read_model_marks', {
  name: text().primaryKey(),
  foldedUntil: timestamp({ withTimezone: true }).notNull(),
});
