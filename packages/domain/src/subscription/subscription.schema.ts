import { z } from 'zod';
import { cropTypeSchema } from '../crop/crop.schema.ts';
import { localDateSchema } from '../date/date.schema.ts';
import { listQuerySchema, pagedSchema, queryArray } from '../list/list-query.ts';
import { daysBetween } from './subscription-period.ts';
import { planKindSchema } from './subscription-plan.schema.ts';
import { subscriptionStatusSchema } from './subscription-status.ts';

/** Caps on what one call fans out to: the seats of one subscription, and the rows of one bulk renewal. */
export const MAX_SEATS = 500;
export const MAX_BULK_RENEWALS = 50;
/** The longest period one subscription may run: beyond it, a contract is renewed, not stretched. */
export const MAX_PERIOD_DAYS = 5 * 366;

const externalRef = z.string().trim().max(100).optional();
const sensorIds = z
  .array(z.uuid())
  .max(MAX_SEATS)
  .refine((ids) => new Set(ids).size === ids.length, 'subscriptions.errors.duplicate-sensor');

/** A period's rule, at creation and when the manufacturer moves its end: on or after the start, within five years. */
export const isSubscriptionPeriod = ({ startsOn, endsOn }: { startsOn: string; endsOn: string }) =>
  endsOn >= startsOn && daysBetween(startsOn, endsOn) <= MAX_PERIOD_DAYS;
/** The refusal of a period, on its last day, as the forms show it. */
export const SUBSCRIPTION_PERIOD_ERROR = 'subscriptions.errors.period';
const periodError = { path: ['endsOn'], message: SUBSCRIPTION_PERIOD_ERROR };

/** `POST /back/subscriptions`: a holder's period under a plan, and the sensors it covers. */
export const subscriptionInputSchema = z
  .object({
    accountId: z.uuid('required'),
    planId: z.uuid('required'),
    startsOn: localDateSchema,
    endsOn: localDateSchema,
    sensorIds,
    autoRenew: z.boolean(),
    externalRef,
  })
  .refine(isSubscriptionPeriod, periodError);
export type SubscriptionInput = z.infer<typeof subscriptionInputSchema>;

/**
 * `POST /back/subscriptions/{id}`: what may change once sold; the holder, plan and start stay. The body holds no
 * start: a moved end is checked against the stored one with `isSubscriptionPeriod`, by the server (422 on `endsOn`,
 * the creation's message) and by the edit dialog.
 */
export const subscriptionUpdateSchema = z.object({
  endsOn: localDateSchema,
  autoRenew: z.boolean(),
  externalRef,
});
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

/** `POST /back/subscriptions/{id}/sensors`: one seat change, in one transaction. */
export const seatChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), sensorIds: sensorIds.refine((ids) => ids.length > 0, 'required') }),
  z.object({ action: z.literal('remove'), sensorId: z.uuid() }),
  /** The seat moves to a replacement sensor for the rest of the term. */
  z.object({ action: z.literal('swap'), sensorId: z.uuid(), replacementSensorId: z.uuid() }),
]);
export type SeatChange = z.infer<typeof seatChangeSchema>;

export const bulkRenewalSchema = z.object({
  ids: z.array(z.uuid()).min(1, 'required').max(MAX_BULK_RENEWALS),
});

export const SUBSCRIPTION_SORT_FIELDS = ['endsOn', 'startsOn', 'account', 'plan'] as const;

