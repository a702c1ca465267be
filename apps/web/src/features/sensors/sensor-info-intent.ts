import type { UpdateSensorWeatherInput } from '@console/domain/sensor/sensor-list.schema';

/** What the sensor information tab's forms post to its action (`sensor-info.route.tsx`). */
export type SensorInfoIntent = { intent: 'weather'; input: UpdateSensorWeatherInput } | { intent: 'rotate-secret' };
