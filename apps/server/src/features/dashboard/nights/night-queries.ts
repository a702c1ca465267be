import { nightStateOf, type NightState } from '@console/domain/dashboard/sensor-nights';
import type { RiskLevel } from '@console/domain/risk/risk.schema';
import { and, between, desc, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import type { Session } from '../../../auth/session.ts';
import { type Database, PLANNED_PER_CALL } from '../../../db/client.ts';
import { cropInterventions, crops, parcels, sensorNights } from '../../../db/schema.ts';
import type { parcelsMatching } from '../../parcels/service.ts';
import { keptNightFigure } from './kept-night-figures.ts';
import { nightStateCountsOf, riskCountsOf } from './night-kinds.ts';
import { type NightRange, nightRangeValues } from './night-ranges.ts';
import type { ParcelTotals } from './parcel-totals.ts';

type Filter = { favouriteId?: string | undefined };

/** The parcels a tab's figures count, found once for all of them: the parcel list's condition and its values. */
export type MatchingParcels = Awaited<ReturnType<typeof parcelsMatching>>;

/** How many of the matching sensors' nights were in each state, night by night. */
export const countNightStates = (db: Database, session: Session, filter: Filter, range: NightRange) =>
  keptNightFigure(db, session, filter.favouriteId, 'night-states', range, async () => {
    const { counts, values } = await nightStateCountsOf(db, session, filter);
    const rows = await db
      .select({
        night: counts.night,
        expected: counts.expected,
        contacted: counts.contacted,
        captured: counts.captured,
        n: sql<number>`sum(${counts.n})::int`,
      })
      .from(counts)
      .groupBy(counts.night, counts.expected, counts.contacted, counts.captured)
      .prepare(PLANNED_PER_CALL)
      .execute({ ...values, ...nightRangeValues(range) });
    return rows.map((row) => ({
      night: row.night,
      expected: row.expected,
      state: nightStateOf({ ...row, captures: row.captured ? 1 : 0 }) satisfies NightState,
      n: row.n,
    }));
  });

/** The nights of some sensors over a range, for the night grid's page. */
export const selectSensorNights = (db: Database, sensorIds: readonly string[], range: NightRange) =>
  db
    .select({
      sensorId: sensorNights.sensorId,
      night: sensorNights.night,
      expected: sensorNights.expected,
      contacted: sensorNights.contacted,
      captures: sensorNights.captures,
    })
    .from(sensorNights)
    .where(and(inArray(sensorNights.sensorId, [...sensorIds]), between(sensorNights.night, range.from, range.to)));

/** How many of the matching parcels were at each risk level as each night ended. */
export const countRiskNights = async (db: Database, session: Session, filter: Filter, range: NightRange) => {
  const { counts, values } = await riskCountsOf(db, session, filter);
  return db
    .select({ night: counts.night, level: counts.riskLevel, n: sql<number>`sum(${counts.n})::int` })
    .from(counts)
    .groupBy(counts.night, counts.riskLevel)
    .prepare(PLANNED_PER_CALL)
    .execute({ ...values, ...nightRangeValues(range) }) as Promise<{ night: string; level: RiskLevel; n: number }[]>;
};

/** The matching parcels' slugs over the range, in all and for the `limit` parcels that counted most. */
export const topParcelsBySlugs = async (db: Database, { slugs, values }: ParcelTotals, limit: number) => {
  const rows = await db
    .select({
      id: parcels.id,
      label: parcels.label,
      slugs: slugs.slugs,
      total: sql<number>`(sum(${slugs.slugs}) over ())::int`,
    })
    .from(slugs)
    .innerJoin(parcels, eq(parcels.id, slugs.parcelId))
    .orderBy(desc(slugs.slugs), parcels.id)
    .limit(limit)
    .prepare(PLANNED_PER_CALL)
    .execute(values);
  return { total: rows[0]?.total ?? 0, parcels: rows };
};

/**
 * The adviser's call list: matching parcels at high risk on two nights or more of the range with no anti-slug
 * product or soil work recorded on their crop since the first of those nights; how many, and the `limit` with most
 * such nights. The actions are looked up for those parcels only.
 */
export const riskWithoutAction = async (db: Database, { high, values }: ParcelTotals, limit: number) => {
  const actedSince = db
    .select({ one: sql`1` })
    .from(crops)
    .innerJoin(cropInterventions, eq(cropInterventions.cropId, crops.id))
    .where(
      and(
        eq(crops.parcelId, high.parcelId),
        inArray(cropInterventions.type, ['product', 'soil_work']),
        gte(cropInterventions.date, high.first),
      ),
    );
  const rows = await db
    .select({
      id: parcels.id,
      label: parcels.label,
      nights: high.nights,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(high)
    .innerJoin(parcels, eq(parcels.id, high.parcelId))
    .where(and(gte(high.nights, 2), notExists(actedSince)))
    .orderBy(desc(high.nights), parcels.label, parcels.id)
    .limit(limit)
    .prepare(PLANNED_PER_CALL)
    .execute(values);
  return { total: rows[0]?.total ?? 0, parcels: rows };
};
