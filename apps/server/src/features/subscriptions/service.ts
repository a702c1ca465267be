import { isManufacturer } from '@console/domain/access/permissions';
import { COUNTRY_DEFAULTS } from '@console/domain/address/country-defaults';
import type { Country } from '@console/domain/address/postal-address.schema';
import type { Language } from '@console/domain/i18n/languages';
import type { Paged } from '@console/domain/list/list-query';
import { type PlanPeriod, renewalPeriod } from '@console/domain/subscription/subscription-period';
import {
  isSubscriptionPeriod,
  type SeatChange,
  type SensorCoverage,
  type Subscription,
  SUBSCRIPTION_PERIOD_ERROR,
  type SubscriptionEventKind,
  type SubscriptionInput,
  type SubscriptionListItem,
  type SubscriptionListQuery,
  type SubscriptionUpdate,
} from '@console/domain/subscription/subscription.schema';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import type { Session } from '../../auth/session.ts';
import { requireTerritory } from '../../auth/territory.ts';
import { inAccountScope } from '../../auth/scope.ts';
import { type Database, selectRows } from '../../db/client.ts';
import type { ReadPage } from '../../export/row-pages.ts';
import {
  accounts,
  sensors,
  subscriptionEvents,
  subscriptionPlans,
  subscriptionSeats,
  subscriptions,
} from '../../db/schema.ts';
import { AppError, fieldError, forbidden, notFound } from '../../plugins/app-error.ts';
import { selectCoverageGaps, selectCropSeason } from './crop-coverage.ts';
import { findSellablePlan } from './plans.ts';
import { raiseRenewalRequest } from './reminders.ts';
import {
  countSubscriptions,
  holderToday,
  inSubscriptionScope,
  selectChain,
  selectCoverage,
  selectEvents,
  selectOpenSeats,
  selectSeats,
  selectSubscription,
  selectSubscriptionPage,
  sensorCovered,
  statusSql,
  subscriptionConditions,
  type SubscriptionRow,
} from './queries.ts';
import { raiseExpiryNotices, raiseRenewalReminders } from './reminders.ts';

// What the jobs use besides the renewals below: the reminders and the expiry notices.
export { raiseExpiryNotices, raiseRenewalReminders } from './reminders.ts';
// What the parcels' risk reads (a sold sensor without a subscription covering it withholds its parcel's risk), and
// the sensor list's subscription filter.
export { dayAfterCoverage, sensorCovered } from './queries.ts';
// What the parcel synthesis reads: whether its crop needs the sensor after its subscriptions end.
export { lastCoverJson, sensorCoverageGap, type SensorLastCover } from './crop-coverage.ts';

const listItemOf = (row: SubscriptionRow): SubscriptionListItem => ({
  id: row.id,
  account: { id: row.accountId, name: row.accountName },
  plan: { id: row.planId, code: row.planCode, labels: row.planLabels, kind: row.planKind },
  ...(row.providerId && row.providerName ? { provider: { id: row.providerId, name: row.providerName } } : {}),
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  graceDays: row.graceDays,
  status: row.status,
  autoRenew: row.autoRenew,
  isCancelled: row.cancelledAt !== null,
  ...(row.externalRef ? { externalRef: row.externalRef } : {}),
  seatCount: row.seatCount,
});

const detailOf = async (db: Database, row: SubscriptionRow): Promise<Subscription> => {
  const [seats, chain, events, coverageGaps] = await Promise.all([
    selectSeats(db, row.id),
    selectChain(db, row.id),
    selectEvents(db, row.id),
    selectCoverageGaps(db, row.id),
  ]);
  return {
    ...listItemOf(row),
    seats: seats.map((seat) => ({
      id: seat.id,
      sensor: { id: seat.sensorId, serialNumber: seat.serialNumber },
      addedAt: seat.addedAt.toISOString(),
      ...(seat.removedAt ? { removedAt: seat.removedAt.toISOString() } : {}),
      ...(seat.replacedBy ? { replacedBy: seat.replacedBy } : {}),
    })),
    periods: chain.map((period) => ({
      id: period.id,
      startsOn: period.startsOn,
      endsOn: period.endsOn,
      status: period.status,
    })),
    events: events.map((event) => {
      const by = [event.firstName, event.lastName].filter(Boolean).join(' ') || event.email;
      return {
        at: event.at.toISOString(),
        kind: event.kind,
        ...(by ? { by } : {}),
        ...(event.detail ? { detail: event.detail } : {}),
      };
    }),
    coverageGaps,
  };
};

