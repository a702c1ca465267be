import { z } from 'zod';
import { listQuerySchema, pagedSchema, SORT_ORDERS } from '../list/list-query.ts';
import { hasSignature, readSignature } from '../storage/file-signature.ts';

/**
 * The documents published as versioned terms: the terms of service every user accepts, and the rent terms a lessee
 * accepts when it validates a rent contract (issue 21).
 */
export const TERMS_KINDS = ['service', 'rent'] as const;
export const termsKindSchema = z.enum(TERMS_KINDS);
export type TermsKind = z.infer<typeof termsKindSchema>;

/** A terms document is a short PDF; 10 MiB leaves room for a scanned, signed copy (docs/decisions/057). */
export const TERMS_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const TERMS_DOCUMENT_MIME_TYPE = 'application/pdf' as const;

export const hasPdfSignature = (bytes: Uint8Array): boolean => hasSignature(bytes, TERMS_DOCUMENT_MIME_TYPE);

export const TERMS_ERRORS = {
  documentRequired: 'terms-versions.errors.document-required',
  empty: 'terms-versions.errors.empty',
  tooLarge: 'terms-versions.errors.too-large',
  notPdf: 'terms-versions.errors.not-pdf',
  versionFormat: 'terms-versions.errors.version-format',
  versionTaken: 'terms-versions.errors.version-taken',
} as const;

/** A version label as staff write it: "2026-02", "v3.1"; it names the download too. */
export const termsVersionLabelSchema = z
  .string()
  .trim()
  .min(1, { message: 'required', abort: true })
  .max(40, 'too-long')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, TERMS_ERRORS.versionFormat);

/**
 * The uploaded document: a non-empty PDF of at most TERMS_DOCUMENT_MAX_BYTES. Checked in the browser before
 * sending and again on the server; the check of the first bytes needs an async parse (`parseAsync`).
 */
export const termsDocumentSchema = z
  .file({ error: TERMS_ERRORS.documentRequired })
  .min(1, TERMS_ERRORS.empty)
  .max(TERMS_DOCUMENT_MAX_BYTES, TERMS_ERRORS.tooLarge)
  .mime(TERMS_DOCUMENT_MIME_TYPE, TERMS_ERRORS.notPdf)
  .refine(async (file) => file.size === 0 || hasPdfSignature(await readSignature(file)), TERMS_ERRORS.notPdf);

/** `POST /back/settings/tos`, sent as multipart/form-data with these fields. */
export const publishTermsVersionInputSchema = z.object({
  kind: termsKindSchema,
  version: termsVersionLabelSchema,
  document: termsDocumentSchema,
});
export type PublishTermsVersionInput = z.infer<typeof publishTermsVersionInputSchema>;

export const termsVersionSchema = z.object({
  id: z.uuid(),
  kind: termsKindSchema,
  version: z.string(),
  fileName: z.string(),
  /** The document's size in bytes. */
  size: z.number().int(),
  publishedAt: z.iso.datetime({ offset: true }),
  /** How many users accepted this version, or for rent terms how many contracts were validated under it. */
  acceptedCount: z.number().int(),
  /** The newest version of its kind: the one every user must accept, or the one a lessee accepts. */
  isCurrent: z.boolean(),
});
export type TermsVersion = z.infer<typeof termsVersionSchema>;

export const TERMS_VERSION_SORT_FIELDS = ['publishedAt', 'version'] as const;
export type TermsVersionSortField = (typeof TERMS_VERSION_SORT_FIELDS)[number];

/** `GET /back/settings/tos`: one kind's versions, newest first unless asked otherwise. */
export const termsVersionListQuerySchema = listQuerySchema(TERMS_VERSION_SORT_FIELDS, 'publishedAt').extend({
  kind: termsKindSchema.default('service'),
  order: z.enum(SORT_ORDERS).default('desc'),
});
export type TermsVersionListQuery = z.infer<typeof termsVersionListQuerySchema>;

export const termsVersionPageSchema = pagedSchema(termsVersionSchema);
