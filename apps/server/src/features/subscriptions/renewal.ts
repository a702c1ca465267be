import type { Country } from '@console/domain/address/postal-address.schema';
import type { Paged } from '@console/domain/list/list-query';
import { type PlanPeriod, renewalPeriod } from '@console/domain/subscription/subscription-period';
import type { Subscription, SubscriptionListItem } from '@console/domain/subscription/subscription.schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { accounts, subscriptionSeats, subscriptions } from '../../db/schema.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findSellablePlan } from './plans.ts';
import { holderToday, inSubscriptionScope, selectOpenSeats, selectSubscriptionPage, statusSql } from './queries.ts';
import { raiseRenewalRequest } from './reminders.ts';
import { refuseCoveredSensors } from './seats.ts';
import { lockSubscription, recordEvent, refusal } from './subscription-changes.ts';
import { getMySubscription, getSubscription, listItemOf, mineScope } from './subscription-reads.ts';

/**
 * "Request renewal" from the holder: its seller is told (reminders.ts) and the request recorded. A renewed or
 * cancelled period is not asked for.
 */
export const requestRenewal = async (db: Database, session: Session, id: string): Promise<Subscription> => {
  await db.transaction(async (tx) => {
    const row = await lockSubscription(tx, mineScope(session), id);
    if (row.successorId) throw refusal('the subscription is renewed already', 'already-renewed');
    if (row.cancelledAt) throw refusal('a cancelled subscription is not renewed', 'cancelled');
    await raiseRenewalRequest(tx, id);
    await recordEvent(tx, session, id, 'renewal-requested');
  });
  return getMySubscription(db, session, id);
};

const planPeriodOf = (plan: { kind: string; durationMonths: number | null }): PlanPeriod =>
  plan.durationMonths === null ? { kind: 'campaign' } : { kind: 'duration', durationMonths: plan.durationMonths };

/** The successor period of one subscription, inside the caller's transaction; its id. */
const renewOne = async (tx: Database, session: Session | null, row: Awaited<ReturnType<typeof lockSubscription>>) => {
  if (row.successorId) throw refusal('the subscription is renewed already', 'already-renewed');
  if (row.cancelledAt) throw refusal('a cancelled subscription is not renewed', 'cancelled');
  const [holder] = await tx
    .select({ country: sql<Country | null>`${accounts.postalAddress}->>'country'` })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  const country = holder?.country ?? 'FR';
  const plan = await findSellablePlan(tx, row.planId, country);
  if (!plan) throw refusal('the plan is no longer sold in the holder country', 'plan-withdrawn');
  const period = renewalPeriod(planPeriodOf(plan), row.endsOn, country);
  if (!period) {
    throw new AppError('conflict', 'the next period would run past the last day of the calendar', {
      error: 'past-calendar',
      issues: [{ path: ['endsOn'], message: 'subscriptions.errors.past-calendar' }],
    });
  }
  const seats = await selectOpenSeats(tx, row.id);
  const sensorIds = seats.map((seat) => seat.sensorId);
  await refuseCoveredSensors(tx, sensorIds, period, row.id);
  const [successor] = await tx
    .insert(subscriptions)
    .values({
      accountId: row.accountId,
      planId: row.planId,
      providerId: row.providerId,
      ...period,
      graceDays: plan.graceDays,
      zoneId: row.zoneId,
      autoRenew: row.autoRenew,
      renewsId: row.id,
    })
    .returning({ id: subscriptions.id });
  if (!successor) throw new Error('renewal not inserted');
  if (sensorIds.length > 0) {
    await tx
      .insert(subscriptionSeats)
      .values(sensorIds.map((sensorId) => ({ subscriptionId: successor.id, sensorId })));
  }
  await recordEvent(tx, session, row.id, 'renewed', period.endsOn);
  await recordEvent(tx, session, successor.id, 'created');
  return successor.id;
};

export const renewSubscription = async (db: Database, session: Session, id: string): Promise<Subscription> => {
  const successorId = await db.transaction(async (tx) =>
    renewOne(tx, session, await lockSubscription(tx, inSubscriptionScope(session), id)),
  );
  return getSubscription(db, session, successorId);
};

/** Bulk renewal: every selected subscription, or none if one cannot be. */
export const renewSubscriptions = async (
  db: Database,
  session: Session,
  ids: string[],
): Promise<Paged<SubscriptionListItem>> => {
  const successorIds = await db.transaction(async (tx) => {
    const created: string[] = [];
    for (const id of [...new Set(ids)].sort())
      created.push(await renewOne(tx, session, await lockSubscription(tx, inSubscriptionScope(session), id)));
    return created;
  });
  const where = and(inArray(subscriptions.id, successorIds), inSubscriptionScope(session));
  const rows = await selectSubscriptionPage(
    db,
    where,
    { start: 0, sort: 'account', order: 'asc' },
    successorIds.length,
  );
  return { items: rows.map(listItemOf), total: rows.length, filter: {}, sort: { field: 'account', order: 'asc' } };
};

/**
 * Renews the auto-renewing subscriptions whose last day has come in their holder's calendar, each in a transaction
 * of its own: one that cannot be (its plan withdrawn, a sensor covered elsewhere) leaves the others renewed, runs
 * into grace, and its holder is told it expired (reminders.ts); the next run tries it again.
 */
export const renewDueSubscriptions = async (db: Database): Promise<{ renewed: number; refused: number }> => {
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.autoRenew, true),
        inArray(statusSql, ['to_renew', 'grace']),
        sql`${subscriptions.endsOn} <= ${holderToday}`,
      ),
    );
  let renewed = 0;
  for (const { id } of due) {
    try {
      await db.transaction(async (tx) => renewOne(tx, null, await lockSubscription(tx, undefined, id)));
      renewed += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return { renewed, refused: due.length - renewed };
};

/** Cancels at the period's end: the service runs to it, then stops without grace. */
export const cancelSubscription = async (db: Database, session: Session, id: string): Promise<Subscription> => {
  await db.transaction(async (tx) => {
    const row = await lockSubscription(tx, inSubscriptionScope(session), id);
    if (row.successorId) throw refusal('a renewed subscription is cancelled through its renewal', 'already-renewed');
    if (row.cancelledAt) return;
    await tx.update(subscriptions).set({ cancelledAt: now() }).where(eq(subscriptions.id, id));
    await recordEvent(tx, session, id, 'cancelled');
  });
  return getSubscription(db, session, id);
};
