import { createHash } from 'node:crypto';
import { CAPTURE_IMAGE_ERRORS, THUMBNAIL_SIZE } from '@console/domain/sensor/capture-image.schema';
import sharp from 'sharp';
import { AppError } from '../../plugins/app-error.ts';

/** A JPEG's bytes once decoded: its size in pixels and its thumbnail, made once at upload. */
export type ProcessedImage = { width: number; height: number; thumbnail: Buffer };

/** SHA-256 of the bytes, hex: the same image sent again is known by it. */
export const checksumOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const notAJpeg = (cause?: unknown) =>
  new AppError(
    'invalid',
    'failed to parse payload',
    { issues: [{ path: ['image'], message: CAPTURE_IMAGE_ERRORS.type }] },
    { cause },
  );

/**
 * Decodes the upload as a JPEG (its first bytes said so; a truncated or forged body fails here, as a 422) and makes
 * its thumbnail, turned upright as the camera's orientation says, so a night list never downloads full images.
 */
export const processCaptureImage = async (bytes: Buffer): Promise<ProcessedImage> => {
  try {
    const image = sharp(bytes, { failOn: 'error' });
    const { format, width, height } = await image.metadata();
    if (format !== 'jpeg' || !width || !height) throw notAJpeg();
    const thumbnail = await image
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70, mozjpeg: true })
      .toBuffer();
    return { width, height, thumbnail };
  } catch (error) {
    throw error instanceof AppError ? error : notAJpeg(error);
  }
};

/** Where an image and its thumbnail live in the file store, by sensor, so a sensor's files list together. */
export const imageKeys = (sensorId: string, imageId: string) => ({
  image: `captures/${sensorId}/${imageId}.jpg`,
  thumbnail: `captures/${sensorId}/${imageId}.thumb.jpg`,
});
