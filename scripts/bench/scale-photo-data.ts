import { PHOTO_NIGHTS, PHOTO_SENSOR_SHARE, SERIAL_PREFIX } from './scale-config.ts';
import type { ChartRange } from './server-sql.ts';
import { selectOne, type SqlExecutor } from './sql-executor.ts';

/**
 * The photos of the scale data set (decision 178), generated in the database after the readings: one sensor in
 * PHOTO_SENSOR_SHARE (by serial number, so every run picks the same ones) has a photo of each of its last PHOTO_NIGHTS
 * nights, taken at the night's busiest capture as the demo's photos are (apps/server/src/demo/capture-images.ts).
 * Only the rows: the list endpoints never read the files, so the keys name files that do not exist.
 *
 * The generated readings count their ids by the hour (scale-data.ts), so every sensor shares them, while a capture
 * belongs to one sensor (capture_images_capture_key). Each photographed reading therefore gets an id of its own, from
 * md5 of its sensor and old id. Every photo is still to review: the queue at its longest.
 */

export type PhotoLoad = {
  /** Sensors with photos, and the photos. */
  sensors: number;
  images: number;
  /** The nights photographed, the last one being the night of the newest generated capture. */
  range: ChartRange;
};

/** A uuid from md5 of `text` (SQL), with the version 4 and variant bits set, as scale-parcel-data.ts makes its ids. */
const benchUuid = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * $1 the newest generated capture, $2 the nights photographed, $3 the serial LIKE, $4 the share. Nights are noon to
 * noon UTC, named by the day they start, as apps/server/src/db/nights.ts counts them.
 */
const PHOTOS_SQL = `
with bounds as (
  select ((($1::timestamptz at time zone 'UTC') - interval '12 hours')::date - ($2::int - 1)) as first_night
), picked as (
  select distinct on (r.sensor_id, n.night) r.sensor_id, r.measured_at, r.id, n.night
  from sensors s
  cross join bounds b
  join readings r on r.sensor_id = s.id
                 and r.measured_at >= ((b.first_night + interval '12 hours') at time zone 'UTC')
  cross join lateral (select ((r.measured_at at time zone 'UTC') - interval '12 hours')::date as night) n
  where s.serial_number like $3 and right(s.serial_number, 6)::int % $4::int = 0
  order by r.sensor_id, n.night, r.slug_count desc, r.measured_at desc
), renamed as (
  update readings r
  set id = ${benchUuid("'bench-capture-' || p.sensor_id || p.id")}
  from picked p
  where r.sensor_id = p.sensor_id and r.measured_at = p.measured_at and r.id = p.id
  returning r.sensor_id, r.id, r.measured_at, p.night
), rated as (
  select n.*, ${benchUuid("'bench-image-' || n.id")} as image_id, round(random()::numeric, 3)::real as confidence,
         random()::real as priority
  from renamed n
)
insert into capture_images (id, sensor_id, capture_id, taken_at, night, received_at, byte_size, sha256, width, height,
                            model_version, detections, image_key, thumbnail_key, mean_confidence, review_priority)
select p.image_id, p.sensor_id, p.id, p.measured_at, p.night, p.measured_at + interval '2 minutes',
       180000 + abs(hashtext(p.id::text)) % 120000, encode(sha256(convert_to(p.id::text, 'UTF8')), 'hex'),
       1024, 768, 'slugnet-2.1',
       (select jsonb_agg(jsonb_build_object('x', 10 + 60 * k, 'y', 10 + 40 * k, 'w', 30, 'h', 12,
                                            'class', case when k = 2 then 'juvenile' else 'adult' end,
                                            'confidence', p.confidence))
        from generate_series(0, abs(hashtext(p.id::text)) % 3) k),
       'captures/' || p.sensor_id || '/' || p.image_id || '.jpg',
       'captures/' || p.sensor_id || '/' || p.image_id || '.thumb.jpg', p.confidence, p.priority
from rated p`;

const STATS_SQL = `
select count(distinct sensor_id)::int as sensors, count(*)::int as images, min(night)::text as "from",
       max(night)::text as "to"
from capture_images where sensor_id in (select id from sensors where serial_number like $1)`;

export const loadPhotos = async (executor: SqlExecutor, lastCaptureAt: number): Promise<PhotoLoad> => {
  await executor.query(PHOTOS_SQL, [
    new Date(lastCaptureAt).toISOString(),
    PHOTO_NIGHTS,
    `${SERIAL_PREFIX}%`,
    PHOTO_SENSOR_SHARE,
  ]);
  const { from, to, ...counts } = await selectOne<{ sensors: number; images: number; from: string; to: string }>(
    executor,
    STATS_SQL,
    [`${SERIAL_PREFIX}%`],
  );
  return { ...counts, range: { from, to } };
};
