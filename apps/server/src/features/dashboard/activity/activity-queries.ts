import { PARCEL_ALERT_TYPES, type ParcelAlertType } from '@console/domain/dashboard/dashboard.schema';
import { and, between, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, PLANNED_PER_CALL } from '../../../db/client.ts';
import { cropInterventions, crops, notifications, parcelRiskNights, parcels, postalKey } from '../../../db/schema.ts';
import type { ParcelTotals } from '../nights/parcel-totals.ts';
import { during, type Period } from '../metrics/metrics-queries.ts';
import type { MatchingParcels } from '../nights/night-queries.ts';
import { type NightRange, nightRangeValues } from '../nights/night-ranges.ts';

/**
 * A parcel's postal zone on the pressure map: its country and the first two characters of its postcode (a French
 * département, a German or Spanish postal region, a British area), the grain a distributor's territory is drawn in.
 */
const ZONE_PREFIX_LENGTH = sql.raw('2');
const zoneOf = sql<string>`concat_ws(' ', ${parcels.address}->>'country', left(${postalKey(parcels.address)}, ${ZONE_PREFIX_LENGTH}))`;

/**
 * The slug pressure by postal zone over the range: how many matching parcels of each zone were at high risk at the
 * end of a night or more, of the zone's matching parcels; the `limit` zones with most such parcels, and the sums. The
 * parcels are read once each, beside their high nights' totals.
 */
export const pressureByZone = async (
  db: Database,
  { among }: MatchingParcels,
  { high: pressed, values }: ParcelTotals,
  limit: number,
) => {
  const high = sql<number>`count(${pressed.parcelId})::int`;
  const followed = sql<number>`count(*)::int`;
  const rows = await db
    .select({
      zone: zoneOf,
      high,
      followed,
      totalHigh: sql<number>`(sum(${high}) over ())::int`,
      totalFollowed: sql<number>`(sum(${followed}) over ())::int`,
    })
    .from(parcels)
    .leftJoin(pressed, eq(pressed.parcelId, parcels.id))
    .where(among(parcels.id))
    .groupBy(zoneOf)
    .orderBy(desc(high), desc(followed), zoneOf)
    .limit(limit)
    .prepare(PLANNED_PER_CALL)
    .execute(values);
  return { high: rows[0]?.totalHigh ?? 0, followed: rows[0]?.totalFollowed ?? 0, zones: rows };
};

/**
 * The other side of the call list: anti-slug products recorded on a matching parcel the day after a night that
 * ended at low risk, over the range; how many, and the `limit` parcels with most of them. Read from the products
 * recorded, far fewer than the nights.
 */
export const treatmentsAtLowRisk = async (
  db: Database,
  { among, values }: MatchingParcels,
  range: NightRange,
  limit: number,
) => {
  const treatments = count();
  const rows = await db
    .select({
      id: parcels.id,
      label: parcels.label,
      treatments,
      total: sql<number>`(sum(${treatments}) over ())::int`,
    })
    .from(cropInterventions)
    .innerJoin(crops, eq(crops.id, cropInterventions.cropId))
    .innerJoin(parcels, eq(parcels.id, crops.parcelId))
    .innerJoin(
      parcelRiskNights,
      and(
        eq(parcelRiskNights.parcelId, parcels.id),
        eq(parcelRiskNights.night, sql`${cropInterventions.date} - 1`),
        eq(parcelRiskNights.riskLevel, 'low'),
      ),
    )
    .where(
      and(
        eq(cropInterventions.type, 'product'),
        between(
          cropInterventions.date,
          sql`${sql.placeholder('nightFrom')}::date + 1`,
          sql`${sql.placeholder('nightTo')}::date + 1`,
        ),
        among(parcels.id),
      ),
    )
    .groupBy(parcels.id, parcels.label)
    .orderBy(desc(treatments), parcels.label, parcels.id)
    .limit(limit)
    .prepare(PLANNED_PER_CALL)
    .execute({ ...values, ...nightRangeValues(range) });
  return { total: rows[0]?.total ?? 0, parcels: rows };
};

/**
 * The alerts the console raised about the matching parcels over the period, by type: each occurrence once, however
 * many users it told.
 */
export const countParcelAlerts = async (db: Database, { among, values }: MatchingParcels, period: Period) => {
  return db
    .select({ type: notifications.type, n: countDistinct(notifications.occurrence) })
    .from(notifications)
    .where(
      and(
        inArray(notifications.type, [...PARCEL_ALERT_TYPES]),
        during(notifications.createdAt, period),
        among(sql`(${notifications.payload}->>'parcelId')::uuid`),
      ),
    )
    .groupBy(notifications.type)
    .prepare(PLANNED_PER_CALL)
    .execute(values) as Promise<{ type: ParcelAlertType; n: number }[]>;
};
