import { type StatsPeriod, SEASON_FIRST_MONTH } from '@console/domain/dashboard/stats.schema';
import { and, between, count, countDistinct, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Session } from '../../../auth/session.ts';
import { type Database, PLANNED_PER_CALL } from '../../../db/client.ts';
import { accounts, issues, sensorNights, sensors, subscriptions, usageEvents, users } from '../../../db/schema.ts';
import { sensorsMatching } from '../../sensors/service.ts';
import type { NightRange } from '../nights/night-ranges.ts';

/**
 * A day's period: its month (`2026-03`), or its season (`2025` for August 2025 to July 2026). Constants are written
 * in, not bound: the grouping matches the selected expression only if both read the same text.
 */
export const periodOf =
  (by: StatsPeriod) =>
  (day: SQL): SQL<string> =>
    by === 'month'
      ? sql<string>`to_char(${day}, 'YYYY-MM')`
      : sql<string>`(extract(year from ${day})::int
                     - case when extract(month from ${day}) < ${sql.raw(String(SEASON_FIRST_MONTH))} then 1 else 0 end)::text`;

type Filter = { favouriteId?: string | undefined };

/** An instant's day in UTC, as the nights and the issue figures count days. */
const dayOf = (instant: SQL | AnyPgColumn) => sql`(${instant} at time zone 'UTC')::date`;
const inDays = (instant: AnyPgColumn, { from, to }: NightRange) =>
  and(
    gte(instant, sql`(${from}::date)::timestamp at time zone 'UTC'`),
    lt(instant, sql`((${to}::date) + 1)::timestamp at time zone 'UTC'`),
  );

/** The matching sensors that reported (a row of the nights) in each period: the fleet the issue rates divide by. */
export const countFleetByPeriod = async (
  db: Database,
  session: Session,
  filter: Filter,
  range: NightRange,
  by: StatsPeriod,
) => {
  const { ids, values } = await sensorsMatching(db, session, filter);
  const period = periodOf(by)(sql`${sensorNights.night}`);
  return db
    .select({ period, n: countDistinct(sensorNights.sensorId) })
    .from(sensorNights)
    .where(
      and(
        inArray(sensorNights.sensorId, ids),
        between(sensorNights.night, sql.placeholder('nightFrom'), sql.placeholder('nightTo')),
      ),
    )
    .groupBy(period)
    .prepare(PLANNED_PER_CALL)
    .execute({ ...values, nightFrom: range.from, nightTo: range.to });
};

/**
 * The matching sensors' issues opened in each period, by type and in all (`type` null): how many, on how many
 * sensors, and the median hours to close those closed.
 */
export const countIssuesByPeriod = async (
  db: Database,
  session: Session,
  filter: Filter,
  range: NightRange,
  by: StatsPeriod,
) => {
  const { ids, values } = await sensorsMatching(db, session, filter);
  const period = periodOf(by)(dayOf(issues.openedAt));
  return db
    .select({
      period,
      type: sql<string | null>`case when grouping(${issues.type}) = 0 then ${issues.type} end`,
      n: count(),
      sensors: countDistinct(issues.sensorId),
      hoursToClose: sql<number | null>`round((percentile_cont(0.5) within group (
        order by extract(epoch from ${issues.closedAt} - ${issues.openedAt})) filter (where ${issues.closedAt} is not null)
        / 3600)::numeric, 1)::float8`,
    })
    .from(issues)
    .where(and(inArray(issues.sensorId, ids), inDays(issues.openedAt, range)))
    .groupBy(sql`grouping sets ((${period}, ${issues.type}), (${period}))`)
    .prepare(PLANNED_PER_CALL)
    .execute(values);
};

