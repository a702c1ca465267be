import { seatChangeSchema, subscriptionUpdateSchema } from '@console/domain/subscription/subscription.schema';
import { z } from 'zod';

/** What the subscription page's action is asked to do. */
export const subscriptionIntentSchema = z.union([
  z.object({ intent: z.enum(['renew', 'cancel']) }),
  subscriptionUpdateSchema.extend({ intent: z.literal('update') }),
  z.object({ intent: z.literal('seats') }).and(seatChangeSchema),
]);
export type SubscriptionIntent = z.infer<typeof subscriptionIntentSchema>;
