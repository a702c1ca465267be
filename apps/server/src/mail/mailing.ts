import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import { MAIL_RETRY, type Mailing, type MailRetry, startMailQueue } from './mail-queue.ts';
import { createMailer, type MailSender } from './mailer.ts';

/** Where messages go in demo mode without an SMTP server. */
export const mailOutboxDir = (config: Config) => path.join(config.DATA_DIR, 'outbox');

/**
 * Starts this process's mail worker and answers what features and jobs need to send e-mail. Built once per process
 * and given to both the routes and the scheduled jobs. Without SMTP only a demo writes messages to its outbox folder
 * (decision 074); anywhere else they wait in the queue, up to pg-boss's 14 days, for a process with SMTP to send them.
 * Only processes that run jobs send the queue's messages.
 */
export const startMailing = async (
  config: Config,
  jobs: PgBoss,
  log: FastifyBaseLogger,
  {
    sender,
    retry = MAIL_RETRY,
    runsJobs = true,
  }: {
    sender: MailSender;
    retry?: MailRetry;
    /** False for an API process: it queues messages, and a worker sends them (decision 173). */
    runsJobs?: boolean;
  },
): Promise<Mailing> => {
  const canSend = config.SMTP_URL !== undefined || config.ENVIRONMENT === 'demo';
  if (!canSend) log.warn('e-mail is not configured (SMTP_URL): messages wait in the queue until it is');
  const mailer = canSend
    ? createMailer({ smtpUrl: config.SMTP_URL, from: sender, outboxDir: mailOutboxDir(config) })
    : null;
  return {
    mail: await startMailQueue(jobs, runsJobs ? mailer : null, log, retry),
    publicUrl: config.PUBLIC_URL,
    sendNow: mailer && mailer.send,
  };
};
