import { PAGE_SIZE } from '@console/domain/list/list-query';
import {
  COVERING_STATUSES,
  RENEWAL_WINDOW_DAYS,
  type SubscriptionStatus,
} from '@console/domain/subscription/subscription-status';
import type { SubscriptionListQuery } from '@console/domain/subscription/subscription.schema';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import { lensIds, type SensorLens, sensorInLens } from '../../auth/sensor-lens.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import {
  accounts,
  sensors,
  subscriptionEvents,
  subscriptionPlans,
  subscriptionSeats,
  subscriptions,
  users,
} from '../../db/schema.ts';

/** The holder's calendar day now: statuses, windows and grace count in it. */
export const holderToday = sql`(now() at time zone ${subscriptions.zoneId})::date`;
const isRenewed = sql`exists (select 1 from subscriptions successor where successor.renews_id = subscriptions.id)`;

/** The domain's `deriveSubscriptionStatus` in SQL, for the list's filter and its rows. */
export const statusSql = sql<SubscriptionStatus>`case
  when ${holderToday} < ${subscriptions.startsOn} then 'scheduled'
  when ${holderToday} <= ${subscriptions.endsOn} then
    case when ${subscriptions.cancelledAt} is null and not ${isRenewed}
      and ${subscriptions.endsOn} - ${holderToday} <= ${RENEWAL_WINDOW_DAYS}::int then 'to_renew' else 'active' end
  when ${isRenewed} then 'renewed'
  when ${subscriptions.cancelledAt} is not null then 'cancelled'
  when ${holderToday} <= ${subscriptions.endsOn} + ${subscriptions.graceDays} then 'grace'
  else 'expired' end`;

const seller = alias(accounts, 'seller');

const listColumns = {
  id: subscriptions.id,
  accountId: subscriptions.accountId,
  accountName: accounts.name,
  planId: subscriptionPlans.id,
  planCode: subscriptionPlans.code,
  planLabels: subscriptionPlans.labels,
  planKind: subscriptionPlans.kind,
  providerId: seller.id,
  providerName: seller.name,
  startsOn: subscriptions.startsOn,
  endsOn: subscriptions.endsOn,
  graceDays: subscriptions.graceDays,
  status: statusSql,
  autoRenew: subscriptions.autoRenew,
  cancelledAt: subscriptions.cancelledAt,
  externalRef: subscriptions.externalRef,
  seatCount: sql<number>`(select count(*) from subscription_seats st
    where st.subscription_id = subscriptions.id and st.removed_at is null)::int`,
};
export type SubscriptionRow = Awaited<ReturnType<typeof selectSubscriptionRows>>[number];

const selectSubscriptionRows = (db: Database, where: SQL | undefined) =>
  db
    .select(listColumns)
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .leftJoin(seller, eq(seller.id, subscriptions.providerId))
    .where(where)
    .$dynamic();

type ListFilter = Omit<SubscriptionListQuery, 'start' | 'sort' | 'order' | 'favouriteId'>;

export const subscriptionConditions = (scope: SQL, filter: ListFilter, lens: SensorLens | undefined): SQL | undefined =>
  and(
    scope,
    filter.status?.length ? inArray(statusSql, filter.status) : undefined,
    filter.endsWithinDays === undefined
      ? undefined
      : sql`${subscriptions.endsOn} between ${holderToday} and ${holderToday} + ${filter.endsWithinDays}::int`,
    filter.accountId ? eq(subscriptions.accountId, filter.accountId) : undefined,
    filter.planId ? eq(subscriptions.planId, filter.planId) : undefined,
    filter.sensorId
      ? sql`exists (select 1 from subscription_seats st
          where st.subscription_id = subscriptions.id and st.sensor_id = ${filter.sensorId})`
      : undefined,
    filter.search
      ? sql`(lower(${accounts.name}) like ${containsPattern(filter.search)}
          or lower(${subscriptions.externalRef}) like ${containsPattern(filter.search)})`
      : undefined,
    lens
      ? sql`exists (select 1 from subscription_seats st where st.subscription_id = ${subscriptions.id}
          and st.removed_at is null and ${sensorInLens(sql`st.sensor_id`, lensIds(lens))})`
      : undefined,
  );

/** The caller's scope on subscriptions: the holders they reach. */
export const inSubscriptionScope = (session: Session): SQL => inAccountScope(session, subscriptions.accountId);

const SORT_KEYS = {
  endsOn: subscriptions.endsOn,
  startsOn: subscriptions.startsOn,
  account: sql`lower(${accounts.name})`,
  plan: subscriptionPlans.code,
} as const;

export const selectSubscriptionPage = (
  db: Database,
  where: SQL | undefined,
  query: Pick<SubscriptionListQuery, 'start' | 'sort' | 'order'>,
  limit = PAGE_SIZE,
): Promise<SubscriptionRow[]> => {
  const direction = query.order === 'desc' ? desc : asc;
  return selectSubscriptionRows(db, where)
    .orderBy(direction(SORT_KEYS[query.sort]), asc(subscriptions.id))
    .limit(limit)
    .offset(query.start);
};

export const countSubscriptions = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .where(where);
  return row?.n ?? 0;
};

export const selectSubscription = async (
  db: Database,
  where: SQL | undefined,
): Promise<SubscriptionRow | undefined> => {
  const [row] = await selectSubscriptionRows(db, where);
  return row;
};

