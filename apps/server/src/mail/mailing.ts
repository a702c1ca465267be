import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import { MAIL_RETRY, type Mailing, type MailRetry, startMailQueue } from './mail-queue.ts';
import { createMailer } from './mailer.ts';

/** Where messages go on a machine without an SMTP server. */
export const mailOutboxDir = (config: Config) => path.join(config.DATA_DIR, 'outbox');

/**
 * Starts this process's mail worker and answers what features and jobs need to send e-mail. Built once per process
 * and given to both the routes and the scheduled jobs.
 */
export const startMailing = async (
  config: Config,
  jobs: PgBoss,
  log: FastifyBaseLogger,
  retry: MailRetry = MAIL_RETRY,
): Promise<Mailing> => {
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: mailOutboxDir(config) });
  return { mail: await startMailQueue(jobs, mailer, log, retry), publicUrl: config.PUBLIC_URL };
};
