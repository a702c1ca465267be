import { z } from 'zod';
import type { IssueLevel } from '../issue/issue.schema.ts';
import { NOTIFICATION_TYPES, type NotificationType, notificationTypeSchema } from './notification.schema.ts';

/** How a notification reaches its user: in the console's drawer and badge, by e-mail, or both. */
export const notificationChannelsSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** E-mail each item as it comes, or gather the e-mail items of a day into one message. */
export const EMAIL_DELIVERIES = ['immediate', 'daily-digest'] as const;
export const emailDeliverySchema = z.enum(EMAIL_DELIVERIES);
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;

/** The daily digest leaves at this hour of the recipient's own time zone (their profile's zone). */
export const DIGEST_HOUR = 6;

/**
 * `GET/POST /back/profile/alert-notifications`: each notification type's two channels, and how e-mail is delivered.
 * Every type is required, so a saved setting never depends on a default that may change.
 */
export const alertNotificationSettingsSchema = z.object({
  channels: z.record(notificationTypeSchema, notificationChannelsSchema),
  emailDelivery: emailDeliverySchema,
});
export type AlertNotificationSettings = z.infer<typeof alertNotificationSettingsSchema>;

/**
 * Types e-mailed by default: what needs someone on the parcel soon, or a decision of the account's (renewals, a rent
 * contract to validate), and support tickets, whose other side waits for an answer. The rest, reminders and bookkeeping included, stay in the console until the user asks for
 * them by e-mail.
 */
export const DEFAULT_EMAIL_TYPES: readonly NotificationType[] = [
  'issue-opened',
  'risk-level-high',
  'watch-risk-level-high',
  'watch-issue-blocking',
  'subscription-to-renew',
  'subscription-expired',
  'subscription-renewal-requested',
  'rent-contract-to-validate',
  'support-ticket-opened',
  'support-ticket-replied',
  'support-ticket-status-changed',
];

/** An opened issue goes by e-mail only at these levels: a low-level issue can wait for the next visit. */
export const EMAILED_ISSUE_LEVELS: readonly IssueLevel[] = ['high', 'blocking'];

/** What a user who never saved the page gets: everything in the console, a few types by e-mail, no digest. */
export const DEFAULT_ALERT_NOTIFICATION_SETTINGS: AlertNotificationSettings = {
  channels: Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, { inApp: true, email: DEFAULT_EMAIL_TYPES.includes(type) }]),
  ) as Record<NotificationType, NotificationChannels>,
  emailDelivery: 'immediate',
};
