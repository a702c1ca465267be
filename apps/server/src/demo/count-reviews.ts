import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../db/client.ts';
import { correctCount, proposeCount } from '../features/count-reviews/service.ts';
import { photoReadingJoin } from '../db/photo-reading.ts';

type Photo = { sensorId: string; captureId: string; count: number };

/** The last night's photo of the farm's trap of that rank (1 for the first by serial number) and its count. */
const lastPhotoOf = async (db: Database, rank: number): Promise<Photo> => {
  const [photo] = await selectRows<Photo>(
    db,
    sql`select distinct on (s.serial_number) ci.sensor_id as "sensorId", ci.capture_id as "captureId",
               r.slug_count as count
        from capture_images ci
        join sensors s on s.id = ci.sensor_id
        join accounts a on a.id = s.account_id and a.name = 'Ferme des Demo'
        join readings r on ${photoReadingJoin('r', 'ci')}
        order by s.serial_number, ci.night desc
        offset ${rank - 1} limit 1`,
  );
  if (!photo) throw new Error(`the demo has no photo of trap ${rank}`);
  return photo;
};

const userId = async (db: Database, email: string) => {
  const [user] = await selectRows<{ id: string }>(db, sql`select id from users where email = ${email}`);
  if (!user) throw new Error(`no demo user ${email}`);
  return user.id;
};

/**
 * The demo's checked counts (decision 179): the provider corrected the second trap's last night (slugs the model
 * missed under the board's rim), and the farmer's proposal for the first trap's last night waits for a decision.
 */
export const seedDemoCountReviews = async (db: Database) => {
  const corrected = await lastPhotoOf(db, 2);
  await correctCount(db, { userId: await userId(db, 'provider@demo.test') }, corrected, {
    count: corrected.count + 4,
    reason: 'missed-slugs',
    comment: 'Quatre limaces cachées sous le rebord de la planche.',
  });
  const proposed = await lastPhotoOf(db, 1);
  await proposeCount(db, { userId: await userId(db, 'farmer@demo.test') }, proposed, {
    count: Math.max(0, proposed.count - 2),
    reason: 'dirty-board',
    comment: 'Des brins de paille comptés comme limaces.',
  });
};
