import { addLocalDays } from '@console/domain/subscription/subscription-period';
import { and, between, eq, gt, isNotNull, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { parcelRiskNights, parcelWindowTotals, sensorNights } from '../../../db/schema.ts';
import { type AmongParcels, inNightRange, type NightRange, nightRangeValues, riskNightsAt } from './night-ranges.ts';

/** The parcels a figure counts: the parcel list's condition on a parcel column, and its placeholders' values. */
type Parcels = { among: AmongParcels; values: Record<string, unknown> };

/** The kept window the prepared query's range names. */
const inKeptWindow = and(
  eq(parcelWindowTotals.nightFrom, sql.placeholder('nightFrom')),
  eq(parcelWindowTotals.nightTo, sql.placeholder('nightTo')),
);

/** The sensor-nights whose slugs a parcel's totals count: those of a parcel `among` takes. */
const countedSensorNights = (among: AmongParcels) =>
  and(isNotNull(sensorNights.parcelId), among(sensorNights.parcelId));
const summedSlugs = () => sql<number>`sum(${sensorNights.slugs})::int`.as('slugs');
const highNightCount = () => sql<number>`count(*)::int`.as('nights');
const firstHighNight = () => sql<string>`min(${parcelRiskNights.night})`.as('first');

/** The slugs each parcel's sensors counted over the range, a row a parcel served: kept, or summed from the nights. */
const slugTotals = (db: Database, among: AmongParcels, kept: boolean) =>
  kept
    ? db
        .select({
          parcelId: parcelWindowTotals.parcelId,
          slugs: sql<number>`${parcelWindowTotals.slugs}`.as('slugs'),
        })
        .from(parcelWindowTotals)
        .where(and(inKeptWindow, isNotNull(parcelWindowTotals.slugs), among(parcelWindowTotals.parcelId)))
        .as('slug_totals')
    : db
        .select({ parcelId: sensorNights.parcelId, slugs: summedSlugs() })
        .from(sensorNights)
        .where(and(inNightRange(sensorNights.night), countedSensorNights(among)))
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
        .select({ parcelId: parcelRiskNights.parcelId, nights: highNightCount(), first: firstHighNight() })
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

/** The first nights of the date filter's month up to the night `lastOver`, as the caller's day makes it: 30 or 29. */
const monthStarts = (lastOver: string): string[] => [30, 29].map((nights) => addLocalDays(lastOver, 1 - nights));

/**
 * The totals of the parcels `among` takes over each window from one of `starts` to `lastOver`, summed from the nights
 * in one pass over them and written to the kept windows: the on-the-spot subqueries' sums, grouped by window as well.
 */
const keepWindows = async (db: Database, lastOver: string, starts: string[], among: AmongParcels) => {
  const windows = sql`unnest(${sql.param(starts)}::date[]) as w(night_from)`;
  const windowFrom = sql<string>`w.night_from`;
  // ISO days sort as text: the month's nights are read once, from the earliest start, each counted in every window
  // that holds it.
  const earliest = starts.toSorted()[0] ?? lastOver;
  const inMonth = (night: SQLWrapper) => between(night, sql`${earliest}::date`, sql`${lastOver}::date`);
  const inWindow = (night: SQLWrapper) => lte(windowFrom, night);
  // Each subquery names its window apart: a column aliased in a subquery is read back unqualified.
  const slugs = db
    .select({ from: windowFrom.as('slug_from'), parcelId: sensorNights.parcelId, slugs: summedSlugs() })
    .from(sensorNights)
    .innerJoin(windows, inWindow(sensorNights.night))
    .where(and(inMonth(sensorNights.night), countedSensorNights(among)))
    .groupBy(windowFrom, sensorNights.parcelId)
    .as('slug_totals');
  const high = db
    .select({
      from: windowFrom.as('high_from'),
      parcelId: parcelRiskNights.parcelId,
      nights: highNightCount(),
      first: firstHighNight(),
    })
    .from(parcelRiskNights)
    .innerJoin(windows, inWindow(parcelRiskNights.night))
    .where(
      and(inMonth(parcelRiskNights.night), among(parcelRiskNights.parcelId), eq(parcelRiskNights.riskLevel, 'high')),
    )
    .groupBy(windowFrom, parcelRiskNights.parcelId)
    .as('high_totals');
  await db.insert(parcelWindowTotals).select(
    db
      .select({
        nightFrom: sql`coalesce(${slugs.from}, ${high.from})`.as('night_from'),
        nightTo: sql`${lastOver}::date`.as('night_to'),
        parcelId: sql`coalesce(${slugs.parcelId}, ${high.parcelId})`.as('parcel_id'),
        slugs: sql`${slugs.slugs}`.as('slugs'),
        highNights: sql`coalesce(${high.nights}, 0)`.as('high_nights'),
        firstHighNight: sql`${high.first}`.as('first_high_night'),
      })
      .from(slugs)
      .fullJoin(high, and(eq(high.from, slugs.from), eq(high.parcelId, slugs.parcelId))),
  );
};

/** Every parcel's totals over the month up to `lastOver`, in place of the windows kept before (the fold's step). */
export const keepMonthTotals = async (db: Database, lastOver: string) => {
  await db.delete(parcelWindowTotals);
  await keepWindows(db, lastOver, monthStarts(lastOver), () => undefined);
};

/** One parcel's totals over the month kept, summed again after a change to its nights (a count corrected). */
export const keepParcelTotals = async (db: Database, parcelId: string) => {
  // The kept windows all end on the fold's last night over.
  const [kept] = await db.select({ to: parcelWindowTotals.nightTo }).from(parcelWindowTotals).limit(1);
  if (!kept) return;
  await db.delete(parcelWindowTotals).where(eq(parcelWindowTotals.parcelId, parcelId));
  await keepWindows(db, kept.to, monthStarts(kept.to), (column) => eq(column, parcelId));
};
