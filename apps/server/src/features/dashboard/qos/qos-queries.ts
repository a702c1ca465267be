import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Session } from '../../../auth/session.ts';
import { type Database, PLANNED_PER_CALL } from '../../../db/client.ts';
import { accounts } from '../../../db/schema.ts';
import { nightCountsOf } from '../nights/night-kinds.ts';
import type { NightRange } from '../nights/night-ranges.ts';

const providers = alias(accounts, 'provider');

/** A sensor's provider: its owner's provider, else the owner itself (a provider's or the manufacturer's sensor). */
const providerId = sql<string | null>`coalesce(${providers.id}, ${accounts.id})`;
const providerName = sql<string | null>`coalesce(${providers.name}, ${accounts.name})`;
const country = sql<string | null>`coalesce(${accounts.postalAddress}->>'country', '')`;

/** A group of the figures: a period, and a provider and country or all of them (`isTotal`). */
type QosGroup = {
  period: string;
  providerId: string | null;
  provider: string | null;
  country: string | null;
  isTotal: boolean;
};

/** A group's figures (see `selectQosFigures`). */
export type QosFigures = {
  owed: number;
  delivered: number;
  delayMinutes: number | null;
  parcelNights: number;
  weatherNights: number;
};

/** The median of values given with how many times each occurs, as `percentile_cont(0.5)` reads it; null for none. */
const weightedMedian = (rows: readonly { value: number; n: number }[]) => {
  const sorted = rows.toSorted((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, row) => sum + row.n, 0);
  if (total === 0) return null;
  const at = (position: number) => {
    let seen = 0;
    for (const row of sorted) {
      seen += row.n;
      if (seen > position) return row.value;
    }
    return sorted.at(-1)?.value ?? 0;
  };
  return (at(Math.floor((total - 1) / 2)) + at(Math.ceil((total - 1) / 2))) / 2;
};

/**
 * The QoS tab's figures over the range's nights of the matching sensors, by provider and country and in all (the
 * row whose `isTotal`): the nights owed and delivered, the median delay from a delivered night's newest capture to
 * its arrival (whole minutes), and the parcel-nights with a working weather source among those owed by a sensor on a
 * parcel. They add up the nights counted by kind (decision 144), the delays as how many nights took each minute; with
 * `periodOf`, the same for each period of the nights (`/stats/qos` by month or season). One statement reads the nights
 * once, by group and delay (none for a night not delivered); the groups' rows are then added up here, in the order
 * PostgreSQL gives them, busiest first.
 */
export const selectQosFigures = async (
  db: Database,
  session: Session,
  filter: { favouriteId?: string | undefined },
  range: NightRange,
  periodOf?: (night: SQL) => SQL<string>,
) => {
  const { counts, values } = await nightCountsOf(db, session, filter);
  const owed = sql`${counts.expected}`;
  const delivered = sql`${counts.expected} and ${counts.captured}`;
  // Weather matters on the nights a parcel's crop is at risk: those owed.
  const withParcel = sql`${counts.onParcel} and ${counts.expected}`;
  const delay = sql`case when ${delivered} then ${counts.delayMinutes} end`;
  // PostgreSQL groups by no constant: without periods, the whole range is one.
  const period = periodOf?.(sql`${counts.night}`);
  const byPeriod = period ? [period] : [];
  const inGroup = sql.join([...byPeriod, providerId, providerName, country], sql`, `);
  const sumWhere = (condition: SQL) => sql<number>`coalesce(sum(${counts.n}) filter (where ${condition}), 0)::int`;
  const rows = await db
    .select({
      period: period ?? sql<string>`''`,
      providerId,
      provider: providerName,
      country,
      isTotal: sql<boolean>`grouping(${providerId}) = 1`,
      delay: sql<number | null>`${delay}`,
      owed: sumWhere(owed),
      delivered: sumWhere(delivered),
      parcelNights: sumWhere(withParcel),
      weatherNights: sumWhere(sql`${withParcel} and ${counts.withWeather}`),
    })
    .from(counts)
    .innerJoin(accounts, eq(accounts.id, counts.accountId))
    .leftJoin(providers, eq(providers.id, accounts.providerId))
    .groupBy(sql`grouping sets ((${inGroup}, ${delay}), (${sql.join([...byPeriod, delay], sql`, `)}))`)
    .orderBy(
      sql`sum(${sumWhere(owed)}) over (partition by ${sql.join([...byPeriod, sql`grouping(${providerId})`, providerId, country], sql`, `)}) desc`,
      providerName,
      country,
    )
    .prepare(PLANNED_PER_CALL)
    .execute({ ...values, nightFrom: range.from, nightTo: range.to });
  const groups = new Map<
    string,
    QosGroup & Omit<QosFigures, 'delayMinutes'> & { delays: { value: number; n: number }[] }
  >();
  for (const { delay: minutes, owed: rowOwed, delivered: rowDelivered, parcelNights, weatherNights, ...key } of rows) {
    const id = `${key.period}|${key.isTotal}|${key.providerId}|${key.country}`;
    let group = groups.get(id);
    if (!group)
      groups.set(id, (group = { ...key, owed: 0, delivered: 0, parcelNights: 0, weatherNights: 0, delays: [] }));
    group.owed += rowOwed;
    group.delivered += rowDelivered;
    group.parcelNights += parcelNights;
    group.weatherNights += weatherNights;
    if (minutes !== null) group.delays.push({ value: minutes, n: rowDelivered });
  }
  return [...groups.values()].map(({ delays, ...group }) => {
    const median = weightedMedian(delays);
    return { ...group, delayMinutes: median === null ? null : Math.round(median) };
  });
};
