import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/** The job queue lives in the console's own database (schema `pgboss`), on PGlite as on PostgreSQL. */
export const openJobQueue = async (handle: DatabaseHandle, log: FastifyBaseLogger): Promise<PgBoss> => {
  const boss =
    handle.driver.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.driver.client) })
      : new PgBoss(handle.driver.url);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
};
