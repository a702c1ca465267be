import type { FastifyBaseLogger } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { type Database, selectRows } from '../db/client.ts';
import type { Mail, Mailer } from './mailer.ts';

export const MAIL_QUEUE = 'mail-send';

/**
 * Who waits for a message: a person at a form (an activation or reset link, a sharing invitation, a security notice)
 * or nobody in particular (alerts and digests, sent by the hundred). A waiting person's message goes first.
 */
export type MailUrgency = 'waited-for' | 'batch';

const PRIORITY: Record<MailUrgency, number> = { 'waited-for': 1, batch: 0 };

export type MailQueue = {
  /** Queues a message through `db`: inside a transaction, it is sent only if the transaction commits. */
  enqueue: (db: Database, mail: Mail, urgency?: MailUrgency) => Promise<void>;
};

/**
 * What a feature needs to send e-mail: the queue, the address links in messages point to, and, for the settings'
 * test message only, this process's mailer itself (null when it has none: no SMTP server outside a demo).
 */
export type Mailing = { mail: MailQueue; publicUrl: string; sendNow: Mailer['send'] | null };

export type MailRetry = { delaySeconds: number; limit: number };

/** A failing SMTP server is retried with a growing delay, for about a day (12 attempts from 1 minute, capped at 4 h). */
export const MAIL_RETRY: MailRetry = { delaySeconds: 60, limit: 12 };

/** pg-boss writes `$n` placeholders; drizzle runs them on the caller's connection or transaction. */
const toSql = (text: string, values: unknown[]): SQL => {
  const chunks = text.split(/\$(\d+)/);
  return sql.join(
    chunks.map((chunk, index) => (index % 2 === 0 ? sql.raw(chunk) : sql.param(values[Number(chunk) - 1]))),
    sql.raw(''),
  );
};

const startMailWorker = async (boss: PgBoss, mailer: Mailer, log: FastifyBaseLogger) => {
  await boss.work<Mail>(MAIL_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (!job) return;
    try {
      await mailer.send(job.data);
    } catch (error) {
      log.warn({ err: error, to: job.data.to }, 'e-mail not sent; it will be retried');
      throw error;
    }
  });
};

/**
 * E-mail goes through the job queue: a message is stored with the change that causes it and sent by a worker,
 * which retries while the SMTP server fails. Sent messages leave the queue after a day, since they may carry
 * single-use links. Without a mailer (no SMTP server outside demo mode) this process runs no worker: messages wait
 * in the queue until a process with an SMTP server starts.
 */
export const startMailQueue = async (
  boss: PgBoss,
  mailer: Mailer | null,
  log: FastifyBaseLogger,
  retry: MailRetry = MAIL_RETRY,
): Promise<MailQueue> => {
  await boss.createQueue(MAIL_QUEUE, {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    retryDelayMax: 4 * 3600,
    deleteAfterSeconds: 24 * 3600,
  });
  // pg-boss looks a queue up on its own connection the first time it sends to it. PGlite has one connection, held by
  // the transaction that queues the message: look it up now (a worker does so as it starts, but not every process
  // has one).
  await boss.findJobs(MAIL_QUEUE, { id: '00000000-0000-0000-0000-000000000000' });
  if (mailer) await startMailWorker(boss, mailer, log);
  return {
    enqueue: async (db, mail, urgency = 'waited-for') => {
      await boss.send(MAIL_QUEUE, mail, {
        priority: PRIORITY[urgency],
        db: { executeSql: async (text, values = []) => ({ rows: await selectRows(db, toSql(text, values)) }) },
      });
    },
  };
};
