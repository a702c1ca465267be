import { z } from 'zod';
import { dateTimeSchema, localDateSchema } from '../date/date.schema.ts';
import { issueLevelSchema, issueTypeSchema } from '../issue/issue.schema.ts';
import { pagedSchema, queryBoolean } from '../list/list-query.ts';
import { ticketStatusSchema } from '../support/ticket.schema.ts';

/**
 * What each notification type says, and so where it links (spec point 2's link targets). Types whose source is not
 * built yet (rent contracts) keep their place with the ids their targets need.
 */
const parcelRef = { parcelId: z.uuid(), parcelLabel: z.string() };
const cropRef = { ...parcelRef, cropId: z.uuid() };
const sensorRef = { sensorId: z.uuid(), serialNumber: z.string() };
/** The watched favourite an event happened in (`isWatched`): its owner is told with its name. */
const favouriteRef = { favouriteId: z.uuid(), favouriteName: z.string() };
/**
 * A subscription's period, told to its holder's users (who read it under "My subscriptions") and to the seller's
 * (`managed`, who read it under "Subscriptions").
 */
/** A support ticket, named by its reference and subject in the drawer and the e-mail. */
const ticketRef = { ticketId: z.uuid(), reference: z.string(), subject: z.string() };
const subscriptionRef = {
  subscriptionId: z.uuid(),
  holderName: z.string(),
  endsOn: localDateSchema,
  managed: z.boolean(),
};

export const notificationPayloadSchemas = {
  'new-sensor-affected': z.object({ ...sensorRef, ...parcelRef }),
  /** `openDays`: a reminder that the issue is still open after that many days. */
  'issue-opened': z.object({
    ...sensorRef,
    issueId: z.uuid(),
    issueType: issueTypeSchema,
    level: issueLevelSchema,
    openDays: z.int().positive().optional(),
  }),
  'validate-estimated-seeding-date': z.object(cropRef),
  'estimated-seeding-date-passed': z.object(cropRef),
  'phenological-stage-update-reminder': z.object(cropRef),
  /** With the season so far (decision 131): nights with captures, high-risk alerts, anti-slug treatments. */
  'subscription-to-renew': z.object({
    ...subscriptionRef,
    daysLeft: z.number().int().nonnegative(),
    autoRenew: z.boolean(),
    nightsMonitored: z.number().int().nonnegative(),
    highRiskAlerts: z.number().int().nonnegative(),
    treatments: z.number().int().nonnegative(),
  }),
  'subscription-expired': z.object(subscriptionRef),
  /** Not in the spec's list: the holder asks its seller (the manufacturer when it sold it) to renew. */
  'subscription-renewal-requested': z.object(subscriptionRef),
  distance: z.object({ ...sensorRef, ...parcelRef, distanceMeters: z.number().nonnegative() }),
  'fill-intervention-reminder': z.object(cropRef),
  'rent-contract-to-validate': z.object({
    contractId: z.uuid(),
    number: z.string(),
    lessorName: z.string(),
    lesseeId: z.uuid(),
    lesseeType: z.enum(['provider', 'farmer']),
  }),
  /** Not in the spec's list: a parcel's slug risk turned high. */
  'risk-level-high': z.object(parcelRef),
  /** Not in the spec's list: a capture reached the slug count its account alerts on (`/settings/alerts`). */
  'slug-count-alert': z.object({
    ...parcelRef,
    ...sensorRef,
    slugCount: z.number().int().nonnegative(),
    threshold: z.number().int().positive(),
    measuredAt: dateTimeSchema,
  }),
  /** Not in the spec's list: a parcel in a watched favourite turned high risk. */
  'watch-risk-level-high': z.object({ ...parcelRef, ...favouriteRef }),
  /** Not in the spec's list: a support ticket reached the desk (new, or escalated to the manufacturer). */
  'support-ticket-opened': z.object({ ...ticketRef, accountName: z.string(), escalated: z.boolean() }),
  /** Not in the spec's list: the other side of a support ticket wrote. */
  'support-ticket-replied': z.object({ ...ticketRef, authorName: z.string() }),
  /** Not in the spec's list: the desk solved or closed the requester's ticket, or its issue cleared by itself. */
  'support-ticket-status-changed': z.object({ ...ticketRef, status: ticketStatusSchema, byDevice: z.boolean() }),
  /** Not in the spec's list: a sensor in a watched favourite got a blocking issue. */
  'watch-issue-blocking': z.object({ ...sensorRef, ...favouriteRef, issueId: z.uuid(), issueType: issueTypeSchema }),
} as const;

