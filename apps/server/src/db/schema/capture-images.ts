import type { Detection } from '@console/domain/sensor/capture-image.schema';
import { date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sensors } from './sensors.ts';

/**
 * The photo of each capture a trap sent (decision 178): its metadata here, its bytes in the file store. The capture
 * is the reading of the same id, which may arrive before or after it; nothing references readings, so deleting an
 * image never touches a count, and a count's retention never waits on an image.
 */
export const captureImages = pgTable(
  'capture_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    sensorId: uuid()
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    captureId: uuid().notNull(),
    takenAt: timestamp({ withTimezone: true }).notNull(),
    /** The night (noon to noon UTC) of `takenAt`, which the per-night cap and the night list read. */
    night: date({ mode: 'string' }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    byteSize: integer().notNull(),
    /** SHA-256 of the bytes, hex: the same image sent again is recognised, another one for the capture refused. */
    sha256: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    modelVersion: text(),
    detections: jsonb().$type<Detection[]>().notNull(),
    /** Null once retention removed the full image; the thumbnail stays longer. */
    imageKey: text(),
    thumbnailKey: text(),
  },
  (table) => [
    // A capture belongs to the sensor that sent its image first: another sensor's upload for it is a 404.
    unique('capture_images_capture_key').on(table.captureId),
    index('capture_images_sensor_night_idx').on(table.sensorId, table.night, table.takenAt),
    index('capture_images_taken_at_idx').on(table.takenAt),
  ],
);
