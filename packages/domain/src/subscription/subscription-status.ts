import { z } from 'zod';
import type { LocalDate } from '../date/date.schema.ts';
import { addLocalDays, daysBetween } from './subscription-period.ts';

/**
 * A subscription's status follows from its dates and two decisions (cancelled, renewed); nothing stores it. The
 * server's SQL (`statusSql`, features/subscriptions/queries.ts) computes the same, for the list's filter.
 */
export const SUBSCRIPTION_STATUSES = [
  'scheduled',
  'active',
  'to_renew',
  'grace',
  'expired',
  'cancelled',
  'renewed',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The reminders before the end, in days; the first opens the `to_renew` window. */
export const RENEWAL_REMINDER_DAYS = [30, 7, 1] as const;
export const RENEWAL_WINDOW_DAYS = RENEWAL_REMINDER_DAYS[0];

/** Statuses under which a seat covers its sensor (the affectation rule). */
export const COVERING_STATUSES: readonly SubscriptionStatus[] = ['active', 'to_renew', 'grace'];

export type SubscriptionDates = {
  startsOn: LocalDate;
  endsOn: LocalDate;
  graceDays: number;
  isCancelled: boolean;
  isRenewed: boolean;
};

/**
 * Status on `today`, the holder's calendar day. A renewed or cancelled subscription runs to its end like any other;
 * past it, renewal hands over to the successor, cancellation ends it without grace.
 */
export const deriveSubscriptionStatus = (subscription: SubscriptionDates, today: LocalDate): SubscriptionStatus => {
  const { startsOn, endsOn, graceDays, isCancelled, isRenewed } = subscription;
  if (today < startsOn) return 'scheduled';
  if (today <= endsOn) {
    const isDecided = isCancelled || isRenewed;
    return !isDecided && daysBetween(today, endsOn) <= RENEWAL_WINDOW_DAYS ? 'to_renew' : 'active';
  }
  if (isRenewed) return 'renewed';
  if (isCancelled) return 'cancelled';
  return today <= addLocalDays(endsOn, graceDays) ? 'grace' : 'expired';
};