const requireSubscriptionRow = async (db: Database, session: Session, id: string): Promise<SubscriptionRow> => {
  const row = await selectSubscription(db, and(eq(subscriptions.id, id), inSubscriptionScope(session)));
  if (!row) throw notFound('subscription not found');
  return row;
};

/** The list's conditions for the caller and query: their scope, the filters, and the favourite's territory. */
const listConditions = async (db: Database, session: Session, query: SubscriptionListQuery) => {
  const { start: _start, sort: _sort, order: _order, favouriteId, ...filter } = query;
  const territory = await requireTerritory(db, session, favouriteId);
  return subscriptionConditions(inSubscriptionScope(session), filter, territory);
};

export const listSubscriptions = async (
  db: Database,
  session: Session,
  query: SubscriptionListQuery,
): Promise<Paged<SubscriptionListItem>> => {
  const { start: _start, sort, order, ...filter } = query;
  const where = await listConditions(db, session, query);
  const [rows, total] = await Promise.all([selectSubscriptionPage(db, where, query), countSubscriptions(db, where)]);
  return { items: rows.map(listItemOf), total, filter, sort: { field: sort, order } };
};

/** The list's pages as its export reads them, the conditions worked out once. */
export const readSubscriptionPages = async (
  db: Database,
  session: Session,
  query: SubscriptionListQuery,
): Promise<ReadPage<SubscriptionListItem>> => {
  const where = await listConditions(db, session, query);
  return async (start, limit) => (await selectSubscriptionPage(db, where, { ...query, start }, limit)).map(listItemOf);
};

export const getSubscription = async (db: Database, session: Session, id: string): Promise<Subscription> =>
  detailOf(db, await requireSubscriptionRow(db, session, id));

/** `/subscriptions-mine`: the caller's own account's subscriptions, whatever its type. */
const mineScope = (session: Session) => eq(subscriptions.accountId, session.accountId);

export const listMySubscriptions = async (
  db: Database,
  session: Session,
  query: Pick<SubscriptionListQuery, 'start' | 'sort' | 'order'>,
): Promise<Paged<SubscriptionListItem>> => {
  const where = mineScope(session);
  const [rows, total] = await Promise.all([selectSubscriptionPage(db, where, query), countSubscriptions(db, where)]);
  return { items: rows.map(listItemOf), total, filter: {}, sort: { field: query.sort, order: query.order } };
};

export const getMySubscription = async (db: Database, session: Session, id: string): Promise<Subscription> => {
  const row = await selectSubscription(db, and(eq(subscriptions.id, id), mineScope(session)));
  if (!row) throw notFound('subscription not found');
  return detailOf(db, row);
};

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

type Holder = { id: string; providerId: string | null; country: Country };

/** The holder a caller may sell to: a farm or a provider in their scope (a provider: itself or one of its farms). */
/** An account that may hold a subscription, in the caller's scope: a farm or a provider. */
const findHolder = async (db: Database, session: Session, accountId: string): Promise<Holder | undefined> => {
  const [holder] = await db
    .select({
      id: accounts.id,
      providerId: accounts.providerId,
      country: sql<Country | null>`${accounts.postalAddress}->>'country'`,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), ne(accounts.type, 'desangosse'), inAccountScope(session, accounts.id)));
  return holder && { ...holder, country: holder.country ?? 'FR' };
};

const requireHolder = async (tx: Database, session: Session, accountId: string): Promise<Holder> => {
  const holder = await findHolder(tx, session, accountId);
  if (!holder) {
    throw fieldError('invalid', 'no such account in your reach', 'accountId', 'subscriptions.errors.account');
  }
  return holder;
};

/** What a campaign subscription for the holder should cover, from its crops (decision 135). */
export const getCropSeason = async (db: Database, session: Session, accountId: string) => {
  const holder = await findHolder(db, session, accountId);
  if (!holder) throw notFound('account not found');
  return selectCropSeason(db, holder.id, holder.country);
};

const recordEvent = (
  tx: Database,
  session: Session | null,
  subscriptionId: string,
  kind: SubscriptionEventKind,
  detail?: string,
) => tx.insert(subscriptionEvents).values({ subscriptionId, userId: session?.userId ?? null, kind, detail });

/**
 * The sensors a holder's seats may cover, locked for the rest of the transaction (in id order, so two changes never
 * wait on each other): the holder's own or its provider's, in the caller's scope. Any other is refused by name.
 */
