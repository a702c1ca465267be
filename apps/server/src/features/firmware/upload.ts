import {
  FIRMWARE_ERRORS,
  FIRMWARE_IMAGE_MAX_BYTES,
  type FirmwareMetadata,
  firmwareUploadSchema,
} from '@console/domain/firmware/firmware-version.schema';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';
import { asFile, parseJsonField, parseUpload, readUploadedForm } from '../../plugins/file-upload.ts';

export type FirmwareUpload = { metadata: FirmwareMetadata; image: Buffer };

/**
 * Reads `POST /back/firmware` (multipart/form-data: `metadata`, JSON, and `image`) and checks it with the domain's
 * schema, the one the form uses. The image is held in memory, up to its cap: Ed25519 signs the bytes themselves.
 */
export const readFirmwareUpload = async (request: FastifyRequest): Promise<FirmwareUpload> => {
  const { fields, file } = await readUploadedForm(request, {
    fileField: 'image',
    maxBytes: FIRMWARE_IMAGE_MAX_BYTES,
    maxFields: 2,
    fieldBytes: 64 * 1024,
    tooLargeMessage: FIRMWARE_ERRORS.tooLarge,
  });
  const parsed = await parseUpload(firmwareUploadSchema, {
    metadata: parseJsonField(fields.metadata) ?? {},
    image: asFile(file),
  });
  if (!file) throw new AppError('invalid', 'failed to parse payload');
  return { metadata: parsed.metadata, image: file.bytes };
};
