import semver from 'semver';
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { listQuerySchema, pagedSchema, SORT_ORDERS } from '../list/list-query.ts';
import { readSignature } from '../storage/file-signature.ts';

/*
 * A firmware version of the traps (issue 42, decision 170): an SWUpdate image the console stores, hashes and signs,
 * with its release notes in the four languages, the hardware revisions it fits and the oldest version it can update
 * from.
 */

/** A trap's image holds its Linux root file system: 200 MiB leaves room above today's images. */
export const FIRMWARE_IMAGE_MAX_BYTES = 200 * 1024 * 1024;
export const FIRMWARE_IMAGE_MIME_TYPE = 'application/octet-stream' as const;
const NOTES_MAX = 4000;
export const HARDWARE_REVISIONS_MAX = 20;

export const FIRMWARE_ERRORS = {
  imageRequired: 'firmware.errors.image-required',
  empty: 'firmware.errors.empty',
  tooLarge: 'firmware.errors.too-large',
  notSwupdate: 'firmware.errors.not-swupdate',
  versionFormat: 'firmware.errors.version-format',
  versionTaken: 'firmware.errors.version-taken',
  minFromNotBelow: 'firmware.errors.min-from-not-below',
  revisionFormat: 'firmware.errors.revision-format',
  revisionRepeated: 'firmware.errors.revision-repeated',
  alreadyWithdrawn: 'firmware.errors.already-withdrawn',
} as const;

/** An SWUpdate image is a cpio archive in the "new ASCII" format, with or without checksums. */
const SWUPDATE_MAGICS = ['070701', '070702'];
export const isSwupdateImage = (bytes: Uint8Array): boolean =>
  SWUPDATE_MAGICS.includes(new TextDecoder().decode(bytes.slice(0, 6)));

/** Semantic versioning 2.0, without a leading "v": 2.4.0, 3.0.0-rc.1. */
export const firmwareVersionNumberSchema = z
  .string()
  .trim()
  .min(1, { message: 'required', abort: true })
  .max(64, 'too-long')
  .refine((value) => semver.valid(value) === value, FIRMWARE_ERRORS.versionFormat);

/** A board's revision as printed on it: "B", "rev3", "LC-2.1". */
export const hardwareRevisionSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$/, FIRMWARE_ERRORS.revisionFormat);

const notesSchema = z.object(
  Object.fromEntries(
    LANGUAGES.map((language) => [language, z.string().trim().min(1, 'required').max(NOTES_MAX, 'too-long')]),
  ) as Record<(typeof LANGUAGES)[number], z.ZodString>,
);

/** What staff say of a version, sent as the upload's `metadata` part (JSON) beside its `image`. */
export const firmwareMetadataSchema = z
  .object({
    version: firmwareVersionNumberSchema,
    notes: notesSchema,
    hardwareRevisions: z
      .array(hardwareRevisionSchema)
      .min(1, 'required')
      .max(HARDWARE_REVISIONS_MAX)
      .refine((revisions) => new Set(revisions).size === revisions.length, FIRMWARE_ERRORS.revisionRepeated),
    /** The oldest version a trap may run to take this one; null: any. */
    minFromVersion: firmwareVersionNumberSchema.nullable(),
  })
  .refine(
    (metadata) =>
      !metadata.minFromVersion ||
      !semver.valid(metadata.version) ||
      !semver.valid(metadata.minFromVersion) ||
      semver.lt(metadata.minFromVersion, metadata.version),
    { message: FIRMWARE_ERRORS.minFromNotBelow, path: ['minFromVersion'] },
  );
export type FirmwareMetadata = z.infer<typeof firmwareMetadataSchema>;

/** The image, checked in the browser before sending and on the server after: non-empty, bounded, an SWUpdate. */
export const firmwareImageSchema = z
  .file({ error: FIRMWARE_ERRORS.imageRequired })
  .min(1, FIRMWARE_ERRORS.empty)
  .max(FIRMWARE_IMAGE_MAX_BYTES, FIRMWARE_ERRORS.tooLarge)
  .refine(async (file) => file.size === 0 || isSwupdateImage(await readSignature(file)), FIRMWARE_ERRORS.notSwupdate);

/** `POST /back/firmware`, as multipart/form-data. */
export const firmwareUploadSchema = z.object({ metadata: firmwareMetadataSchema, image: firmwareImageSchema });

/** `POST /back/firmware/{id}/withdraw`: no campaign may offer it any more; why, for the history. */
export const firmwareWithdrawalSchema = z.object({
  reason: z.string().trim().min(1, 'required').max(500, 'too-long'),
});
export type FirmwareWithdrawal = z.infer<typeof firmwareWithdrawalSchema>;

export const firmwareVersionSchema = z.object({
  id: z.uuid(),
  version: z.string(),
  notes: z.record(z.enum(LANGUAGES), z.string()),
  hardwareRevisions: z.array(z.string()),
  minFromVersion: z.string().nullable(),
  /** The image's size in bytes. */
  size: z.number().int(),
  /** Hex SHA-256 of the image. */
  sha256: z.string(),
  /** Base64 Ed25519 signature of the image's bytes, checked with the console's firmware public key. */
  signature: z.string(),
  uploadedAt: z.iso.datetime({ offset: true }),
  uploadedBy: z.string().nullable(),
  withdrawal: z
    .object({ at: z.iso.datetime({ offset: true }), by: z.string().nullable(), reason: z.string() })
    .nullable(),
});
export type FirmwareVersion = z.infer<typeof firmwareVersionSchema>;

export const FIRMWARE_SORT_FIELDS = ['uploadedAt'] as const;
export const firmwareListQuerySchema = listQuerySchema(FIRMWARE_SORT_FIELDS, 'uploadedAt').extend({
  order: z.enum(SORT_ORDERS).default('desc'),
});
export type FirmwareListQuery = z.infer<typeof firmwareListQuerySchema>;
export const firmwarePageSchema = pagedSchema(firmwareVersionSchema);

/** What devices are provisioned with to check an image before installing it. */
export const firmwareSigningKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  /** SubjectPublicKeyInfo, PEM. */
  publicKeyPem: z.string(),
  /** The raw 32-byte key, base64, as embedded devices take it. */
  publicKey: z.string(),
});
export type FirmwareSigningKey = z.infer<typeof firmwareSigningKeySchema>;
