import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/** pg-boss's own connections in a process that runs jobs. */
const QUEUE_POOL_SIZE = 5;

/**
 * The job queue lives in the console's own database (schema `pgboss`), on PGlite as on PostgreSQL. Only a process
 * that migrates installs pg-boss's schema; one that runs no jobs (`ROLE=api`) only queues them, without keeping the
 * schedules or the queue's maintenance (decision 173).
 */
export const openJobQueue = async (
  handle: DatabaseHandle,
  log: FastifyBaseLogger,
  { migrates = true, runsJobs = true }: { migrates?: boolean; runsJobs?: boolean } = {},
): Promise<PgBoss> => {
  // Queuing needs a connection now and then; running the jobs, a few (docs/deploy.md's connection budget).
  const roleOptions = {
    migrate: migrates,
    schedule: runsJobs,
    supervise: runsJobs,
    max: runsJobs ? QUEUE_POOL_SIZE : 2,
  };
  const boss =
    handle.driver.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.driver.client), ...roleOptions })
      : new PgBoss({ connectionString: handle.driver.url, ...roleOptions });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
};

/**
 * Jobs ready to run now across the queues (retries not yet due aside), for a worker's readiness: pg-boss's counts as
 * its maintenance last took them.
 */
export const queueBacklog = async (boss: PgBoss): Promise<number> =>
  (await boss.getQueues()).reduce((total, queue) => total + queue.readyCount, 0);