/** The people who signed in in each period, by kind of account and in all (`accountType` null). */
export const countActiveUsersByPeriod = (db: Database, range: NightRange, by: StatsPeriod) => {
  const period = periodOf(by)(dayOf(usageEvents.occurredAt));
  return db
    .select({
      period,
      accountType: sql<string | null>`case when grouping(${accounts.type}) = 0 then ${accounts.type} end`,
      n: countDistinct(usageEvents.userId),
    })
    .from(usageEvents)
    .innerJoin(users, eq(users.id, usageEvents.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(usageEvents.kind, 'sign-in'), inDays(usageEvents.occurredAt, range)))
    .groupBy(sql`grouping sets ((${period}, ${accounts.type}), (${period}))`);
};

/** The exports downloaded in each period. */
export const countExportsByPeriod = (db: Database, range: NightRange, by: StatsPeriod) => {
  const period = periodOf(by)(dayOf(usageEvents.occurredAt));
  return db
    .select({ period, n: count() })
    .from(usageEvents)
    .where(and(eq(usageEvents.kind, 'export'), inDays(usageEvents.occurredAt, range)))
    .groupBy(period);
};

/** The subscriptions whose period ended in each period (cancelled ones aside), and how many were renewed. */
export const countRenewalsByPeriod = (db: Database, range: NightRange, by: StatsPeriod) => {
  const period = periodOf(by)(sql`${subscriptions.endsOn}`);
  const renewals = sql`exists (select 1 from subscriptions r where r.renews_id = ${subscriptions.id})`;
  return db
    .select({ period, ended: count(), renewed: sql<number>`(count(*) filter (where ${renewals}))::int` })
    .from(subscriptions)
    .where(and(between(subscriptions.endsOn, range.from, range.to), sql`${subscriptions.cancelledAt} is null`))
    .groupBy(period);
};

/** The day a rent-contract line let its sensor go: returned, sold to the lessee, taken over by an extension, or ended. */
const LINE_END = sql`coalesce(l.returned_on, l.converted_on, l.extended_on, (l.ended_at at time zone 'UTC')::date)`;

/**
 * The nights of rented sensors in each period (a rent-contract line held the sensor from its handover), and those
 * the sensor served a parcel: how much of what is rented is put to work.
 */
export const countRentedNightsByPeriod = (db: Database, range: NightRange, by: StatsPeriod) => {
  const period = periodOf(by)(sql`${sensorNights.night}`);
  return db
    .select({
      period,
      rented: count(),
      used: sql<number>`(count(*) filter (where ${sensorNights.parcelId} is not null))::int`,
    })
    .from(sensorNights)
    .where(
      and(
        between(sensorNights.night, range.from, range.to),
        sql`exists (select 1 from rent_contract_lines l where l.sensor_id = ${sensorNights.sensorId}
          and l.handed_over_on <= ${sensorNights.night} and (${LINE_END} is null or ${sensorNights.night} < ${LINE_END}))`,
      ),
    )
    .groupBy(period);
};

/**
 * The nights sold sensors owed in each period, and those no subscription covered (its period and grace, its seat held
 * that night, not cancelled before): the service the farms went without.
 */
export const countCoverageGapsByPeriod = (db: Database, range: NightRange, by: StatsPeriod) => {
  const period = periodOf(by)(sql`${sensorNights.night}`);
  const covered = sql`exists (select 1 from subscription_seats st join subscriptions s on s.id = st.subscription_id
    where st.sensor_id = ${sensorNights.sensorId}
      and st.added_at < (${sensorNights.night} + 1)::timestamp at time zone 'UTC'
      and (st.removed_at is null or st.removed_at >= ${sensorNights.night}::timestamp at time zone 'UTC')
      and ${sensorNights.night} between s.starts_on and s.ends_on + s.grace_days
      and (s.cancelled_at is null or s.cancelled_at >= ${sensorNights.night}::timestamp at time zone 'UTC'))`;
  return db
    .select({ period, owed: count(), uncovered: sql<number>`(count(*) filter (where not ${covered}))::int` })
    .from(sensorNights)
    .innerJoin(sensors, eq(sensors.id, sensorNights.sensorId))
    .where(
      and(
        between(sensorNights.night, range.from, range.to),
        eq(sensorNights.expected, true),
        eq(sensors.usage, 'selling'),
      ),
    )
    .groupBy(period);
};
