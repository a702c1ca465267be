import { defineEndpoints } from '../api/endpoint';
import { ingestionResultSchema, readingBatchSchema } from './reading.schema';

/** The devices' own door (decision 008): called by the sensors, not by the web. */
export const deviceApiEndpoints = defineEndpoints({
  ingestReadings: {
    method: 'POST',
    path: '/device-api/readings',
    body: readingBatchSchema,
    response: ingestionResultSchema,
  },
});
