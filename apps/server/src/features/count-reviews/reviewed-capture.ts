import type { ReviewState } from '@console/domain/sensor/count-review.schema';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-time.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { photoReadingJoin } from '../../db/photo-reading.ts';

/** A capture as a review reads it: its photo's row, and its count once its reading came. */
export type ReviewedCapture = {
  sensorId: string;
  captureId: string;
  imageId: string;
  night: string;
  takenAt: string;
  modelVersion: string | null;
  state: ReviewState | null;
  /** The count in force (the reading's), null until the reading came. */
  count: number | null;
  /** The model's count: kept on the photo once a person changed it, else the reading's. */
  modelCount: number | null;
  /** How many boxes the model drew: a correction removes them by index. */
  modelBoxes: number;
};

const capturesWhere = (where: SQL, lock: boolean) => sql`
  select ci.sensor_id as "sensorId", ci.capture_id as "captureId", ci.id as "imageId", ci.night::text as night,
         ${isoUtc(sql`ci.taken_at`)} as "takenAt",
         ci.model_version as "modelVersion", ci.review_state as state, r.slug_count as count,
         coalesce(ci.model_count, r.slug_count) as "modelCount", jsonb_array_length(ci.detections) as "modelBoxes"
  from capture_images ci
  left join readings r on ${photoReadingJoin('r', 'ci')}
  where ${where}
  ${lock ? sql`for update of ci` : sql``}`;

/** The sensor's capture with a photo, locked for the transaction when `lock`; 404 when the sensor has none. */
export const selectReviewedCapture = async (
  db: Database,
  sensorId: string,
  captureId: string,
  { lock }: { lock: boolean },
): Promise<ReviewedCapture> => {
  const [capture] = await selectRows<ReviewedCapture>(
    db,
    capturesWhere(sql`ci.sensor_id = ${sensorId} and ci.capture_id = ${captureId}`, lock),
  );
  if (!capture) throw notFound('capture not found');
  return capture;
};

/** The captures of these sensors, locked: a bulk confirmation's. */
export const selectReviewedCaptures = (db: Database, captures: readonly { sensorId: string; captureId: string }[]) =>
  selectRows<ReviewedCapture>(
    db,
    capturesWhere(
      sql`(ci.sensor_id, ci.capture_id) in (${sql.join(
        captures.map(({ sensorId, captureId }) => sql`(${sensorId}::uuid, ${captureId}::uuid)`),
        sql`, `,
      )})`,
      true,
    ),
  );

/** A count is reviewed against what the trap sent: without its reading there is nothing to correct yet. */
export const requireCount = (capture: ReviewedCapture): number => {
  if (capture.count === null) throw new AppError('conflict', 'the capture’s count has not arrived yet');
  return capture.count;
};