const lockSeatSensors = async (tx: Database, session: Session, holder: Holder, sensorIds: string[]) => {
  if (sensorIds.length === 0) return [];
  const owners = holder.providerId ? [holder.id, holder.providerId] : [holder.id];
  const rows = await tx
    .select({ id: sensors.id, serialNumber: sensors.serialNumber })
    .from(sensors)
    .where(
      and(
        inArray(sensors.id, sensorIds),
        inArray(sensors.accountId, owners),
        inAccountScope(session, sensors.accountId),
      ),
    )
    .orderBy(asc(sensors.id))
    .for('update', { of: sensors });
  if (rows.length !== sensorIds.length) {
    throw fieldError('invalid', "a sensor is not the holder's", 'sensorIds', 'subscriptions.errors.sensor-not-owned');
  }
  return rows;
};

/**
 * A sensor sits in at most one open seat on any day: refuses the sensors an open seat of another subscription
 * already covers during the period. The sensors' row locks (`lockSeatSensors`) keep two changes from both passing.
 */
const refuseCoveredSensors = async (
  tx: Database,
  sensorIds: string[],
  period: { startsOn: string; endsOn: string },
  exceptSubscriptionId?: string,
) => {
  if (sensorIds.length === 0) return;
  const covered = await tx
    .select({ serialNumber: sensors.serialNumber })
    .from(subscriptionSeats)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionSeats.subscriptionId))
    .innerJoin(sensors, eq(sensors.id, subscriptionSeats.sensorId))
    .where(
      and(
        inArray(subscriptionSeats.sensorId, sensorIds),
        isNull(subscriptionSeats.removedAt),
        sql`${subscriptions.startsOn} <= ${period.endsOn} and ${subscriptions.endsOn} >= ${period.startsOn}`,
        exceptSubscriptionId ? ne(subscriptions.id, exceptSubscriptionId) : undefined,
      ),
    );
  if (covered.length > 0) {
    const serials = covered.map((row) => row.serialNumber).join(', ');
    throw fieldError(
      'conflict',
      `already covered by another subscription over the period: ${serials}`,
      'sensorIds',
      'subscriptions.errors.sensor-covered',
    );
  }
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

/** The subscription's row locked for the change, in the caller's scope (none for the scheduled renewals). */
const lockSubscription = async (tx: Database, scope: SQL | undefined, id: string) => {
  const [row] = await tx
    .select({
      id: subscriptions.id,
      accountId: subscriptions.accountId,
      planId: subscriptions.planId,
      providerId: subscriptions.providerId,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
      zoneId: subscriptions.zoneId,
      autoRenew: subscriptions.autoRenew,
      cancelledAt: subscriptions.cancelledAt,
      successorId: sql<
        string | null
      >`(select successor.id from subscriptions successor where successor.renews_id = subscriptions.id)`,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), scope))
    .for('update', { of: subscriptions });
  if (!row) throw notFound('subscription not found');
  return row;
};

const planPeriodOf = (plan: { kind: string; durationMonths: number | null }): PlanPeriod =>
  plan.durationMonths === null ? { kind: 'campaign' } : { kind: 'duration', durationMonths: plan.durationMonths };

const refusal = (message: string, error: string) => new AppError('conflict', message, { error });

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

/** Hands a seat's remaining term to a replacement sensor, the old seat pointing to the new one. */
const replaceSeat = async (
  tx: Database,
  session: Session,
  seat: { id: string; subscriptionId: string },
  replacement: { id: string; serialNumber: string },
) => {
  const [added] = await tx
    .insert(subscriptionSeats)
    .values({ subscriptionId: seat.subscriptionId, sensorId: replacement.id })
    .returning({ id: subscriptionSeats.id });
  await tx
    .update(subscriptionSeats)
    .set({ removedAt: now(), replacedById: added?.id })
    .where(eq(subscriptionSeats.id, seat.id));
  await recordEvent(tx, session, seat.subscriptionId, 'seat-swapped', replacement.serialNumber);
};

/**
 * A parcel's sensor swapped for a replacement (decision 133), inside the caller's transaction: the replaced sensor's
 * open seat goes to the replacement, unless the replacement already sits in one of its own.
 */
export const transferSeat = async (tx: Database, session: Session, sensorId: string, replacementId: string) => {
  const seats = await tx
    .select({
      id: subscriptionSeats.id,
      subscriptionId: subscriptionSeats.subscriptionId,
      sensorId: subscriptionSeats.sensorId,
    })
    .from(subscriptionSeats)
    .where(and(inArray(subscriptionSeats.sensorId, [sensorId, replacementId]), isNull(subscriptionSeats.removedAt)));
  const seat = seats.find((candidate) => candidate.sensorId === sensorId);
  if (!seat || seats.some((candidate) => candidate.sensorId === replacementId)) return;
  const [replacement] = await tx
    .select({ id: sensors.id, serialNumber: sensors.serialNumber })
    .from(sensors)
    .where(eq(sensors.id, replacementId));
  if (replacement) await replaceSeat(tx, session, seat, replacement);
};

