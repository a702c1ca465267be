import { countCorrectionSchema, proposalDecisionSchema } from '@console/domain/sensor/count-review.schema';
import { z } from 'zod';

/** What a photo's count controls post to the sensor data tab's action (`sensor-data.route.tsx`). */
export const countReviewIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('correct'), captureId: z.uuid(), input: countCorrectionSchema }),
  z.object({ intent: z.literal('propose'), captureId: z.uuid(), input: countCorrectionSchema }),
  z.object({ intent: z.literal('confirm'), captureId: z.uuid() }),
  z.object({ intent: z.literal('decide'), captureId: z.uuid(), proposalId: z.uuid(), input: proposalDecisionSchema }),
]);
export type CountReviewIntent = z.input<typeof countReviewIntentSchema>;
