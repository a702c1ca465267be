import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { sensorListQuerySchema } from './sensor-list.schema';

/** Sensors (spec point 4). */
export const sensorEndpoints = defineEndpoints({
  export: exportEndpoint('/sensors', sensorListQuerySchema, ['csv']),
});