/** The open seat a swap of the sensor would hand to its replacement, its plan named in the reader's language. */
export const findOpenSeat = async (db: Database, sensorId: string, language: Language) => {
  const [seat] = await db
    .select({ subscriptionId: subscriptions.id, labels: subscriptionPlans.labels, endsOn: subscriptions.endsOn })
    .from(subscriptionSeats)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionSeats.subscriptionId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(eq(subscriptionSeats.sensorId, sensorId), isNull(subscriptionSeats.removedAt)))
    .orderBy(desc(subscriptions.endsOn))
    .limit(1);
  return seat && { subscriptionId: seat.subscriptionId, planName: seat.labels[language], endsOn: seat.endsOn };
};

/** Adds, removes or swaps seats, each change in one transaction with its event. */
export const changeSeats = async (
  db: Database,
  session: Session,
  id: string,
  change: SeatChange,
): Promise<Subscription> => {
  await db.transaction(async (tx) => {
    const row = await lockSubscription(tx, inSubscriptionScope(session), id);
    const open = await selectOpenSeats(tx, id);
    const seatOf = (sensorId: string) => {
      const seat = open.find((candidate) => candidate.sensorId === sensorId);
      if (!seat)
        throw fieldError('invalid', 'no open seat for that sensor', 'sensorId', 'subscriptions.errors.no-seat');
      return seat;
    };
    switch (change.action) {
      case 'add': {
        const holder = await requireHolder(tx, session, row.accountId);
        const added = await lockSeatSensors(tx, session, holder, change.sensorIds);
        await refuseCoveredSensors(tx, change.sensorIds, row);
        await tx
          .insert(subscriptionSeats)
          .values(change.sensorIds.map((sensorId) => ({ subscriptionId: id, sensorId })));
        for (const sensor of added) await recordEvent(tx, session, id, 'seat-added', sensor.serialNumber);
        return;
      }
      case 'remove': {
        const seat = seatOf(change.sensorId);
        await tx.update(subscriptionSeats).set({ removedAt: now() }).where(eq(subscriptionSeats.id, seat.id));
        const [sensor] = await tx
          .select({ serialNumber: sensors.serialNumber })
          .from(sensors)
          .where(eq(sensors.id, change.sensorId));
        await recordEvent(tx, session, id, 'seat-removed', sensor?.serialNumber);
        return;
      }
      case 'swap': {
        const seat = seatOf(change.sensorId);
        const holder = await requireHolder(tx, session, row.accountId);
        const [replacement] = await lockSeatSensors(tx, session, holder, [change.replacementSensorId]);
        await refuseCoveredSensors(tx, [change.replacementSensorId], row);
        if (replacement) await replaceSeat(tx, session, { id: seat.id, subscriptionId: id }, replacement);
      }
    }
  });
  return getSubscription(db, session, id);
};

/** Whether an open seat of a subscription held by one of `holderIds` covers the sensor today (the affectation rule). */
export const isSensorCovered = async (db: Database, sensorId: string, holderIds: string[]): Promise<boolean> => {
  const [row] = await selectRows<{ covered: boolean }>(
    db,
    sql`select ${sensorCovered(sql`${sensorId}::uuid`, sql`${sql.param(holderIds)}::uuid[]`)} as covered`,
  );
  return row?.covered === true;
};

/** Every sensor that ever held a seat of the subscriptions: the ones whose coverage a change of them may move. */
export const seatedSensorIds = async (db: Database, subscriptionIds: readonly string[]): Promise<string[]> => {
  if (subscriptionIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ sensorId: subscriptionSeats.sensorId })
    .from(subscriptionSeats)
    .where(inArray(subscriptionSeats.subscriptionId, [...subscriptionIds]));
  return rows.map((row) => row.sensorId);
};

/** The subscription each of the sensors runs under, for their badges; sensors without an open seat are left out. */
export const coverageOfSensors = async (db: Database, sensorIds: string[]): Promise<Map<string, SensorCoverage>> => {
  if (sensorIds.length === 0) return new Map();
  const rows = await selectCoverage(db, sensorIds);
  return new Map(rows.map(({ sensorId, ...coverage }) => [sensorId, coverage]));
};