export const subscriptionListQuerySchema = listQuerySchema(SUBSCRIPTION_SORT_FIELDS, 'endsOn').extend({
  status: queryArray(subscriptionStatusSchema),
  /** Ends between today and today plus this many days: the "ends within 30 days" shortcut. */
  endsWithinDays: z.coerce.number().int().min(0).max(366).optional(),
  accountId: z.uuid().optional(),
  planId: z.uuid().optional(),
  sensorId: z.uuid().optional(),
  favouriteId: z.uuid().optional(),
  /** The holder's name or the external reference. */
  search: z.string().trim().max(100).optional(),
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;

/** The caller's own subscriptions (`/subscriptions-mine`). */
export const mySubscriptionListQuerySchema = listQuerySchema(SUBSCRIPTION_SORT_FIELDS, 'endsOn');

const named = z.object({ id: z.uuid(), name: z.string() });

export const subscriptionListItemSchema = z.object({
  id: z.uuid(),
  account: named,
  plan: z.object({
    id: z.uuid(),
    code: z.string(),
    labels: z.object({ fr: z.string(), en: z.string(), de: z.string(), es: z.string() }),
    kind: planKindSchema,
  }),
  /** The provider that sold it; none when the manufacturer did. */
  provider: named.optional(),
  startsOn: localDateSchema,
  endsOn: localDateSchema,
  graceDays: z.number().int(),
  status: subscriptionStatusSchema,
  autoRenew: z.boolean(),
  isCancelled: z.boolean(),
  externalRef: z.string().optional(),
  seatCount: z.number().int(),
});
export type SubscriptionListItem = z.infer<typeof subscriptionListItemSchema>;
export const subscriptionPageSchema = pagedSchema(subscriptionListItemSchema);

export const SUBSCRIPTION_EVENT_KINDS = [
  'created',
  'updated',
  'renewed',
  'cancelled',
  'seat-added',
  'seat-removed',
  'seat-swapped',
  'renewal-requested',
] as const;
export const subscriptionEventKindSchema = z.enum(SUBSCRIPTION_EVENT_KINDS);
export type SubscriptionEventKind = z.infer<typeof subscriptionEventKindSchema>;

export const seatSchema = z.object({
  id: z.uuid(),
  sensor: z.object({ id: z.uuid(), serialNumber: z.string() }),
  addedAt: z.string(),
  removedAt: z.string().optional(),
  /** The serial that took the seat over in a swap. */
  replacedBy: z.string().optional(),
});
export type Seat = z.infer<typeof seatSchema>;

const dayRangeSchema = z.object({ startsOn: localDateSchema, endsOn: localDateSchema });

/** A parcel whose crop still needs its trap after the last subscription covering its sensor ends (decision 135). */
export const coverageGapSchema = z.object({
  parcel: named,
  serialNumber: z.string(),
  currentCrop: cropTypeSchema,
  /** The last day the sensor's subscriptions cover. */
  coveredUntil: localDateSchema,
  /** The days from today on the crop's window runs uncovered. */
  gap: dayRangeSchema,
});
export type CoverageGap = z.infer<typeof coverageGapSchema>;

/** The same gap on the parcel's synthesis, with the subscription to renew and its holder. */
export const parcelCoverageGapSchema = z.object({
  subscriptionId: z.uuid(),
  holderId: z.uuid(),
  coveredUntil: localDateSchema,
  gap: dayRangeSchema,
});

/** `GET /subscriptions/crop-season`: the span the holder's crops need their traps, from today (decision 135). */
export const cropSeasonQuerySchema = z.object({ accountId: z.uuid() });
export const cropSeasonProposalSchema = z.object({
  /** Crops of this season and the next whose window is running or to come; none leaves the plan's own period. */
  cropCount: z.number().int(),
  startsOn: localDateSchema.optional(),
  endsOn: localDateSchema.optional(),
});
export type CropSeasonProposal = z.infer<typeof cropSeasonProposalSchema>;

export const subscriptionSchema = subscriptionListItemSchema.extend({
  seats: z.array(seatSchema),
  /** The chain of periods this one belongs to, oldest first (itself included). */
  periods: z.array(
    z.object({ id: z.uuid(), startsOn: localDateSchema, endsOn: localDateSchema, status: subscriptionStatusSchema }),
  ),
  events: z.array(
    z.object({
      at: z.string(),
      kind: subscriptionEventKindSchema,
      /** Who did it; none for the console's own jobs. */
      by: z.string().optional(),
      detail: z.string().optional(),
    }),
  ),
  coverageGaps: z.array(coverageGapSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * The subscription a sensor runs under, for its badge on the sensor list and page: the one covering it now, else the
 * latest of its open seats; a sensor without an open seat has none.
 */
export const sensorCoverageSchema = z.object({
  subscriptionId: z.uuid(),
  status: subscriptionStatusSchema,
  endsOn: localDateSchema,
  graceDays: z.number().int(),
});
export type SensorCoverage = z.infer<typeof sensorCoverageSchema>;
