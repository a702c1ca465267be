import { z } from 'zod';
import { localDateSchema } from '../date/date.schema.ts';
import { listQuerySchema, pagedSchema, queryBoolean } from '../list/list-query.ts';
import { riskLevelSchema } from '../risk/risk.schema.ts';
import { countrySchema } from '../address/postal-address.schema.ts';
import { detectionSchema, MAX_DETECTIONS } from './capture-image.schema.ts';

/** Why a person changed the model's count (decision 179): "other" needs a comment saying what. */
export const CORRECTION_REASONS = ['missed-slugs', 'not-a-slug', 'dirty-board', 'other'] as const;
export type CorrectionReason = (typeof CORRECTION_REASONS)[number];

/** More slugs than any board holds: a count above it is a typing slip. */
export const MAX_CORRECTED_COUNT = 999;
export const REVIEW_COMMENT_MAX = 500;

export const COUNT_REVIEW_ERRORS = {
  commentRequired: 'count-reviews.errors.comment-required',
  boxNotFound: 'count-reviews.errors.box-not-found',
} as const;

const comment = z.string().trim().max(REVIEW_COMMENT_MAX).optional();

/**
 * Boxes a person drew where the model missed a slug, and the model's boxes (by their index in its detections) that
 * were no slug: kept with the correction as the retraining set's labels.
 */
export const boxEditsSchema = z.object({
  added: z
    .array(detectionSchema.omit({ confidence: true }))
    .max(MAX_DETECTIONS)
    .default([]),
  removed: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_DETECTIONS - 1),
    )
    .max(MAX_DETECTIONS)
    .default([]),
});
export type BoxEdits = z.infer<typeof boxEditsSchema>;

/** A correction, or a farmer's proposal of one: the same form, the same payload. */
export const countCorrectionSchema = z
  .object({
    count: z.number().int().min(0).max(MAX_CORRECTED_COUNT),
    reason: z.enum(CORRECTION_REASONS),
    comment,
    boxes: boxEditsSchema.optional(),
  })
  .refine((value) => value.reason !== 'other' || (value.comment ?? '') !== '', {
    path: ['comment'],
    message: COUNT_REVIEW_ERRORS.commentRequired,
  });
export type CountCorrection = z.infer<typeof countCorrectionSchema>;

export const PROPOSAL_DECISIONS = ['confirm', 'reject'] as const;
export const proposalDecisionSchema = z.object({ decision: z.enum(PROPOSAL_DECISIONS), comment });
export type ProposalDecision = z.infer<typeof proposalDecisionSchema>;

/** Captures confirmed at once from the queue: a page of them at most. */
export const MAX_BULK_CONFIRM = 50;
export const bulkConfirmSchema = z.object({
  captures: z
    .array(z.object({ sensorId: z.uuid(), captureId: z.uuid() }))
    .min(1)
    .max(MAX_BULK_CONFIRM),
});
export type BulkConfirm = z.infer<typeof bulkConfirmSchema>;
export const bulkConfirmResultSchema = z.object({
  confirmed: z.number().int(),
  /** Captures left as they were: already reviewed, waiting on a proposal, or without their count yet. */
  skipped: z.number().int(),
});

