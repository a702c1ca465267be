import { NOTIFICATION_TYPES } from '@console/domain/notification/notification.schema';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Where a notification stands towards e-mail: `pending` until the mail job reads its user's channels, then `sent`
 * (queued alone or in a digest), `skipped` (not wanted by e-mail), or `digest` (waiting for the user's daily digest).
 */
export const NOTIFICATION_MAIL_STATES = ['pending', 'digest', 'sent', 'skipped'] as const;
export type NotificationMailState = (typeof NOTIFICATION_MAIL_STATES)[number];

/**
 * One row per user and occurrence: `occurrence` names what happened (an issue's id, a parcel's rise to high risk at
 * a time), and the unique key makes raising it twice, from a retried job or a second server process, a no-op.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    occurrence: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp({ withTimezone: true }),
    mailState: text({ enum: NOTIFICATION_MAIL_STATES }).notNull().default('pending'),
  },
  (table) => [
    uniqueIndex('notifications_user_occurrence_key').on(table.userId, table.type, table.occurrence),
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id),
    // The metrics tab's read rate over a period.
    index('notifications_created_idx').on(table.createdAt),
    index('notifications_user_unseen_idx')
      .on(table.userId)
      .where(sql`${table.seenAt} is null`),
    // The mail job's work: the few rows not yet decided, oldest first, and each user's digest in waiting.
    index('notifications_mail_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.mailState} = 'pending'`),
    index('notifications_mail_digest_idx')
      .on(table.userId)
      .where(sql`${table.mailState} = 'digest'`),
  ],
);
