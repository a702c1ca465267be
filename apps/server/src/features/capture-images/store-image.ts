import {
  type CaptureImageReceipt,
  CAPTURE_IMAGE_TYPE,
  MAX_IMAGES_PER_NIGHT,
} from '@console/domain/sensor/capture-image.schema';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nightOf } from '../../db/nights.ts';
import { captureImages } from '../../db/schema.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { checksumOf, imageKeys, processCaptureImage } from './image-files.ts';
import { rateForReview } from './review-priority.ts';
import type { CaptureImageUpload } from './upload.ts';

export type ImageStores = { db: Database; files: FileStore };

type Claim = { id: string; sensorId: string; sha256: string };

const selectClaim = async (db: Database, captureId: string): Promise<Claim | undefined> => {
  const [row] = await db
    .select({ id: captureImages.id, sensorId: captureImages.sensorId, sha256: captureImages.sha256 })
    .from(captureImages)
    .where(eq(captureImages.captureId, captureId));
  return row;
};

/**
 * What an earlier image of the capture makes of this upload: the same bytes again are a success (a device retrying
 * after a lost answer), other bytes a conflict; another sensor's capture is none of this device's (404).
 */
const answerToClaim = (claim: Claim, sensorId: string, sha256: string): CaptureImageReceipt => {
  if (claim.sensorId !== sensorId) throw notFound('capture not found');
  if (claim.sha256 !== sha256) throw new AppError('conflict', 'another image is stored for this capture');
  return { id: claim.id, duplicate: true };
};

/**
 * Stores a device's photo of one of its captures (decision 178): the bytes and thumbnail in the file store, written
 * first under a new id, then the metadata in one transaction that takes the sensor's image lock, so the per-night cap
 * holds against parallel uploads. Files of an upload the transaction refused are removed again.
 */
export const storeCaptureImage = async (
  { db, files }: ImageStores,
  sensorId: string,
  captureId: string,
  { metadata, bytes }: CaptureImageUpload,
): Promise<CaptureImageReceipt> => {
  const sha256 = checksumOf(bytes);
  const earlier = await selectClaim(db, captureId);
  // A device's retry of what is stored is answered without decoding it again.
  if (earlier?.sensorId === sensorId && earlier.sha256 === sha256) return answerToClaim(earlier, sensorId, sha256);
  const image = await processCaptureImage(bytes);
  if (earlier) return answerToClaim(earlier, sensorId, sha256);

  const id = crypto.randomUUID();
  const keys = imageKeys(sensorId, id);
  await files.put(keys.image, bytes, CAPTURE_IMAGE_TYPE);
  await files.put(keys.thumbnail, image.thumbnail, CAPTURE_IMAGE_TYPE);
  const removeFiles = () => Promise.all([files.remove(keys.image), files.remove(keys.thumbnail)]);
  const receipt = await db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('capture-images'), hashtext(${sensorId}))`);
      const claim = await selectClaim(tx, captureId);
      if (claim) return answerToClaim(claim, sensorId, sha256);
      const night = nightOf(sql`${metadata.takenAt}::timestamptz`);
      const [stored] = await tx
        .select({ n: count() })
        .from(captureImages)
        .where(and(eq(captureImages.sensorId, sensorId), eq(captureImages.night, night)));
      if ((stored?.n ?? 0) >= MAX_IMAGES_PER_NIGHT) {
        throw new AppError('conflict', `at most ${MAX_IMAGES_PER_NIGHT} images per night`);
      }
      await tx.insert(captureImages).values({
        id,
        sensorId,
        captureId,
        takenAt: new Date(metadata.takenAt),
        night,
        byteSize: bytes.length,
        sha256,
        width: image.width,
        height: image.height,
        modelVersion: metadata.modelVersion ?? null,
        detections: metadata.detections,
        imageKey: keys.image,
        thumbnailKey: keys.thumbnail,
      });
      await rateForReview(tx, id);
      return { id, duplicate: false };
    })
    .catch(async (error: unknown) => {
      await removeFiles();
      throw error;
    });
  // A parallel upload of the same image won the race: its files are the ones kept.
  if (receipt.id !== id) await removeFiles();
  return receipt;
};
