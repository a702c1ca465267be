import { and, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { readSetting } from '../../db/settings-store.ts';
import { captureImages } from '../../db/schema.ts';
import type { ImageStores } from './store-image.ts';

/** Images one pass forgets before it looks again: a bounded statement and a bounded list of files in memory. */
const BATCH = 500;

const takenBefore = (days: number) => lt(captureImages.takenAt, sql`now() - make_interval(days => ${days})`);

/**
 * Batch after batch of the rows `where` finds: their files `keys` are removed first, then `forget` updates or deletes
 * the rows, so an interrupted run leaves a row to retry, never an orphan file. Answers how many rows it took.
 */
const drain = async (
  { db, files }: ImageStores,
  where: SQL | undefined,
  keys: 'full' | 'both',
  forget: (ids: string[]) => Promise<unknown>,
) => {
  let total = 0;
  for (;;) {
    const batch = await db
      .select({ id: captureImages.id, image: captureImages.imageKey, thumbnail: captureImages.thumbnailKey })
      .from(captureImages)
      .where(where)
      .limit(BATCH);
    for (const row of batch) {
      for (const key of keys === 'full' ? [row.image] : [row.image, row.thumbnail]) if (key) await files.remove(key);
    }
    if (batch.length > 0) await forget(batch.map((row) => row.id));
    total += batch.length;
    if (batch.length < BATCH) return total;
  }
};

/**
 * Removes the photos past the retention setting (decision 178): the full images after `imagesDays`, keeping the row
 * and its thumbnail, then the thumbnails and rows after `thumbnailsDays`. The counts are the readings', untouched.
 */
export const purgeExpiredImages = async (stores: ImageStores) => {
  const { db } = stores;
  const { imagesDays, thumbnailsDays } = await readSetting(db, 'retention');
  const images = await drain(stores, and(isNotNull(captureImages.imageKey), takenBefore(imagesDays)), 'full', (ids) =>
    db.update(captureImages).set({ imageKey: null }).where(inArray(captureImages.id, ids)),
  );
  const thumbnails = await drain(stores, takenBefore(Math.max(thumbnailsDays, imagesDays)), 'both', (ids) =>
    db.delete(captureImages).where(inArray(captureImages.id, ids)),
  );
  return { images, thumbnails };
};
