import type { Paged } from '@console/domain/list/list-query';
import type {
  Subscription,
  SubscriptionListItem,
  SubscriptionListQuery,
} from '@console/domain/subscription/subscription.schema';
import { and, eq } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import { requireSensorLens } from '../../auth/sensor-lens.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import type { ReadPage } from '../../export/row-pages.ts';
import { notFound } from '../../plugins/app-error.ts';
import { selectCoverageGaps } from './crop-coverage.ts';
import {
  countSubscriptions,
  inSubscriptionScope,
  selectChain,
  selectEvents,
  selectSeats,
  selectSubscription,
  selectSubscriptionPage,
  subscriptionConditions,
  type SubscriptionRow,
} from './queries.ts';

export const listItemOf = (row: SubscriptionRow): SubscriptionListItem => ({
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
  return subscriptionConditions(
    inSubscriptionScope(session),
    filter,
    await requireSensorLens(db, session, favouriteId),
  );
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
export const mineScope = (session: Session) => eq(subscriptions.accountId, session.accountId);

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
