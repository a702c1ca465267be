import { isManufacturer } from '@console/domain/access/permissions';
import { COUNTRY_DEFAULTS } from '@console/domain/address/country-defaults';
import {
  isSubscriptionPeriod,
  type Subscription,
  SUBSCRIPTION_PERIOD_ERROR,
  type SubscriptionInput,
  type SubscriptionUpdate,
} from '@console/domain/subscription/subscription.schema';
import { eq } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { subscriptionSeats, subscriptions } from '../../db/schema.ts';
import { fieldError, forbidden, notFound } from '../../plugins/app-error.ts';
import { selectCropSeason } from './crop-coverage.ts';
import { findHolder, requireHolder } from './holders.ts';
import { findSellablePlan } from './plans.ts';
import { inSubscriptionScope, selectOpenSeats } from './queries.ts';
import { raiseExpiryNotices, raiseRenewalReminders } from './reminders.ts';
import { lockSeatSensors, refuseCoveredSensors } from './seats.ts';
import { lockSubscription, recordEvent, refusal } from './subscription-changes.ts';
import { getSubscription } from './subscription-reads.ts';

/** What a campaign subscription for the holder should cover, from its crops (decision 135). */
export const getCropSeason = async (db: Database, session: Session, accountId: string) => {
  const holder = await findHolder(db, session, accountId);
  if (!holder) throw notFound('account not found');
  return selectCropSeason(db, holder.id, holder.country);
};

export const createSubscription = async (
  db: Database,
  session: Session,
  input: SubscriptionInput,
): Promise<Subscription> => {
  const id = await db.transaction(async (tx) => {
    const holder = await requireHolder(tx, session, input.accountId);
    const plan = await findSellablePlan(tx, input.planId, holder.country);
    if (!plan) {
      throw fieldError(
        'invalid',
        "the plan is not sold in the holder's country",
        'planId',
        'subscriptions.errors.plan',
      );
    }
    await lockSeatSensors(tx, session, holder, input.sensorIds);
    await refuseCoveredSensors(tx, input.sensorIds, input);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        accountId: holder.id,
        planId: plan.id,
        providerId: isManufacturer(session) ? null : session.accountId,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        graceDays: plan.graceDays,
        zoneId: COUNTRY_DEFAULTS[holder.country].zoneId,
        autoRenew: input.autoRenew,
        externalRef: input.externalRef || null,
      })
      .returning({ id: subscriptions.id });
    if (!row) throw new Error('subscription not inserted');
    if (input.sensorIds.length > 0) {
      await tx
        .insert(subscriptionSeats)
        .values(input.sensorIds.map((sensorId) => ({ subscriptionId: row.id, sensorId })));
    }
    await recordEvent(tx, session, row.id, 'created');
    return row.id;
  });
  return getSubscription(db, session, id);
};

export const updateSubscription = async (
  db: Database,
  session: Session,
  id: string,
  input: SubscriptionUpdate,
): Promise<Subscription> => {
  const previousEndsOn = await db.transaction(async (tx) => {
    const row = await lockSubscription(tx, inSubscriptionScope(session), id);
    if (input.endsOn !== row.endsOn) {
      // The ERP bills the period: a distributor changes the renewal and the reference, the manufacturer the dates.
      if (!isManufacturer(session)) throw forbidden();
      if (row.successorId) throw refusal('a renewed period keeps its end', 'renewed');
      // The creation's rule: a period moved to 9999-12-31 could never be renewed, nor billed.
      if (!isSubscriptionPeriod({ startsOn: row.startsOn, endsOn: input.endsOn })) {
        throw fieldError(
          'invalid',
          'the end must come on or after the start, within five years',
          'endsOn',
          SUBSCRIPTION_PERIOD_ERROR,
        );
      }
      const seats = await selectOpenSeats(tx, id);
      await refuseCoveredSensors(
        tx,
        seats.map((seat) => seat.sensorId),
        { startsOn: row.startsOn, endsOn: input.endsOn },
        id,
      );
    }
    await tx
      .update(subscriptions)
      .set({ endsOn: input.endsOn, autoRenew: input.autoRenew, externalRef: input.externalRef || null })
      .where(eq(subscriptions.id, id));
    await recordEvent(tx, session, id, 'updated', input.endsOn === row.endsOn ? undefined : input.endsOn);
    return row.endsOn;
  });
  // A period moved into a reminder's days, or into its grace, tells its people now rather than at the next hourly run.
  if (input.endsOn !== previousEndsOn) {
    await raiseRenewalReminders(db, id);
    await raiseExpiryNotices(db, id);
  }
  return getSubscription(db, session, id);
};
