import {
  publishTermsVersionInputSchema,
  TERMS_DOCUMENT_MAX_BYTES,
  TERMS_ERRORS,
  type TermsKind,
} from '@console/domain/terms/terms-version.schema';
import type { FieldIssue } from '@console/domain/errors/api-error.schema';
// The multipart plugin's types add `request.parts()`, wherever this module is compiled from.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';

export type TermsUpload = { kind: TermsKind; version: string; fileName: string; document: Buffer };

/** Nothing but the kind, the label and one file is expected; the limits keep a hostile request from filling memory. */
const UPLOAD_LIMITS = { fileSize: TERMS_DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 };

const tooLarge = () =>
  new AppError('too-large', 'file too large', { issues: [{ path: ['document'], message: TERMS_ERRORS.tooLarge }] });

const isFileTooLarge = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads `POST /back/settings/tos` (multipart/form-data: `kind`, `version`, `document`) and checks it with the domain's
 * schema, the one the form uses: a refusal is a 422 with field paths, as for JSON payloads; a file over the limit is
 * a 413 naming the field, since its bytes are not read to the end.
 */
export const readTermsUpload = async (request: FastifyRequest): Promise<TermsUpload> => {
  const fields: Record<string, unknown> = {};
  let upload: { fileName: string; mimeType: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else if (part.fieldname === 'document') {
        upload = { fileName: part.filename, mimeType: part.mimetype, bytes: await part.toBuffer() };
      } else part.file.resume();
    }
  } catch (error) {
    throw isFileTooLarge(error) ? tooLarge() : error;
  }
  const document = upload && new File([upload.bytes], upload.fileName, { type: upload.mimeType });
  // A form always sends its label field, empty or not: a missing one reads as empty.
  const parsed = await publishTermsVersionInputSchema.safeParseAsync({
    // Clients from before the rent terms publish terms of service.
    kind: fields.kind ?? 'service',
    version: fields.version ?? '',
    document,
  });
  if (!parsed.success || !upload) {
    const issues = new Map<string, FieldIssue>();
    for (const issue of parsed.error?.issues ?? []) {
      const path = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
      // The type and the first bytes may both say "not a PDF": one message is enough.
      issues.set(`${path.join('.')}:${issue.message}`, { path, message: issue.message });
    }
    throw new AppError('invalid', 'failed to parse payload', { issues: [...issues.values()] });
  }
  return { kind: parsed.data.kind, version: parsed.data.version, fileName: upload.fileName, document: upload.bytes };
};
