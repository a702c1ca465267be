import type { Readable } from 'node:stream';
import type { CaptureImageSize } from '@console/domain/sensor/capture-image.endpoints';
import { and, eq } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import { captureImages } from '../../db/schema.ts';
import { notFound } from '../../plugins/app-error.ts';
import { requireVisibleSensor } from '../sensors/service.ts';
import type { ImageStores } from './store-image.ts';

/**
 * One image of a sensor, full or its thumbnail, to a reader of the sensor (the scope of its readings: another
 * tenant's is a 404). A full image past its retention is a 404 too; its thumbnail stays.
 */
export const readCaptureImage = async (
  { db, files }: ImageStores,
  session: Session,
  sensorId: string,
  imageId: string,
  size: CaptureImageSize,
): Promise<Readable> => {
  await requireVisibleSensor(db, session, sensorId);
  const [row] = await db
    .select({ image: captureImages.imageKey, thumbnail: captureImages.thumbnailKey })
    .from(captureImages)
    .where(and(eq(captureImages.id, imageId), eq(captureImages.sensorId, sensorId)));
  const key = row?.[size];
  const stream = key ? await files.read(key) : null;
  if (!stream) throw notFound('image not found');
  return stream;
};
