import { z } from 'zod';

/** `GET /back/health`: the process answers; nothing else is checked. */
export const livenessSchema = z.object({ status: z.literal('live') });

/**
 * `GET /back/health/ready`: whether a load balancer may send this process work (decision 173). 503 with the same body
 * when not: the database unreachable, or its migrations behind the build's.
 */
export const readinessSchema = z.object({
  ready: z.boolean(),
  database: z.enum(['reachable', 'unreachable']),
  migrations: z.enum(['current', 'pending', 'unknown']),
  /** A worker's jobs ready to run and not yet taken; null for a process that runs none. */
  backlog: z.number().int().nonnegative().nullable(),
});
export type Readiness = z.infer<typeof readinessSchema>;
