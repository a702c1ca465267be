import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Session } from '../../auth/session.ts';
import { type Database, PLANNED_PER_CALL } from '../../db/client.ts';
import { accounts, sensorNights, sensors } from '../../db/schema.ts';
import { sensorsMatching } from '../sensors/service.ts';
import type { NightRange } from './night-queries.ts';

const providers = alias(accounts, 'provider');

/** A sensor's provider: its owner's provider, else the owner itself (a provider's or the manufacturer's sensor). */
const providerId = sql<string | null>`coalesce(${providers.id}, ${accounts.id})`;
const providerName = sql<string | null>`coalesce(${providers.name}, ${accounts.name})`;
const country = sql<string | null>`coalesce(${accounts.postalAddress}->>'country', '')`;

/** A group's figures (see `selectQosFigures`). */
export type QosFigures = {
  owed: number;
  delivered: number;
  delayMinutes: number | null;
  parcelNights: number;
  weatherNights: number;
};

const owed = sql`${sensorNights.expected}`;
const delivered = sql`${sensorNights.expected} and ${sensorNights.captures} > 0`;
// Weather matters on the nights a parcel's crop is at risk: those owed.
const withParcel = sql`${sensorNights.parcelId} is not null and ${sensorNights.expected}`;
const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * The QoS tab's figures over the range's nights of the matching sensors, by provider and country and in all (the
 * row whose `isTotal`): the nights owed and delivered, the median delay from a delivered night's newest capture to
 * its arrival (whole minutes), and the parcel-nights with a working weather source (a capture with weather from the
 * sensor's own station, or a linked station) among those owed by a sensor on a parcel. One statement over `sensor_nights`; with
 * `periodOf`, the same for each period of the nights (`/stats/qos` by month or season).
 */
export const selectQosFigures = async (
  db: Database,
  session: Session,
  filter: { favouriteId?: string | undefined },
  range: NightRange,
  periodOf?: (night: SQL) => SQL<string>,
) => {
  const { ids, values } = await sensorsMatching(db, session, filter);
  // PostgreSQL groups by no constant: without periods, the whole range is one.
  const period = periodOf?.(sql`${sensorNights.night}`);
  const byPeriod = period ? [period] : [];
  return db
    .select({
      period: period ?? sql<string>`''`,
      providerId,
      provider: providerName,
      country,
      isTotal: sql<boolean>`grouping(${providerId}) = 1`,
      owed: countWhere(owed),
      delivered: countWhere(delivered),
      delayMinutes: sql<number | null>`round(percentile_cont(0.5) within group (
        order by extract(epoch from ${sensorNights.lastReceivedAt} - ${sensorNights.lastMeasuredAt}))
        filter (where ${delivered}) / 60)::int`,
      parcelNights: countWhere(withParcel),
      weatherNights: countWhere(
        sql`${withParcel} and (${sensorNights.weatherCaptures} > 0 or ${sensors.weatherSource} in ('sencrop', 'weenat'))`,
      ),
    })
    .from(sensorNights)
    .innerJoin(sensors, eq(sensors.id, sensorNights.sensorId))
    .innerJoin(accounts, eq(accounts.id, sensorNights.accountId))
    .leftJoin(providers, eq(providers.id, accounts.providerId))
    .where(
      and(
        inArray(sensorNights.sensorId, ids),
        between(sensorNights.night, sql.placeholder('nightFrom'), sql.placeholder('nightTo')),
      ),
    )
    .groupBy(
      sql`grouping sets ((${sql.join([...byPeriod, providerId, providerName, country], sql`, `)}), (${sql.join(byPeriod, sql`, `)}))`,
    )
    .orderBy(sql`${countWhere(owed)} desc`, providerName, country)
    .prepare(PLANNED_PER_CALL)
    .execute({ ...values, nightFrom: range.from, nightTo: range.to });
};
