import type { Detection } from '@console/domain/sensor/capture-image.schema';
import {
  CORRECTION_REASONS,
  PROPOSAL_STATES,
  REVIEW_STATES,
  type BoxEdits,
  type RiskChange,
} from '@console/domain/sensor/count-review.schema';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, real, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
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
    /** Mean confidence of the model's boxes, null when it found none. */
    meanConfidence: real(),
    /** 0 (review first) to 1, rated as the image is stored (decision 179): the review queue's order. */
    reviewPriority: real().notNull().default(1),
    /** Null until a person confirmed or corrected the capture's count. */
    reviewState: text({ enum: REVIEW_STATES }),
    reviewedAt: timestamp({ withTimezone: true }),
    /** The model's count of the capture, kept here once a person's count replaced it in the reading. */
    modelCount: integer(),
  },
  (table) => [
    // A capture belongs to the sensor that sent its image first: another sensor's upload for it is a 404.
    unique('capture_images_capture_key').on(table.captureId),
    index('capture_images_sensor_night_idx').on(table.sensorId, table.night, table.takenAt),
    index('capture_images_taken_at_idx').on(table.takenAt),
    // The review queue's two orders over the captures still to review, and the reviewed ones newest first.
    index('capture_images_to_review_idx')
      .on(table.reviewPriority, table.takenAt)
      .where(sql`${table.reviewState} is null`),
    index('capture_images_to_review_taken_idx')
      .on(table.takenAt)
      .where(sql`${table.reviewState} is null`),
    index('capture_images_reviewed_idx')
      .on(table.reviewedAt)
      .where(sql`${table.reviewState} is not null`),
  ],
);

/**
 * What people did with a capture's count (decision 179), one row per act: a correction or confirmation in force at
 * once, or a farmer's proposal waiting for a decision. The reading holds the count in force; `modelCount` the model's.
 */
export const countReviews = pgTable(
  'count_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    sensorId: uuid()
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    captureId: uuid().notNull(),
    night: date({ mode: 'string' }).notNull(),
    kind: text({ enum: ['correction', 'confirmation', 'proposal'] }).notNull(),
    /** Null for a correction or confirmation, in force as made. */
    proposalState: text({ enum: PROPOSAL_STATES }),
    modelCount: integer().notNull(),
    previousCount: integer().notNull(),
    count: integer().notNull(),
    reason: text({ enum: CORRECTION_REASONS }),
    comment: text(),
    boxes: jsonb().$type<BoxEdits>(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    decisionComment: text(),
    /** The parcel the sensor served that night, and the nights whose rated risk the count in force moved. */
    parcelId: uuid(),
    riskChanges: jsonb().$type<RiskChange[]>().notNull().default([]),
  },
  (table) => [
    index('count_reviews_capture_idx').on(table.captureId, table.createdAt),
    index('count_reviews_parcel_idx')
      .on(table.parcelId, table.night)
      .where(sql`${table.riskChanges} <> '[]'::jsonb`),
    index('count_reviews_pending_idx')
      .on(table.captureId)
      .where(sql`${table.proposalState} = 'pending'`),
  ],
);
