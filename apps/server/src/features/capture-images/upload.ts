import {
  CAPTURE_IMAGE_ERRORS,
  CAPTURE_IMAGE_MAX_BYTES,
  type CaptureImageMetadata,
  captureImageMetadataSchema,
  captureImageUploadSchema,
  MAX_DETECTIONS,
} from '@console/domain/sensor/capture-image.schema';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';
import { asFile, parseJsonField, parseUpload, readUploadedForm } from '../../plugins/file-upload.ts';

export type CaptureImageUpload = { metadata: CaptureImageMetadata; bytes: Buffer };

/** Room for the largest list of boxes a model may send, as JSON. */
const CAPTURE_PART_BYTES = MAX_DETECTIONS * 160 + 1024;

const uploadSchema = captureImageUploadSchema.extend({ capture: captureImageMetadataSchema });

/**
 * Reads `POST /back/device-api/captures/{captureId}/image` (multipart/form-data: `capture`, JSON, and `image`, a JPEG
 * of at most 2 MiB by its first bytes): a refusal is a 413 or a 422 naming the part.
 */
export const readCaptureImageUpload = async (request: FastifyRequest): Promise<CaptureImageUpload> => {
  const { fields, file } = await readUploadedForm(request, {
    fileField: 'image',
    maxBytes: CAPTURE_IMAGE_MAX_BYTES,
    maxFields: 1,
    fieldBytes: CAPTURE_PART_BYTES,
    tooLargeMessage: CAPTURE_IMAGE_ERRORS.tooLarge,
  });
  const parsed = await parseUpload(uploadSchema, {
    capture: parseJsonField(fields.capture) ?? {},
    image: asFile(file),
  });
  if (!file) throw new AppError('invalid', 'failed to parse payload');
  return { metadata: parsed.capture, bytes: file.bytes };
};
