import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { listenTo } from '../../db/listen.ts';
import type { Mailing } from '../../mail/mail-queue.ts';
import { sendNotificationMails } from './notification-mails.ts';

/** The channel migration 0045's trigger notifies when a transaction that raised notifications commits. */
export const RAISED_CHANNEL = 'notifications_raised';

/**
 * E-mails notifications as they are raised: a farmer alerted about slugs does not wait for the minute job. Raises
 * that arrive during a run lead to one more run after it, however many they are; the minute job stays, for what was
 * raised while no process listened. Answers how to stop.
 */
export const sendMailsAsRaised = (handle: DatabaseHandle, mailing: Mailing, log: FastifyBaseLogger) => {
  let isRunning = false;
  let isAsked = false;
  const run = async () => {
    isAsked = true;
    if (isRunning) return;
    isRunning = true;
    try {
      while (isAsked) {
        isAsked = false;
        const queued = await sendNotificationMails(mailing, handle.db);
        if (queued > 0) log.info({ queued }, 'notification e-mails queued as raised');
      }
    } catch (error) {
      log.warn({ err: error }, 'notification e-mails not queued as raised; the minute job will');
    } finally {
      isRunning = false;
    }
  };
  return listenTo(handle, RAISED_CHANNEL, () => void run(), log);
};
