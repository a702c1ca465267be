import { z } from 'zod';
import { dateTimeSchema } from '../date/date.schema.ts';

export const NOTIFICATION_TYPES = [
  'new-sensor-affected',
  'issue-opened',
  'validate-estimated-seeding-date',
  'estimated-seeding-date-passed',
  'phenological-stage-update-reminder',
  'subscription-to-renew',
  'subscription-expired',
  'distance',
  'fill-intervention-reminder',
  'rent-contract-to-validate',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  date: dateTimeSchema,
  /** When the user read it; null while unread. */
  seenAt: dateTimeSchema.nullable(),
  // TODO: type the payload per notification type once the link targets' ids are agreed (spec point 2 lists the targets only).
  payload: z.unknown(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Unread notifications get the highlight bar and count towards the bell's badge. */
export const isNotificationUnread = (notification: Pick<Notification, 'seenAt'>): boolean => !notification.seenAt;
