import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { parcels } from './parcels.ts';
import { sensors } from './sensors.ts';

/**
 * Which sensor served which parcel, and when (decision 133): a parcel's counts, risk and history read the captures of
 * each of its sensors within its placement. `sensors.parcel_id` stays the current link, which lists read;
 * migration 0030's trigger writes a row at each change of it, whichever code makes it.
 */
export const sensorPlacements = pgTable(
  'sensor_placements',
  {
    id: uuid().primaryKey().defaultRandom(),
    sensorId: uuid()
      .notNull()
      .references(() => sensors.id),
    /** Null once the parcel is deleted: the row still says the sensor served somewhere then. */
    parcelId: uuid().references(() => parcels.id, { onDelete: 'set null' }),
    placedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A sensor's first placement: its captures from before it was placed count for that parcel too. */
    fromFirstCapture: boolean().notNull().default(false),
    removedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // A parcel's placements, newest first: its history and its nights read them.
    index('sensor_placements_parcel_idx').on(table.parcelId, table.placedAt),
    uniqueIndex('sensor_placements_open_sensor_key')
      .on(table.sensorId)
      .where(sql`${table.removedAt} is null`),
    index('sensor_placements_sensor_idx').on(table.sensorId),
  ],
);
