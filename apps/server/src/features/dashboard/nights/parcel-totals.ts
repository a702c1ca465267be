import { addLocalDays } from '@console/domain/subscription/subscription-period';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { type Database, PLANNED_PER_CALL } from '../../../db/client.ts';
import { parcelRiskNights, parcelWindowTotals, sensorNights } from '../../../db/schema.ts';
import { type AmongParcels, inNightRange, type NightRange, nightRangeValues, riskNightsAt } from './night-ranges.ts';

/** The parcels a figure counts: the parcel list's condition on a parcel column, and its placeholders' values. */
type Parcels = { among: AmongParcels; values: Record<string, unknown> };

/** The kept window the prepared query's range names. */
const inKeptWindow = and(
  eq(parcelWindowTotals.nightFrom, sql.placeholder('nightFrom')),
  eq(parcelWindowTotals.nightTo, sql.placeholder('nightTo')),
);

/** The slugs each parcel's sensors counted over the range, a row a parcel served: kept, or summed from the nights. */
const slugTotals = (db: Database, among: AmongParcels, kept: boolean) =>
  kept
    ? db
        .select({ parcelId: parcelWindowTotals.parcelId, slugs: parcelWindowTotals.slugs })
        .from(parcelWindowTotals)
        .where(and(inKeptWindow, isNotNull(parcelWindowTotals.slugs), among(parcelWindowTotals.parcelId)))
        .as('slug_totals')
    : db
        .select({
          parcelId: sensorNights.parcelId,
          slugs: sql<number>`sum(${sensorNights.slugs})::int`.as('slugs'),
        })
        .from(sensorNights)
        .where(and(inNightRange(sensorNights.night), isNotNull(sensorNights.parcelId), among(sensorNights.parcelId)))
        .groupBy(sensorNights.parcelId)
        .as('slug_totals');

/** The nights each parcel ended at high risk over the range and the first of them, a row a parcel with one or more. */
const highTotals = (db: Database, among: AmongParcels, kept: boolean) =>
  kept
    ? db
        .select({
          parcelId: parcelWindowTotals.parcelId,
          nights: sql<number>`${parcelWindowTotals.highNights}`.as('nights'),
          first: sql<string>`${parcelWindowTotals.firstHighNight}`.as('first'),
        })
        .from(parcelWindowTotals)
        .where(and(inKeptWindow, gt(parcelWindowTotals.highNights, 0), among(parcelWindowTotals.parcelId)))
        .as('high_totals')
    : db
        .select({
          parcelId: parcelRiskNights.parcelId,
          nights: sql<number>`count(*)::int`.as('nights'),
          first: sql<string>`min(${parcelRiskNights.night})`.as('first'),
        })
        .from(parcelRiskNights)
        .where(riskNightsAt(among, 'high'))
        .groupBy(parcelRiskNights.parcelId)
        .as('high_totals');

const isKept = async (db: Database, range: NightRange) => {
  const [row] = await db
    .select({ one: sql`1` })
    .from(parcelWindowTotals)
    .where(and(eq(parcelWindowTotals.nightFrom, range.from), eq(parcelWindowTotals.nightTo, range.to)))
    .limit(1);
  return row !== undefined;
};

/**
 * The matching parcels' totals over the range as two subqueries a row a parcel, and the values their prepared
 * statement takes: read from the kept windows when the range is one of them, else summed from the nights on the spot.
 */
export const parcelTotalsOver = async (db: Database, { among, values }: Parcels, range: NightRange) => {
  const kept = await isKept(db, range);
  return {
    slugs: slugTotals(db, among, kept),
    high: highTotals(db, among, kept),
    values: { ...values, ...nightRangeValues(range) },
  };
};

export type ParcelTotals = Awaited<ReturnType<typeof parcelTotalsOver>>;

/** The date filter's month up to the night `lastOver`, as the caller's day makes it: 30 nights, or 29. */
const monthWindows = (lastOver: string): NightRange[] =>
  [30, 29].map((nights) => ({ from: addLocalDays(lastOver, 1 - nights), to: lastOver }));

/** The totals of the parcels `among` takes over each window, summed from the nights, written to the kept windows. */
const keepWindows = async (db: Database, windows: NightRange[], among: AmongParcels) => {
  for (const window of windows) {
    const slugs = slugTotals(db, among, false);
    const high = highTotals(db, among, false);
    await db
      .insert(parcelWindowTotals)
      .select(
        db
          .select({
            nightFrom: sql`${window.from}::date`.as('night_from'),
            nightTo: sql`${window.to}::date`.as('night_to'),
            parcelId: sql`coalesce(${slugs.parcelId}, ${high.parcelId})`.as('parcel_id'),
            slugs: sql`${slugs.slugs}`.as('slugs'),
            highNights: sql`coalesce(${high.nights}, 0)`.as('high_nights'),
            firstHighNight: sql`${high.first}`.as('first_high_night'),
          })
          .from(slugs)
          .fullJoin(high, eq(high.parcelId, slugs.parcelId)),
      )
      .prepare(PLANNED_PER_CALL)
      .execute(nightRangeValues(window));
  }
};

/** Every parcel's totals over the month up to `lastOver`, in place of the windows kept before (the fold's step). */
export const keepMonthTotals = async (db: Database, lastOver: string) => {
  await db.delete(parcelWindowTotals);
  await keepWindows(db, monthWindows(lastOver), () => undefined);
};

/** One parcel's totals over the windows kept, summed again after a change to its nights (a count corrected). */
export const keepParcelTotals = async (db: Database, parcelId: string) => {
  const windows = await db
    .selectDistinct({ from: parcelWindowTotals.nightFrom, to: parcelWindowTotals.nightTo })
    .from(parcelWindowTotals);
  await db.delete(parcelWindowTotals).where(eq(parcelWindowTotals.parcelId, parcelId));
  await keepWindows(db, windows, (column) => eq(column, parcelId));
};
