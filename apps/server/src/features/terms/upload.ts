import {
  publishTermsVersionInputSchema,
  TERMS_DOCUMENT_MAX_BYTES,
  TERMS_ERRORS,
  type TermsKind,
} from '@console/domain/terms/terms-version.schema';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';
import { asFile, parseUpload, readUploadedForm } from '../../plugins/file-upload.ts';

export type TermsUpload = { kind: TermsKind; version: string; fileName: string; document: Buffer };

/**
 * Reads `POST /back/settings/tos` (multipart/form-data: `kind`, `version`, `document`) and checks it with the domain's
 * schema, the one the form uses.
 */
export const readTermsUpload = async (request: FastifyRequest): Promise<TermsUpload> => {
  const { fields, file } = await readUploadedForm(request, {
    fileField: 'document',
    maxBytes: TERMS_DOCUMENT_MAX_BYTES,
    maxFields: 4,
    tooLargeMessage: TERMS_ERRORS.tooLarge,
  });
  // A form always sends its label field, empty or not: a missing one reads as empty.
  const parsed = await parseUpload(publishTermsVersionInputSchema, {
    // Clients from before the rent terms publish terms of service.
    kind: fields.kind ?? 'service',
    version: fields.version ?? '',
    document: asFile(file),
  });
  if (!file) throw new AppError('invalid', 'failed to parse payload');
  return { kind: parsed.kind, version: parsed.version, fileName: file.fileName, document: file.bytes };
};
