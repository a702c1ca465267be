import { and, count, countDistinct, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { roleLabelColumns } from '../../../db/role-label-columns.ts';
import { accounts, notifications, roles, usageEvents, users } from '../../../db/schema.ts';

/** A range of days in a zone, as the instants it runs between: its first day's midnight to the day after its last. */
export type Period = { from: string; to: string; zoneId: string };

const startOf = (day: string, zoneId: string) => sql`(${day}::date)::timestamp at time zone ${zoneId}`;
export const during = (
  column: typeof usageEvents.occurredAt | typeof notifications.createdAt,
  { from, to, zoneId }: Period,
) => and(gte(column, startOf(from, zoneId)), lt(column, sql`${startOf(to, zoneId)} + interval '1 day'`));

const country = sql<string>`coalesce(${accounts.postalAddress}->>'country', '')`;

/** The people who signed in over the period, by role and their account's country: each person in one group. */
export const countActiveUsers = (db: Database, period: Period) =>
  db
    .select({
      roleId: roles.id,
      ...roleLabelColumns,
      accountType: accounts.type,
      country,
      n: countDistinct(usageEvents.userId),
    })
    .from(usageEvents)
    .innerJoin(users, eq(users.id, usageEvents.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(usageEvents.kind, 'sign-in'), during(usageEvents.occurredAt, period)))
    .groupBy(roles.id, ...Object.values(roleLabelColumns), accounts.type, country)
    .orderBy(desc(countDistinct(usageEvents.userId)), roles.id, country);

/** The exports downloaded over the period, by list. */
export const countExports = (db: Database, period: Period) =>
  db
    .select({ list: sql<string>`coalesce(${usageEvents.subject}, '')`, n: count() })
    .from(usageEvents)
    .where(and(eq(usageEvents.kind, 'export'), during(usageEvents.occurredAt, period)))
    .groupBy(usageEvents.subject)
    .orderBy(desc(count()), usageEvents.subject);

/** The accounts of each type (the manufacturer's own included). */
export const countAccountsByType = (db: Database) =>
  db.select({ type: accounts.type, n: count() }).from(accounts).groupBy(accounts.type);

/** The notifications raised over the period, and how many of them were seen. */
export const countNotificationsRead = async (db: Database, period: Period) => {
  const [row] = await db
    .select({ raised: count(), seen: count(notifications.seenAt) })
    .from(notifications)
    .where(during(notifications.createdAt, period));
  return { raised: row?.raised ?? 0, seen: row?.seen ?? 0 };
};