export const selectSeats = (db: Database, subscriptionId: string) => {
  const replacement = alias(subscriptionSeats, 'replacement');
  const replacementSensor = alias(sensors, 'replacement_sensor');
  return db
    .select({
      id: subscriptionSeats.id,
      sensorId: sensors.id,
      serialNumber: sensors.serialNumber,
      addedAt: subscriptionSeats.addedAt,
      removedAt: subscriptionSeats.removedAt,
      replacedBy: replacementSensor.serialNumber,
    })
    .from(subscriptionSeats)
    .innerJoin(sensors, eq(sensors.id, subscriptionSeats.sensorId))
    .leftJoin(replacement, eq(replacement.id, subscriptionSeats.replacedById))
    .leftJoin(replacementSensor, eq(replacementSensor.id, replacement.sensorId))
    .where(eq(subscriptionSeats.subscriptionId, subscriptionId))
    .orderBy(sql`${subscriptionSeats.removedAt} is not null`, asc(sql`lower(${sensors.serialNumber})`));
};

/** Every period of the renewal chain the subscription belongs to, oldest first. */
export const selectChain = (db: Database, subscriptionId: string): Promise<SubscriptionRow[]> =>
  selectSubscriptionRows(
    db,
    sql`${subscriptions.id} in (
      with recursive back(id, renews_id) as (
        select s.id, s.renews_id from subscriptions s where s.id = ${subscriptionId}
        union all select s.id, s.renews_id from subscriptions s join back on s.id = back.renews_id),
      chain(id) as (
        select back.id from back where back.renews_id is null
        union all select s.id from subscriptions s join chain on s.renews_id = chain.id)
      select chain.id from chain)`,
  ).orderBy(asc(subscriptions.startsOn));

export const selectEvents = (db: Database, subscriptionId: string) =>
  db
    .select({
      at: subscriptionEvents.at,
      kind: subscriptionEvents.kind,
      detail: subscriptionEvents.detail,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(subscriptionEvents)
    .leftJoin(users, eq(users.id, subscriptionEvents.userId))
    .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    .orderBy(desc(subscriptionEvents.at), desc(subscriptionEvents.id));

/** The open seats of a subscription. */
export const selectOpenSeats = (db: Database, subscriptionId: string) =>
  db
    .select({ id: subscriptionSeats.id, sensorId: subscriptionSeats.sensorId })
    .from(subscriptionSeats)
    .where(and(eq(subscriptionSeats.subscriptionId, subscriptionId), isNull(subscriptionSeats.removedAt)));

/** The open seats of subscriptions running today (active, to renew, or in grace), `where` also holds. */
const coveringSeats = (columns: SQL, where?: SQL) => sql`
  select ${columns} from ${subscriptionSeats}
  join ${subscriptions} on ${subscriptions.id} = ${subscriptionSeats.subscriptionId}
  where ${subscriptionSeats.removedAt} is null ${where ? sql`and ${where}` : sql.empty()}
    and ${inArray(statusSql, [...COVERING_STATUSES])}`;

/**
 * Whether an open seat of a subscription running today (active, to renew, or in grace) covers the sensor; given
 * `holders` (a uuid array), a subscription one of them holds: the affectation rule.
 */
export const sensorCovered = (sensorId: SQLWrapper, holders?: SQL): SQL =>
  sql`exists (${coveringSeats(
    sql`1`,
    and(
      sql`${subscriptionSeats.sensorId} = ${sensorId}`,
      holders ? sql`${subscriptions.accountId} = any(${holders})` : undefined,
    ),
  )})`;

/**
 * `sensorCovered` for a pass over many sensors: the covered ones read once as a set, which PostgreSQL hashes,
 * instead of looked up sensor by sensor.
 */
export const sensorCoveredAmongMany = (sensorId: SQLWrapper): SQL =>
  sql`${sensorId} in (${coveringSeats(sql`${subscriptionSeats.sensorId}`)})`;

/** The day after the last one any subscription of the sensor covered (a cancelled one has no grace); null for none. */
export const dayAfterCoverage = (sensorId: SQLWrapper): SQL => sql`(
  select max(${subscriptions.endsOn} + case when ${subscriptions.cancelledAt} is null then ${subscriptions.graceDays} else 0 end) + 1
  from ${subscriptionSeats} join ${subscriptions} on ${subscriptions.id} = ${subscriptionSeats.subscriptionId}
  where ${subscriptionSeats.sensorId} = ${sensorId})`;

/** The subscription each sensor runs under (`SensorCoverage`): a covering one first, then the latest to end. */
export const selectCoverage = (db: Database, sensorIds: string[]) =>
  db
    .selectDistinctOn([subscriptionSeats.sensorId], {
      sensorId: subscriptionSeats.sensorId,
      subscriptionId: subscriptions.id,
      status: statusSql,
      endsOn: subscriptions.endsOn,
      graceDays: subscriptions.graceDays,
    })
    .from(subscriptionSeats)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionSeats.subscriptionId))
    .where(and(inArray(subscriptionSeats.sensorId, sensorIds), isNull(subscriptionSeats.removedAt)))
    .orderBy(subscriptionSeats.sensorId, desc(inArray(statusSql, [...COVERING_STATUSES])), desc(subscriptions.endsOn));
