import { z } from 'zod';
import { CSV_MEDIA_TYPE, exportEndpoint } from '../api/export-endpoint';
import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../api/id-params';
import { nightRangeQuerySchema } from './capture-image.endpoints';
import {
  bulkConfirmResultSchema,
  bulkConfirmSchema,
  captureReviewSchema,
  countCorrectionSchema,
  proposalDecisionSchema,
  reviewQueuePageSchema,
  reviewQueueQuerySchema,
  TRAINING_SET_FORMATS,
  trainingSetQuerySchema,
} from './count-review.schema';

const captureParams = idParams.extend({ captureId: z.uuid() });

/** Counts a person checked (issue 44, decision 179): corrections, proposals, the review queue and its exports. */
export const countReviewEndpoints = defineEndpoints({
  /** A capture's counts and timeline, for a reader of its sensor. */
  review: {
    method: 'GET',
    path: '/sensors/:id/captures/:captureId/review',
    params: captureParams,
    response: captureReviewSchema,
  },
  /** Staff and the sensor's provider, with the sensors' edit right. */
  correct: {
    method: 'POST',
    path: '/sensors/:id/captures/:captureId/corrections',
    params: captureParams,
    body: countCorrectionSchema,
    response: captureReviewSchema,
  },
  /** The model's count confirmed as right, by those who may correct it. */
  confirm: {
    method: 'POST',
    path: '/sensors/:id/captures/:captureId/confirmation',
    params: captureParams,
    response: captureReviewSchema,
  },
  /** A farmer's proposal, which changes nothing until someone who may correct decides on it. */
  propose: {
    method: 'POST',
    path: '/sensors/:id/captures/:captureId/proposals',
    params: captureParams,
    body: countCorrectionSchema,
    response: captureReviewSchema,
  },
  decide: {
    method: 'POST',
    path: '/sensors/:id/captures/:captureId/proposals/:proposalId/decision',
    params: captureParams.extend({ proposalId: z.uuid() }),
    body: proposalDecisionSchema,
    response: captureReviewSchema,
  },
  queue: {
    method: 'GET',
    path: '/count-reviews',
    query: reviewQueueQuerySchema,
    response: reviewQueuePageSchema,
  },
  bulkConfirm: {
    method: 'POST',
    path: '/count-reviews/confirmations',
    body: bulkConfirmSchema,
    response: bulkConfirmResultSchema,
  },
  /** Every capture of the range with the count in force, the model's and whether a person corrected it. */
  exportCaptures: exportEndpoint('/sensors/:id/captures', nightRangeQuerySchema, idParams),
  /** The corrected captures with their images' ids and boxes, to retrain the model (staff). */
  trainingSet: {
    method: 'GET',
    path: '/count-reviews/training-set/:format',
    params: z.object({ format: z.enum(TRAINING_SET_FORMATS) }),
    query: trainingSetQuerySchema,
    response: { file: [CSV_MEDIA_TYPE, 'application/json'] },
  },
});
