import { nightStateOf, type NightState } from '@console/domain/dashboard/sensor-nights';
import type { RiskLevel } from '@console/domain/risk/risk.schema';
import { and, between, desc, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import type { Session } from '../../../auth/session.ts';
import { type Database, PLANNED_PER_CALL } from '../../../db/client.ts';
import { cropInterventions, crops, parcelRiskNights, parcels, sensorNights } from '../../../db/schema.ts';
import type { parcelsMatching } from '../../parcels/service.ts';
import { nightCountsOf, riskCountsOf } from './night-kinds.ts';
import { inNightRange, type NightRange, nightRangeValues, riskNightsAt } from './night-ranges.ts';

type Filter = { favouriteId?: string | undefined };

/** The parcels a tab's figures count, found once for all of them: the parcel list's condition and its values. */
export type MatchingParcels = Awaited<ReturnType<typeof parcelsMatching>>;

/** How many of the matching sensors' nights were in each state, night by night. */
export const countNightStates = async (db: Database, session: Session, filter: Filter, range: NightRange) => {
  const { counts, values } = await nightCountsOf(db, session, filter);
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
};

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

/**
 * The matching parcels' slugs over the range, in all and for the `limit` parcels that counted most: summed per parcel
 * from the nights' covering index, then joined to the parcels named.
 */
export const topParcelsBySlugs = async (
  db: Database,
  { among, values }: MatchingParcels,
  range: NightRange,
  limit: number,
) => {
  const slugs = sql<number>`sum(${sensorNights.slugs})::int`;
  const perParcel = db
    .select({ parcelId: sensorNights.parcelId, slugs: slugs.as('slugs') })
    .from(sensorNights)
    .where(and(inNightRange(sensorNights.night), among(sensorNights.parcelId)))
    .groupBy(sensorNights.parcelId)
    .as('per_parcel');
  const rows = await db
    .select({
      id: parcels.id,
      label: parcels.label,
      slugs: perParcel.slugs,
      total: sql<number>`(sum(${perParcel.slugs}) over ())::int`,
    })
    .from(perParcel)
    .innerJoin(parcels, eq(parcels.id, perParcel.parcelId))
    .orderBy(desc(perParcel.slugs), parcels.id)
    .limit(limit)
    .prepare(PLANNED_PER_CALL)
    .execute({ ...values, ...nightRangeValues(range) });
  return { total: rows[0]?.total ?? 0, parcels: rows };
};

/**
 * The adviser's call list: matching parcels at high risk on two nights or more of the range with no anti-slug
 * product or soil work recorded on their crop since the first of those nights; how many, and the `limit` with most
 * such nights. The high nights are counted per parcel first, so the actions are looked up for those parcels only.
 */
export const riskWithoutAction = async (
  db: Database,
  { among, values }: MatchingParcels,
  range: NightRange,
  limit: number,
) => {
  const high = db
    .select({
      parcelId: parcelRiskNights.parcelId,
      nights: sql<number>`count(*)::int`.as('nights'),
      first: sql<string>`min(${parcelRiskNights.night})`.as('first'),
    })
    .from(parcelRiskNights)
    .where(riskNightsAt(among, 'high'))
    .groupBy(parcelRiskNights.parcelId)
    .having(sql`count(*) >= 2`)
    .as('high');
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
    .where(notExists(actedSince))
    .orderBy(desc(high.nights), parcels.label, parcels.id)
    .limit(limit)
    .prepare(PLANNED_PER_CALL)
    .execute({ ...values, ...nightRangeValues(range) });
  return { total: rows[0]?.total ?? 0, parcels: rows };
};
