import type { Language } from '@console/domain/i18n/languages';
import { DIGEST_HOUR } from '@console/domain/notification/alert-notification-settings.schema';
import { type Notification, notificationTarget } from '@console/domain/notification/notification.schema';
import { formatDateTime, formatLocalDay } from '@console/domain/time/date-format';
import { sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { inBatches } from '../../db/batches.ts';
import { type Database, selectRows } from '../../db/client.ts';
import type { NotificationMailState } from '../../db/schema.ts';
import type { Mailing } from '../../mail/mail-queue.ts';
import type { Mail } from '../../mail/mailer.ts';
import { translatedMail } from '../../mail/templates.ts';
import { MAIL_NAMESPACE, serverTranslator } from '../../i18n/translate.ts';
import { wantsEmail } from './channels.ts';
import { isoUtc } from '../../db/iso-time.ts';

/*
 * E-mail of notifications, apart from raising them (decision 065). Every notification starts `pending`; the minute
 * job reads its user's channels once and queues its e-mail (`sent`), keeps it for the daily digest (`digest`) or
 * leaves it (`skipped`). Queueing and the new state commit together, on rows locked with SKIP LOCKED, so a retried
 * run or a second server process never sends one twice.
 */

/** Notifications decided per transaction: a burst (a night of issues across a fleet) goes out over a few. */
const MAIL_BATCH_SIZE = 200;
/** Digest recipients handled per transaction. */
const DIGEST_BATCH_SIZE = 50;

type Recipient = { userId: string; email: string; firstName: string; language: Language; zoneId: string };
type Candidate = Notification & { userId: string; wantsEmail: boolean };

/** The values a type's text names: its payload's, with labels in the recipient's language where it holds codes. */
const textVars = (notification: Notification, language: Language, zoneId: string): Record<string, string | number> => {
  const vars: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(notification.payload)) {
    if (typeof value === 'string' || typeof value === 'number') vars[key] = value;
  }
  const t = serverTranslator(language);
  switch (notification.type) {
    case 'issue-opened':
      vars.issueLabel = t(`issues.types.${notification.payload.issueType}`);
      vars.levelLabel = t(`issues.levels.${notification.payload.level}`);
      break;
    case 'watch-issue-blocking':
      vars.issueLabel = t(`issues.types.${notification.payload.issueType}`);
      break;
    case 'slug-count-alert':
      vars.measuredAt = formatDateTime(notification.payload.measuredAt, zoneId);
      break;
    case 'support-ticket-status-changed':
      vars.statusLabel = t(`support.statuses.${notification.payload.status}`);
      break;
    case 'distance':
      vars.distanceMeters = Math.round(notification.payload.distanceMeters);
      break;
    case 'subscription-to-renew':
    case 'subscription-expired':
    case 'subscription-renewal-requested':
      vars.endsOn = formatLocalDay(notification.payload.endsOn);
      break;
    default:
      break;
  }
  return vars;
};

/**
 * The notification's text in `mail:notifications`: its type's, or the courtesy notice's for a reminder of a
 * subscription that renews itself, the reminder's for an issue still open, or the device's for a ticket whose issue
 * cleared by itself.
 */
const mailKey = (notification: Notification) => {
  if (notification.type === 'subscription-to-renew' && notification.payload.autoRenew) {
    return 'notifications.subscription-renews-itself';
  }
  if (notification.type === 'issue-opened' && notification.payload.openDays) return 'notifications.issue-still-open';
  if (notification.type === 'support-ticket-status-changed' && notification.payload.byDevice) {
    return 'notifications.support-ticket-resolved-by-device';
  }
  return `notifications.${notification.type}`;
};

/** Where a message about the notification leads: its object's page, or the console for types without one. */
const linkOf = (publicUrl: string, notification: Notification) =>
  `${publicUrl}${notificationTarget(notification) ?? '/'}`;

/** One notification's e-mail: the text of its type (`mail:notifications.<type>`) and the link to its object. */
export const notificationMail = (publicUrl: string, recipient: Recipient, notification: Notification): Mail =>
  translatedMail(
    recipient.email,
    recipient.language,
    mailKey(notification),
    linkOf(publicUrl, notification),
    textVars(notification, recipient.language, recipient.zoneId),
  );

/** The day's e-mail items in one message: each with its time, its subject line and its link. */
export const digestMail = (publicUrl: string, recipient: Recipient, items: readonly Notification[]): Mail => {
  const t = serverTranslator(recipient.language);
  const lines = items.map((item) => {
    const summary = t(
      `${MAIL_NAMESPACE}:${mailKey(item)}.subject`,
      textVars(item, recipient.language, recipient.zoneId),
    );
    return `- ${formatDateTime(item.date, recipient.zoneId)}: ${summary}\n  ${linkOf(publicUrl, item)}`;
  });
  return {
    to: recipient.email,
    subject: t(`${MAIL_NAMESPACE}:notifications.digest.subject`, { count: items.length }),
    text: [
      t(`${MAIL_NAMESPACE}:notifications.digest.body`, { firstName: recipient.firstName }),
      ...lines,
      `${t(`${MAIL_NAMESPACE}:notifications.digest.settings`)}\n${publicUrl}/settings/alert-notifications`,
    ].join('\n\n'),
  };
};

