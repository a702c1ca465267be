import type { NightRangeQuery } from '@console/domain/sensor/capture-image.endpoints';
import type {
  CaptureImage,
  Detection,
  MissingImageReason,
  SensorNightImage,
} from '@console/domain/sensor/capture-image.schema';
import { sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { nightOf, nightStart } from '../../db/nights.ts';
import { photoReadingJoin } from '../../db/photo-reading.ts';

type NightRow = {
  night: string;
  captures: number;
  slugs: number;
  modelCount: number;
  riskLevel: SensorNightImage['riskLevel'];
  imageId: string | null;
  captureId: string | null;
  takenAt: Date | string | null;
  slugCount: number | null;
  imageModelCount: number | null;
  reviewState: CaptureImage['reviewState'];
  width: number | null;
  height: number | null;
  full: boolean | null;
  modelVersion: string | null;
  detections: Detection[] | null;
  fault: 'echec_capture_image' | 'echec_traitement_image' | null;
  /** The night runs until noon tomorrow: its photo is not late yet. */
  current: boolean;
};

/** The night running now, by the console's clock. */
const currentNight = () => nightOf(sql`${now().toISOString()}::timestamptz`);

const MISSING_BY_FAULT = {
  echec_capture_image: 'capture-failed',
  echec_traitement_image: 'processing-failed',
} as const satisfies Record<NonNullable<NightRow['fault']>, MissingImageReason>;

const imageOf = (row: NightRow): CaptureImage | null =>
  row.imageId && row.captureId && row.takenAt
    ? {
        id: row.imageId,
        captureId: row.captureId,
        takenAt: new Date(row.takenAt).toISOString(),
        slugCount: row.slugCount,
        modelCount: row.imageModelCount,
        reviewState: row.reviewState,
        width: row.width ?? 0,
        height: row.height ?? 0,
        full: row.full ?? false,
        modelVersion: row.modelVersion,
        detections: row.detections ?? [],
      }
    : null;

/**
 * A sensor's nights of the range, newest first: those with captures or an image. Each carries the count of its
 * captures in force and the model's (the readings down their key), its latest image by the image index, and, without one, the image
 * fault the trap reported during that night, if any.
 */
export const selectNightImages = async (
  db: Database,
  sensorId: string,
  { from, to }: NightRangeQuery,
): Promise<SensorNightImage[]> => {
  const rows = await selectRows<NightRow>(
    db,
    sql`with counted as (
          select ${nightOf(sql`r.measured_at`)} as night, count(*)::int as captures, sum(r.slug_count)::int as slugs,
                 sum(coalesce(ci.model_count, r.slug_count))::int as "modelCount"
          from readings r
          left join capture_images ci on ci.capture_id = r.id and ci.sensor_id = r.sensor_id
          where r.sensor_id = ${sensorId}
            and r.measured_at >= ${nightStart(sql`${from}::date`)} and r.measured_at < ${nightStart(sql`${to}::date + 1`)}
          group by 1
        ), imaged as (
          select distinct on (night) night, sensor_id, id, capture_id, taken_at, width, height, image_key is not null as full,
                 model_version, detections, model_count, review_state
          from capture_images
          where sensor_id = ${sensorId} and night between ${from}::date and ${to}::date
          order by night, taken_at desc
        )
        select coalesce(c.night, i.night)::text as night, coalesce(c.captures, 0) as captures,
               coalesce(c.slugs, 0) as slugs, coalesce(c."modelCount", 0) as "modelCount",
               i.review_state as "reviewState", kept.risk_level as "riskLevel", i.id as "imageId", i.capture_id as "captureId",
               i.taken_at as "takenAt", i.width, i.height, i.full, i.model_version as "modelVersion", i.detections,
               ir.slug_count as "slugCount", coalesce(i.model_count, ir.slug_count) as "imageModelCount",
               (select f.type from issues f
                where f.sensor_id = ${sensorId} and f.type in ('echec_capture_image', 'echec_traitement_image')
                  and f.opened_at < ${nightStart(sql`coalesce(c.night, i.night) + 1`)}
                  and (f.closed_at is null or f.closed_at > ${nightStart(sql`coalesce(c.night, i.night)`)})
                order by f.opened_at desc limit 1) as fault,
               coalesce(c.night, i.night) >= ${currentNight()} as current
        from counted c full join imaged i on i.night = c.night
        left join sensor_nights sn on sn.sensor_id = ${sensorId} and sn.night = coalesce(c.night, i.night)
        left join parcel_risk_nights kept on kept.parcel_id = sn.parcel_id and kept.night = sn.night
        left join lateral (select r.slug_count from readings r
                           where ${photoReadingJoin('r', 'i')}) ir
          on true
        order by 1 desc`,
  );
  return rows.map((row) => {
    const image = imageOf(row);
    return {
      night: row.night,
      captures: row.captures,
      slugs: row.slugs,
      modelCount: row.modelCount,
      riskLevel: row.riskLevel,
      image,
      missing: image ? null : row.fault ? MISSING_BY_FAULT[row.fault] : row.current ? 'in-progress' : 'not-received',
    };
  });
};

/**
 * The sensor's last night as the parcel shows it: the last complete one (the night before the current, which runs
 * until noon tomorrow), or, for a trap silent since, the night of its last capture or photo.
 */
export const selectLastNightImage = async (db: Database, sensorId: string): Promise<SensorNightImage | null> => {
  const [row] = await selectRows<{ night: string | null }>(
    db,
    sql`select least(${currentNight()} - 1,
                     greatest((select ${nightOf(sql`last_measured_at`)} from sensors where id = ${sensorId}),
                              (select max(night) from capture_images where sensor_id = ${sensorId})))::text as night`,
  );
  if (!row?.night) return null;
  const [night] = await selectNightImages(db, sensorId, { from: row.night, to: row.night });
  return night ?? null;
};
