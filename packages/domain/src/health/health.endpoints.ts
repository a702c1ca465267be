import { defineEndpoints } from '../api/endpoint';
import { livenessSchema, readinessSchema } from './health.schema';

/** Public: for load balancers and operators, on API processes and on a worker's HEALTH_PORT. */
export const healthEndpoints = defineEndpoints({
  live: { method: 'GET', path: '/health', response: livenessSchema },
  ready: { method: 'GET', path: '/health/ready', response: readinessSchema },
});
