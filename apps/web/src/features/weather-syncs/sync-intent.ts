import {
  NETWORK_ACTIONS,
  credentialsInputSchema,
  weatherNetworkSchema,
} from '@console/domain/weather/weather-sync.schema';
import { z } from 'zod';

/** What the sync page's controls post to its action (`weather-syncs.route.tsx`). */
export const syncIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('credentials'), network: weatherNetworkSchema, input: credentialsInputSchema }),
  z.object({
    intent: z.literal('act'),
    network: weatherNetworkSchema,
    action: z.enum(NETWORK_ACTIONS),
    reason: z.string(),
  }),
  z.object({ intent: z.literal('test'), network: weatherNetworkSchema }),
  z.object({ intent: z.literal('run'), network: weatherNetworkSchema }),
  z.object({ intent: z.literal('retry'), stationId: z.uuid() }),
]);
export type SyncIntent = z.input<typeof syncIntentSchema>;
