import { z } from 'zod';
import { localDateSchema } from '../date/date.schema.ts';
import { returnConditionSchema } from '../rent-contract/rent-contract.schema.ts';
import { weatherSourceSchema } from '../sensor/sensor.schema.ts';

/**
 * The body of `POST /back/parcels/{id}/sensor/swap`: the free sensor that replaces the parcel's, and, when the
 * replaced one is rented, the condition it goes back to its lessor in (damaged unless said: it is replaced because it
 * failed).
 */
export const swapSensorInputSchema = z.object({
  sensorId: z.uuid(),
  returnCondition: returnConditionSchema.optional(),
});
export type SwapSensorInput = z.infer<typeof swapSensorInputSchema>;

/** What swapping the parcel's sensor hands to its replacement (decision 148), read before the swap is made. */
export const sensorSwapPlanSchema = z.object({
  parcel: z.object({ id: z.uuid(), label: z.string(), accountId: z.uuid() }),
  sensor: z.object({ id: z.uuid(), serialNumber: z.string() }),
  /** The open subscription seat the replacement takes, with its remaining term. */
  seat: z.object({ subscriptionId: z.uuid(), planName: z.string(), endsOn: localDateSchema }).nullable(),
  /** The rent contract whose line passes to the replacement, which must then come from the lessor's stock. */
  rentLine: z
    .object({ contractId: z.uuid(), number: z.string(), lessorId: z.uuid(), lessorName: z.string() })
    .nullable(),
  tags: z.array(z.string()),
  weather: z.object({ source: weatherSourceSchema, stationId: z.string().nullable() }),
});
export type SensorSwapPlan = z.infer<typeof sensorSwapPlanSchema>;