const setMailStates = async (db: Database, states: Map<string, NotificationMailState>) => {
  if (states.size === 0) return;
  await db.execute(
    sql`update notifications n set mail_state = v.state
        from unnest(${sql.param([...states.keys()])}::uuid[], ${sql.param([...states.values()])}::text[]) v(id, state)
        where n.id = v.id`,
  );
};

/** Who may receive e-mail at all: an activated, enabled user who wants this notification by e-mail. */
const recipientWants = sql`(u.state = 'activated' and not u.is_disabled and ${wantsEmail(sql`n`, sql`s`)})`;

/**
 * The minute job: decides every pending notification, oldest first, in batches. Answers how many e-mails it queued.
 */
export const sendNotificationMails = async ({ mail, publicUrl }: Mailing, db: Database): Promise<number> => {
  let queued = 0;
  await inBatches(db, MAIL_BATCH_SIZE, async (tx) => {
    const rows = await selectRows<Candidate & Recipient & { isDigest: boolean }>(
      tx,
      sql`select n.id, n.type, n.payload, ${isoUtc(sql`n.created_at`)} as date,
                   null as "seenAt", n.user_id as "userId", u.email, u.first_name as "firstName", u.language,
                   u.zone_id as "zoneId", ${recipientWants} as "wantsEmail",
                   coalesce(s.email_delivery = 'daily-digest', false) as "isDigest"
            from notifications n
            join users u on u.id = n.user_id
            left join notification_settings s on s.user_id = n.user_id
            where n.mail_state = 'pending'
            order by n.created_at
            limit ${MAIL_BATCH_SIZE}
            for update of n skip locked`,
    );
    const states = new Map<string, NotificationMailState>();
    for (const row of rows) {
      if (!row.wantsEmail) {
        states.set(row.id, 'skipped');
      } else if (row.isDigest) {
        states.set(row.id, 'digest');
      } else {
        await mail.enqueue(tx, notificationMail(publicUrl, row, row), 'batch');
        states.set(row.id, 'sent');
        queued += 1;
      }
    }
    await setMailStates(tx, states);
    return rows.length;
  });
  return queued;
};

/**
 * The digest job: for each user on the daily digest whose 06:00 (in their own zone) has passed since their last
 * digest, one e-mail with the items kept for it that they still want by e-mail. Run every quarter of an hour, so
 * every zone's 06:00, half-hour offsets included, is met within 15 minutes. Answers how many digests it queued.
 */
export const sendDailyDigests = async ({ mail, publicUrl }: Mailing, db: Database, at = now()): Promise<number> => {
  const atTime = sql`${at.toISOString()}::timestamptz`;
  let queued = 0;
  await inBatches(db, DIGEST_BATCH_SIZE, async (tx) => {
    const recipients = await selectRows<Recipient>(
      tx,
      sql`select s.user_id as "userId", u.email, u.first_name as "firstName", u.language, u.zone_id as "zoneId"
            from notification_settings s
            join users u on u.id = s.user_id
            cross join lateral (select ${atTime} at time zone u.zone_id as local) l
            where s.email_delivery = 'daily-digest'
              and extract(hour from l.local) >= ${DIGEST_HOUR}::int
              and (s.digest_sent_at is null
                   or s.digest_sent_at < (date_trunc('day', l.local) + make_interval(hours => ${DIGEST_HOUR}::int))
                                         at time zone u.zone_id)
            order by s.user_id
            limit ${DIGEST_BATCH_SIZE}
            for update of s skip locked`,
    );
    if (recipients.length === 0) return 0;
    const userIds = recipients.map((recipient) => recipient.userId);
    const items = await selectRows<Candidate>(
      tx,
      sql`select n.id, n.type, n.payload, ${isoUtc(sql`n.created_at`)} as date,
                   null as "seenAt", n.user_id as "userId", ${recipientWants} as "wantsEmail"
            from notifications n
            join users u on u.id = n.user_id
            join notification_settings s on s.user_id = n.user_id
            where n.user_id = any(${sql.param(userIds)}::uuid[]) and n.mail_state = 'digest'
            order by n.created_at
            for update of n`,
    );
    const states = new Map<string, NotificationMailState>();
    for (const recipient of recipients) {
      const own = items.filter((item) => item.userId === recipient.userId);
      const wanted = own.filter((item) => item.wantsEmail);
      for (const item of own) states.set(item.id, item.wantsEmail ? 'sent' : 'skipped');
      if (wanted.length > 0) {
        await mail.enqueue(tx, digestMail(publicUrl, recipient, wanted), 'batch');
        queued += 1;
      }
    }
    await setMailStates(tx, states);
    await tx.execute(
      sql`update notification_settings set digest_sent_at = ${atTime}
            where user_id = any(${sql.param(userIds)}::uuid[])`,
    );
    return recipients.length;
  });
  return queued;
};
