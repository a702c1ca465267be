import { updateSensorWeatherInputSchema } from '@console/domain/sensor/sensor-list.schema';
import { z } from 'zod';

/** What the sensor information tab's forms post to its action (`sensor-info.route.tsx`). */
export const sensorInfoIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('weather'), input: updateSensorWeatherInputSchema }),
  z.object({ intent: z.literal('rotate-secret') }),
]);
export type SensorInfoIntent = z.infer<typeof sensorInfoIntentSchema>;