/** Where a capture's review stands: the model's count untouched, confirmed by a person, or changed by one. */
export const REVIEW_STATES = ['confirmed', 'corrected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const PROPOSAL_STATES = ['pending', 'confirmed', 'rejected'] as const;

const person = z.string().nullable();
const at = z.iso.datetime({ offset: true });

/** A night whose rated risk a correction moved (the parcel's history says so). */
export const riskChangeSchema = z.object({ night: localDateSchema, from: riskLevelSchema, to: riskLevelSchema });
export type RiskChange = z.infer<typeof riskChangeSchema>;

/** One event of a capture's life, oldest first: the model's run, then what people did with its count. */
export const captureEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('model'), at, count: z.number().int(), modelVersion: z.string().nullable() }),
  z.object({
    kind: z.literal('correction'),
    at,
    by: person,
    count: z.number().int(),
    previousCount: z.number().int(),
    reason: z.enum(CORRECTION_REASONS),
    comment: z.string().nullable(),
    boxes: boxEditsSchema.nullable(),
    riskChanges: z.array(riskChangeSchema),
  }),
  z.object({ kind: z.literal('confirmation'), at, by: person, count: z.number().int() }),
  z.object({
    kind: z.literal('proposal'),
    id: z.uuid(),
    at,
    by: person,
    count: z.number().int(),
    reason: z.enum(CORRECTION_REASONS),
    comment: z.string().nullable(),
    boxes: boxEditsSchema.nullable(),
    state: z.enum(PROPOSAL_STATES),
    decidedBy: person,
    decidedAt: at.nullable(),
    decisionComment: z.string().nullable(),
    riskChanges: z.array(riskChangeSchema),
  }),
]);
export type CaptureEvent = z.infer<typeof captureEventSchema>;

/** A capture's counts and timeline, as its photo's viewer shows them. */
export const captureReviewSchema = z.object({
  captureId: z.uuid(),
  imageId: z.uuid(),
  night: localDateSchema,
  /** The count in force: a person's once corrected, the model's otherwise; null until the capture's reading came. */
  count: z.number().int().nullable(),
  modelCount: z.number().int().nullable(),
  state: z.enum(REVIEW_STATES).nullable(),
  /** The proposal waiting for the provider or staff, if any. */
  pendingProposalId: z.uuid().nullable(),
  events: z.array(captureEventSchema),
});
export type CaptureReview = z.infer<typeof captureReviewSchema>;

export const REVIEW_QUEUE_SORTS = ['priority', 'takenAt'] as const;
/** The queue: least sure and near-threshold first, in the caller's scope (staff and providers). */
export const reviewQueueQuerySchema = listQuerySchema(REVIEW_QUEUE_SORTS, 'priority').extend({
  providerId: z.uuid().optional(),
  country: countrySchema.optional(),
  modelVersion: z.string().trim().min(1).max(64).optional(),
  reviewed: queryBoolean,
  /** Only the captures with a farmer's proposal waiting. */
  proposed: queryBoolean,
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewQueueItemSchema = z.object({
  imageId: z.uuid(),
  captureId: z.uuid(),
  sensorId: z.uuid(),
  serialNumber: z.string(),
  accountName: z.string(),
  parcelLabel: z.string().nullable(),
  country: z.string().nullable(),
  night: localDateSchema,
  takenAt: at,
  width: z.number().int(),
  height: z.number().int(),
  modelVersion: z.string().nullable(),
  /** Mean confidence of the model's boxes; null when it found none. */
  confidence: z.number().nullable(),
  count: z.number().int().nullable(),
  modelCount: z.number().int().nullable(),
  /** 0 (review first) to 1: the lower of the model's confidence and how close the count sits to a risk threshold. */
  priority: z.number(),
  state: z.enum(REVIEW_STATES).nullable(),
  pendingProposal: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueuePageSchema = pagedSchema(reviewQueueItemSchema);

/** The retraining set's formats: a spreadsheet-friendly CSV, or JSON with the boxes as structures. */
export const TRAINING_SET_FORMATS = ['csv', 'json'] as const;
export const trainingSetQuerySchema = z.object({
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  modelVersion: z.string().trim().min(1).max(64).optional(),
});
export type TrainingSetQuery = z.infer<typeof trainingSetQuerySchema>;

/** One corrected capture as the retraining set lists it. */
export const trainingSampleSchema = z.object({
  imageId: z.uuid(),
  captureId: z.uuid(),
  sensorId: z.uuid(),
  takenAt: at,
  width: z.number().int(),
  height: z.number().int(),
  modelVersion: z.string().nullable(),
  modelCount: z.number().int(),
  correctedCount: z.number().int(),
  reason: z.enum(CORRECTION_REASONS),
  detections: z.array(detectionSchema),
  boxes: boxEditsSchema.nullable(),
});
export type TrainingSample = z.infer<typeof trainingSampleSchema>;
