import type { FieldIssue } from '@console/domain/errors/api-error.schema';
// The multipart plugin's types add `request.parts()`, wherever this module is compiled from.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

export type UploadedFile = { fileName: string; mimeType: string; bytes: Buffer };

/** One multipart form as read: its text fields, and the file of the expected field if one came. */
export type UploadedForm = { fields: Record<string, unknown>; file?: UploadedFile };

const isFileTooLarge = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Busboy's refusals of a body it cannot parse are plain errors, without a status: a body cut short ("Unexpected end
 * of multipart data", or a part "terminated early" by it) or a multipart type without its boundary.
 */
const isMalformedMultipart = (error: unknown) =>
  error instanceof Error && /unexpected end of multipart data|boundary not found/i.test(error.message);

/**
 * Reads a multipart/form-data body holding at most one file, in field `fileField`, of at most `maxBytes`, and a few
 * short text fields; the limits keep a hostile request from filling memory. A file over the limit is a 413 naming
 * the field, since its bytes are not read to the end; a body busboy cannot parse (cut short) is a 400.
 */
export const readUploadedForm = async (
  request: FastifyRequest,
  {
    fileField,
    maxBytes,
    maxFields,
    fieldBytes = 1024,
    tooLargeMessage,
  }: {
    fileField: string;
    maxBytes: number;
    maxFields: number;
    /** The longest text field: short labels by default; a form's JSON part needs more. */
    fieldBytes?: number;
    tooLargeMessage: string;
  },
): Promise<UploadedForm> => {
  const limits = { fileSize: maxBytes, files: 1, fields: maxFields, fieldSize: fieldBytes, parts: maxFields + 1 };
  const form: UploadedForm = { fields: {} };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') form.fields[part.fieldname] = part.value;
      else if (part.fieldname === fileField) {
        form.file = { fileName: part.filename, mimeType: part.mimetype, bytes: await part.toBuffer() };
      } else part.file.resume();
    }
  } catch (error) {
    if (isMalformedMultipart(error))
      throw new AppError('bad-request', 'malformed multipart body', undefined, { cause: error });
    if (!isFileTooLarge(error)) throw error;
    throw new AppError('too-large', 'file too large', { issues: [{ path: [fileField], message: tooLargeMessage }] });
  }
  return form;
};

/** A form's JSON part; what is not JSON reads as nothing sent, so the schema names the part as missing. */
export const parseJsonField = (value: unknown) => {
  try {
    return typeof value === 'string' ? (JSON.parse(value) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

/** The uploaded file as a File, for the domain's schema, which the browser's form checks with too. */
export const asFile = (file: UploadedFile | undefined) =>
  file && new File([file.bytes], file.fileName, { type: file.mimeType });

/**
 * Checks an upload with the domain's schema (async: the first bytes are read): a refusal is a 422 with field paths,
 * as for JSON payloads.
 */
export const parseUpload = async <S extends z.ZodType>(schema: S, value: unknown): Promise<z.output<S>> => {
  const parsed = await schema.safeParseAsync(value);
  if (parsed.success) return parsed.data;
  const issues = new Map<string, FieldIssue>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
    // The type and the first bytes may both say "not a PDF": one message is enough.
    issues.set(`${path.join('.')}:${issue.message}`, { path, message: issue.message });
  }
  throw new AppError('invalid', 'failed to parse payload', { issues: [...issues.values()] });
};
