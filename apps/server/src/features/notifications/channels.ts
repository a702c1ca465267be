import {
  DEFAULT_EMAIL_TYPES,
  EMAILED_ISSUE_LEVELS,
} from '@console/domain/notification/alert-notification-settings.schema';
import { type SQL, sql } from 'drizzle-orm';
import { notifications, notificationSettings } from '../../db/schema.ts';

/*
 * A user's channels (`/settings/alert-notifications`) as SQL conditions, read when notifications are listed or
 * e-mailed rather than when they are raised: a type turned back on shows its past items again, and raising stays
 * one statement that knows nothing of preferences. Without a saved row the domain's defaults apply.
 */

/** The user's notification is listed and counted in the console: its type is not one they hid. */
export const isShownInApp = (userId: string): SQL =>
  sql`${notifications.type} <> all(coalesce(
        (select ${notificationSettings.hiddenTypes} from ${notificationSettings}
         where ${notificationSettings.userId} = ${userId}),
        '{}'::text[]))`;

/**
 * Whether the user wants notification `n` by e-mail, given their settings row `s` (left-joined, so null without
 * one): its type is among their e-mail types, and an opened issue is of a level worth an e-mail.
 */
export const wantsEmail = (n: SQL, s: SQL): SQL =>
  sql`(${n}.type = any(coalesce(${s}.email_types, ${sql.param([...DEFAULT_EMAIL_TYPES])}::text[]))
       and (${n}.type <> 'issue-opened' or ${n}.payload->>'level' = any(${sql.param([...EMAILED_ISSUE_LEVELS])}::text[])))`;
