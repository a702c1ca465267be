import { sql } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import { type Database, selectRows } from '../db/client.ts';
import { nightOf, nightStart } from '../db/nights.ts';
import { drawBoardPicture, storeCaptureImage } from '../features/capture-images/service.ts';
import type { FileStore } from '../storage/file-store.ts';

/** The farm's traps that show photos, their last nights, and the one night whose photo never came. */
const PHOTO_SENSORS = 3;
const PHOTO_NIGHTS = 7;
const MISSING_NIGHT = 2;
/** A board holds what a night brings; more drawn slugs would only cover it. */
const MAX_DRAWN = 30;
const DEMO_MODEL = 'slugnet-2.1';

type NightCapture = {
  sensorId: string;
  id: string;
  measuredAt: Date | string;
  slugCount: number;
  /** 1 for the trap's last night, 2 for the one before… */
  rank: number;
  /** 1 for the first trap by serial number. */
  trap: number;
};

/**
 * The demo's photos (decision 178): the farm's first three placed traps photograph their board on each of their last
 * seven complete nights, at the night's busiest capture, with the boxes of the model that counted it. The first trap's photo of
 * its third-last night never came.
 */
export const seedDemoCaptureImages = async (db: Database, files: FileStore, now = clockNow()) => {
  const captures = await selectRows<NightCapture>(
    db,
    sql`with traps as (
          select s.id from sensors s join accounts a on a.id = s.account_id
          where a.name = 'Ferme des Demo' and s.parcel_id is not null
          order by s.serial_number limit ${PHOTO_SENSORS}
        ), nights as (
          select distinct on (r.sensor_id, ${nightOf(sql`r.measured_at`)})
                 r.sensor_id as "sensorId", r.id, r.measured_at as "measuredAt", r.slug_count as "slugCount",
                 ${nightOf(sql`r.measured_at`)} as night
          from readings r
          where r.sensor_id in (select id from traps)
            and r.measured_at > ${now.toISOString()}::timestamptz - make_interval(days => ${PHOTO_NIGHTS + 2})
            and r.measured_at < ${nightStart(nightOf(sql`${now.toISOString()}::timestamptz`))}
          order by r.sensor_id, ${nightOf(sql`r.measured_at`)}, r.slug_count desc, r.measured_at desc
        )
        select "sensorId", id, "measuredAt", "slugCount",
               (row_number() over (partition by "sensorId" order by night desc))::int as rank,
               (dense_rank() over (order by "sensorId"))::int as trap
        from nights`,
  );
  for (const capture of captures) {
    if (capture.rank > PHOTO_NIGHTS) continue;
    if (capture.trap === 1 && capture.rank === MISSING_NIGHT + 1) continue;
    const takenAt = new Date(capture.measuredAt).toISOString();
    const { jpeg, detections } = await drawBoardPicture({
      slugs: Math.min(capture.slugCount, MAX_DRAWN),
      seed: Date.parse(takenAt) / 1000,
    });
    await storeCaptureImage({ db, files }, capture.sensorId, capture.id, {
      metadata: { takenAt, modelVersion: DEMO_MODEL, detections },
      bytes: jpeg,
    });
  }
};