export type NotificationType = keyof typeof notificationPayloadSchemas;
export const NOTIFICATION_TYPES = Object.keys(notificationPayloadSchemas) as [NotificationType, ...NotificationType[]];
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationPayload<T extends NotificationType> = z.infer<(typeof notificationPayloadSchemas)[T]>;

const notificationBase = {
  id: z.uuid(),
  date: dateTimeSchema,
  /** When the user read it; null while unread. */
  seenAt: dateTimeSchema.nullable(),
};

export type Notification = {
  [T in NotificationType]: {
    id: string;
    date: string;
    seenAt: string | null;
    type: T;
    payload: NotificationPayload<T>;
  };
}[NotificationType];

// Built from the payloads' map, the union's members are not known to the compiler: it is typed as what it checks.
export const notificationSchema = z.discriminatedUnion(
  'type',
  NOTIFICATION_TYPES.map((type) =>
    z.object({ ...notificationBase, type: z.literal(type), payload: notificationPayloadSchemas[type] }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<Notification, Notification>;

export const notificationPageSchema = pagedSchema(notificationSchema);

/** `GET /back/notifications`: newest first, 50 a page; `unseen_only=true` keeps the unread. */
export const notificationQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  unseenOnly: queryBoolean,
});

/** `POST /back/notifications/seen-many`: the notifications of one drawer row (a sensor's burst), marked together. */
export const notificationIdsSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
export type NotificationIds = z.infer<typeof notificationIdsSchema>;

/** `POST /back/notifications/seen`: how many notifications were newly marked seen. */
export const notificationsMarkedSeenSchema = z.object({ marked: z.number().int() });

/** Unread notifications get the highlight bar and count towards the bell's badge. */
export const isNotificationUnread = (notification: Pick<Notification, 'seenAt'>): boolean => !notification.seenAt;

/** The console route a notification opens (spec point 2's link targets). */
export const notificationTarget = (notification: Notification): string | null => {
  switch (notification.type) {
    case 'issue-opened':
    case 'watch-issue-blocking':
      return `/issues/${notification.payload.issueId}`;
    case 'new-sensor-affected':
    case 'distance':
      return `/sensors/${notification.payload.sensorId}`;
    case 'risk-level-high':
    case 'watch-risk-level-high':
    case 'slug-count-alert':
      return `/parcels/${notification.payload.parcelId}`;
    case 'validate-estimated-seeding-date':
    case 'estimated-seeding-date-passed':
    case 'phenological-stage-update-reminder':
    case 'fill-intervention-reminder':
      return `/parcels/${notification.payload.parcelId}/crops/${notification.payload.cropId}`;
    case 'subscription-to-renew':
    case 'subscription-expired':
    case 'subscription-renewal-requested':
      return notification.payload.managed
        ? `/subscriptions/${notification.payload.subscriptionId}`
        : `/subscriptions-mine/${notification.payload.subscriptionId}`;
    case 'support-ticket-opened':
    case 'support-ticket-replied':
    case 'support-ticket-status-changed':
      return `/support/tickets/${notification.payload.ticketId}`;
    case 'rent-contract-to-validate':
      return `/${notification.payload.lesseeType}s/${notification.payload.lesseeId}/contracts/${notification.payload.contractId}`;
  }
};
