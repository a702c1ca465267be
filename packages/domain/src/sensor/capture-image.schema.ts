import { z } from 'zod';
import { dateTimeSchema, localDateSchema } from '../date/date.schema.ts';
import { riskLevelSchema } from '../risk/risk.schema.ts';
import { hasSignature, readSignature } from '../storage/file-signature.ts';

/** A trap's board photographed by its 5 MP camera fits well under this; anything larger is not one of ours. */
export const CAPTURE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A night holds at most one capture an hour: more images than that for one night is a device gone wrong. */
export const MAX_IMAGES_PER_NIGHT = 24;
/** No board holds more slugs than a model could box. */
export const MAX_DETECTIONS = 500;
/** The longest side of a thumbnail (px): a night list shows 30 of them without downloading a full image. */
export const THUMBNAIL_SIZE = 320;
export const CAPTURE_IMAGE_TYPE = 'image/jpeg';

export const DETECTION_CLASSES = ['juvenile', 'adult'] as const;
export const detectionClassSchema = z.enum(DETECTION_CLASSES);
export type DetectionClass = z.infer<typeof detectionClassSchema>;

/** The largest side a camera image may have; boxes stay within it. */
const MAX_PIXELS = 20_000;
const pixel = z.number().min(0).max(MAX_PIXELS);

/** One slug the model found: its box in image pixels, its class and how sure it was (0–1). */
export const detectionSchema = z.object({
  x: pixel,
  y: pixel,
  w: pixel.positive(),
  h: pixel.positive(),
  class: detectionClassSchema,
  confidence: z.number().min(0).max(1),
});
export type Detection = z.infer<typeof detectionSchema>;

/**
 * The `capture` part of an image upload (decision 178): when the image was taken (the capture's `measuredAt`,
 * which the reading may bring later) and, optionally, what the device's model found on it.
 */
export const captureImageMetadataSchema = z.object({
  takenAt: dateTimeSchema,
  modelVersion: z.string().trim().min(1).max(64).nullish(),
  detections: z.array(detectionSchema).max(MAX_DETECTIONS).default([]),
});
export type CaptureImageMetadata = z.infer<typeof captureImageMetadataSchema>;

export const CAPTURE_IMAGE_ERRORS = {
  required: 'capture-images.errors.required',
  tooLarge: 'capture-images.errors.too-large',
  type: 'capture-images.errors.type',
} as const;

/** The image part: a JPEG by its first bytes, whatever the device calls it. */
export const captureImageFileSchema = z
  .file({ error: CAPTURE_IMAGE_ERRORS.required })
  .min(1, CAPTURE_IMAGE_ERRORS.required)
  .max(CAPTURE_IMAGE_MAX_BYTES, CAPTURE_IMAGE_ERRORS.tooLarge)
  .refine(async (file) => hasSignature(await readSignature(file), CAPTURE_IMAGE_TYPE), CAPTURE_IMAGE_ERRORS.type);

export const captureImageUploadSchema = z.object({ image: captureImageFileSchema });

/** What a device is told: the stored image's id, and whether this request stored it or an earlier one had. */
export const captureImageReceiptSchema = z.object({ id: z.uuid(), duplicate: z.boolean() });
export type CaptureImageReceipt = z.infer<typeof captureImageReceiptSchema>;

/**
 * Why a night shows no image: the night is still running (its photo may yet come), none came, or the trap reported it
 * could not take or read one.
 */
export const MISSING_IMAGE_REASONS = ['in-progress', 'not-received', 'capture-failed', 'processing-failed'] as const;
export type MissingImageReason = (typeof MISSING_IMAGE_REASONS)[number];

/** One stored image as the console shows it. `full` is false once retention removed the full image. */
export const captureImageSchema = z.object({
  id: z.uuid(),
  captureId: z.uuid(),
  takenAt: z.iso.datetime({ offset: true }),
  /** Its capture's count in force (a person's once corrected), once that capture's reading came. */
  slugCount: z.number().int().nullable(),
  /** The model's count of its capture, which a correction never overwrites. */
  modelCount: z.number().int().nullable(),
  /** Null until a person confirmed or corrected the count (decision 179). */
  reviewState: z.enum(['confirmed', 'corrected']).nullable(),
  width: z.number().int(),
  height: z.number().int(),
  full: z.boolean(),
  modelVersion: z.string().nullable(),
  detections: z.array(detectionSchema),
});
export type CaptureImage = z.infer<typeof captureImageSchema>;

/**
 * One night of a sensor (noon to noon UTC, named by its first day) as its image list shows it: the count of the
 * night's captures in force and the model's, the night's image (its latest), else why there is none.
 */
export const sensorNightImageSchema = z.object({
  night: localDateSchema,
  captures: z.number().int(),
  slugs: z.number().int(),
  modelCount: z.number().int(),
  /** The risk its parcel was rated that night, as the dashboards keep it; null before the night is kept. */
  riskLevel: riskLevelSchema.nullable(),
  image: captureImageSchema.nullable(),
  missing: z.enum(MISSING_IMAGE_REASONS).nullable(),
});
export type SensorNightImage = z.infer<typeof sensorNightImageSchema>;

/** The nights a list reads at once: a month. */
export const MAX_IMAGE_NIGHTS = 31;

/** The mean confidence of the model's boxes, or null when it found none. */
export const meanConfidence = (detections: readonly Detection[]): number | null =>
  detections.length === 0 ? null : detections.reduce((sum, box) => sum + box.confidence, 0) / detections.length;
