import { EMAIL_DELIVERIES } from '@console/domain/notification/alert-notification-settings.schema';
import { ALERT_PARCEL_SCOPES } from '@console/domain/notification/account-alert-settings.schema';
import { NOTIFICATION_TYPES } from '@console/domain/notification/notification.schema';
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

/**
 * A user's channels per notification type, once they saved them; without a row the domain's defaults apply. Types
 * are stored as the two sets SQL asks about: those hidden from the console and those sent by e-mail.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** In-app off: neither listed in the drawer nor counted on the bell. */
  hiddenTypes: text({ enum: NOTIFICATION_TYPES }).array().notNull(),
  emailTypes: text({ enum: NOTIFICATION_TYPES }).array().notNull(),
  emailDelivery: text({ enum: EMAIL_DELIVERIES }).notNull().default('immediate'),
  /** When the last daily digest was queued: the next is due at the next 06:00 of the user's zone after it. */
  digestSentAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A provider's or farmer's account-level alert thresholds (`/settings/alerts`); no row means no alert. */
export const accountAlertSettings = pgTable('account_alert_settings', {
  accountId: uuid()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  isSlugCountAlertOn: boolean().notNull().default(false),
  slugCountThreshold: integer().notNull(),
  parcelScope: text({ enum: ALERT_PARCEL_SCOPES }).notNull().default('all'),
  /**
   * The chosen parcels, without a foreign key: a deleted parcel simply no longer matches, and the alert statement
   * checks that a parcel still belongs to the account.
   */
  parcelIds: uuid().array().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
