import { healthEndpoints } from '@console/domain/health/health.endpoints';
import { type Readiness, readinessSchema } from '@console/domain/health/health.schema';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { areMigrationsCurrent } from '../../db/migration-state.ts';
import { route } from '../../plugins/endpoint-route.ts';

export type HealthDeps = {
  db: Database;
  /** A worker's jobs ready to run; absent for a process that runs none. */
  backlog?: () => Promise<number>;
};

const tags = ['health'];

const readinessOf = async ({ db, backlog }: HealthDeps): Promise<Readiness> => {
  const isReachable = await db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  if (!isReachable) return { ready: false, database: 'unreachable', migrations: 'unknown', backlog: null };
  const isCurrent = await areMigrationsCurrent(db).catch(() => false);
  return {
    ready: isCurrent,
    database: 'reachable',
    migrations: isCurrent ? 'current' : 'pending',
    backlog: backlog ? await backlog() : null,
  };
};

/**
 * Public, for the load balancer and operators (decision 173): live as long as the process answers; ready while its
 * database answers and runs this build's migrations, with a worker's backlog. Never cached.
 */
export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    route(app, healthEndpoints.live, { tags, config: { isDatabaseFree: true } }, () => ({ status: 'live' as const }));
    route(app, healthEndpoints.ready, { tags, answers: { 503: readinessSchema } }, async (_request, reply) => {
      const readiness = await readinessOf(deps);
      if (readiness.ready) return readiness;
      // Not ready is an answer of its own, in the same shape: a probe reads the status, an operator the body.
      return reply.status(503).send(readiness) as unknown as Readiness;
    });
  };
