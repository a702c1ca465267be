import type { SensorPlacement } from '@console/domain/parcel/parcel.schema';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sensorPlacements, sensors } from '../../db/schema.ts';

/** How many of a parcel's placements its page lists: a parcel sees a handful of sensors in its life. */
const MAX_LISTED_PLACEMENTS = 100;

/**
 * The captures of the parcel's sensors while each served it, `r` over `readings`, from `since` on: one range of the
 * readings key per placement.
 */
export const parcelReadings = (parcelId: SQL, since: SQL): SQL => sql`sensor_placements pl
  join readings r on r.sensor_id = pl.sensor_id
   and r.measured_at >= greatest(${since}, case when pl.from_first_capture then '-infinity' else pl.placed_at end)
   and r.measured_at < coalesce(pl.removed_at, 'infinity')
  where pl.parcel_id = ${parcelId} and (pl.removed_at is null or pl.removed_at > ${since})`;

/** Which sensors served the parcel, newest first. */
export const listPlacements = async (db: Database, parcelId: string): Promise<SensorPlacement[]> => {
  const rows = await db
    .select({
      sensorId: sensorPlacements.sensorId,
      serialNumber: sensors.serialNumber,
      // A first placement counts from the sensor's first capture: that is where the parcel's counts start.
      // Written out: in a select list drizzle drops table names, and `sensor_id` would read as the reading's.
      placedAt: sql<Date>`case when sensor_placements.from_first_capture
        then least(sensor_placements.placed_at,
                   (select min(r.measured_at) from readings r where r.sensor_id = sensor_placements.sensor_id))
        else sensor_placements.placed_at end`.mapWith(sensorPlacements.placedAt),
      removedAt: sensorPlacements.removedAt,
    })
    .from(sensorPlacements)
    .innerJoin(sensors, eq(sensors.id, sensorPlacements.sensorId))
    .where(eq(sensorPlacements.parcelId, parcelId))
    .orderBy(desc(sensorPlacements.placedAt), desc(sensorPlacements.id))
    .limit(MAX_LISTED_PLACEMENTS);
  return rows.map((row) => ({
    sensor: { id: row.sensorId, serialNumber: row.serialNumber },
    placedAt: row.placedAt.toISOString(),
    ...(row.removedAt ? { removedAt: row.removedAt.toISOString() } : {}),
  }));
};
