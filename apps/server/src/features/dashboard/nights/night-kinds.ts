import { and, count, gte, inArray, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { isManufacturer } from '@console/domain/access/permissions';
import { inAccountScope } from '../../../auth/scope.ts';
import { lensIds, requireSensorLens, sensorInLens } from '../../../auth/sensor-lens.ts';
import type { Session } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { accountNights, accountRiskNights, parcelRiskNights, sensorNights, sensors } from '../../../db/schema.ts';
import { parcelsMatching } from '../../parcels/service.ts';
import { sensorsMatching } from '../../sensors/service.ts';
import { inNightRange } from './night-ranges.ts';

type Kinds = Record<keyof typeof accountNights.$inferSelect & string, SQLWrapper>;

/**
 * What the nights tile and the QoS tell sensor-nights apart by (decision 144), on `sensor_nights`: the account and
 * night, whether it was owed, contact, capture, a parcel served, working weather (the sensor's own station sent
 * weather, or a linked station serves it: the few sensors so served are hashed once, not joined night by night), and
 * for a night with captures the whole minutes its newest one took to arrive.
 */
const SENSOR_NIGHT_KINDS = {
  accountId: sensorNights.accountId,
  night: sensorNights.night,
  expected: sensorNights.expected,
  contacted: sensorNights.contacted,
  captured: sql`${sensorNights.captures} > 0`,
  onParcel: sql`${sensorNights.parcelId} is not null`,
  withWeather: sql`(${sensorNights.weatherCaptures} > 0 or ${sensorNights.sensorId} in (
    select ${sensors.id} from ${sensors} where ${sensors.weatherSource} in ('sencrop', 'weenat')))`,
  delayMinutes: sql`case when ${sensorNights.captures} > 0
    then round(extract(epoch from ${sensorNights.lastReceivedAt} - ${sensorNights.lastMeasuredAt}) / 60)::int end`,
};

/** The kinds under the same names whichever rows they are counted from, and how many nights are of each. */
const named = (kinds: Omit<Kinds, 'n'>, n: SQLWrapper) => ({
  accountId: sql<string>`${kinds.accountId}`.as('account_id'),
  night: sql<string>`${kinds.night}`.as('night'),
  expected: sql<boolean>`${kinds.expected}`.as('expected'),
  contacted: sql<boolean>`${kinds.contacted}`.as('contacted'),
  captured: sql<boolean>`${kinds.captured}`.as('captured'),
  onParcel: sql<boolean>`${kinds.onParcel}`.as('on_parcel'),
  withWeather: sql<boolean>`${kinds.withWeather}`.as('with_weather'),
  delayMinutes: sql<number | null>`${kinds.delayMinutes}`.as('delay_minutes'),
  n: sql<number>`${n}`.as('n'),
});

/** The sensor-nights matching `where`, counted by kind. */
const countNightKinds = (db: Database, where: SQL | undefined) =>
  db
    .select(named(SENSOR_NIGHT_KINDS, sql`count(*)::int`))
    .from(sensorNights)
    .where(where)
    .groupBy(...Object.values(SENSOR_NIGHT_KINDS));

/** Counts the nights from `first` again per account: the sensor-nights by kind, the parcels by level. */
export const refreshAccountNights = async (db: Database, first: SQL) => {
  await db.delete(accountNights).where(gte(accountNights.night, first));
  await db.insert(accountNights).select(countNightKinds(db, gte(sensorNights.night, first)));
  await db.delete(accountRiskNights).where(gte(accountRiskNights.night, first));
  await db.insert(accountRiskNights).select(countRiskNights(db, gte(parcelRiskNights.night, first)));
};

/** The parcels' kept nights matching `where`, counted per account, night and level. */
export const countRiskNights = (db: Database, where: SQL | undefined) =>
  db
    .select({
      accountId: parcelRiskNights.accountId,
      night: parcelRiskNights.night,
      riskLevel: parcelRiskNights.riskLevel,
      n: count().as('n'),
    })
    .from(parcelRiskNights)
    .where(where)
    .groupBy(parcelRiskNights.accountId, parcelRiskNights.night, parcelRiskNights.riskLevel);

type Filter = { favouriteId?: string | undefined };

/** The per-account rows of the range in the caller's scope: a sensor's nights are its owner's, as its list's scope. */
const accountNightsInScope = (session: Session) =>
  and(inAccountScope(session, accountNights.accountId), inNightRange(accountNights.night));

/**
 * A favourite's sensors' nights of the range: those of the sensor list under it (its scope), and among the lens's ids
 * themselves, which PostgreSQL then reads through the nights' key, a few thousand index entries, instead of every
 * sensor's nights of the range (at SCALE=1, 16 against 51 ms for a favourite of 480 sensors).
 */
const favouriteNights = async (db: Database, session: Session, favouriteId: string) => {
  const lens = await requireSensorLens(db, session, favouriteId);
  const among = and(lens && sensorInLens(sensorNights.sensorId, lensIds(lens)), inNightRange(sensorNights.night));
  // The manufacturer's scope is every sensor: its list under the favourite is the lens alone, and checking it again
  // would only halve PostgreSQL's estimate of the nights read, twenty times too low at SCALE=3.
  if (isManufacturer(session)) return { where: among, values: {} };
  const { ids, values } = await sensorsMatching(db, session, { favouriteId });
  return { where: and(among, inArray(sensorNights.sensorId, ids)), values };
};

/**
 * The sensor-nights of the range a figure reads, counted by kind, and the values its prepared statement takes. Without
 * a favourite, the per-account rows in the caller's scope: a sensor's nights are its owner's, whose scope is the
 * sensor list's. Under a favourite, its sensors' own nights, counted on the spot.
 */
export const nightCountsOf = async (db: Database, session: Session, filter: Filter) => {
  if (!filter.favouriteId) {
    const { n, ...kinds } = accountNights;
    return {
      counts: db.select(named(kinds, n)).from(accountNights).where(accountNightsInScope(session)).as('counts'),
      values: {},
    };
  }
  const { where, values } = await favouriteNights(db, session, filter.favouriteId);
  return { counts: countNightKinds(db, where).as('counts'), values };
};

/**
 * The sensor-nights of the range counted by state alone (night, owed, contact, capture), for the figures that tell
 * no more apart: grouped by these four only, half the work over a large favourite's nights.
 */
export const nightStateCountsOf = async (db: Database, session: Session, filter: Filter) => {
  const states = (kinds: Kinds) =>
    ({
      night: sql<string>`${kinds.night}`.as('night'),
      expected: sql<boolean>`${kinds.expected}`.as('expected'),
      contacted: sql<boolean>`${kinds.contacted}`.as('contacted'),
      captured: sql<boolean>`${kinds.captured}`.as('captured'),
      n: sql<number>`${kinds.n}`.as('n'),
    }) as const;
  if (!filter.favouriteId) {
    return {
      counts: db.select(states(accountNights)).from(accountNights).where(accountNightsInScope(session)).as('counts'),
      values: {},
    };
  }
  const { where, values } = await favouriteNights(db, session, filter.favouriteId);
  const { night, expected, contacted, captured } = SENSOR_NIGHT_KINDS;
  return {
    counts: db
      .select(states({ ...SENSOR_NIGHT_KINDS, n: sql`count(*)::int` }))
      .from(sensorNights)
      .where(where)
      .groupBy(night, expected, contacted, captured)
      .as('counts'),
    values,
  };
};

/**
 * The parcels of the range at each level, per night. Manufacturer staff without a favourite reach every parcel: they
 * add up the per-account rows. Others also reach the parcels shared with them, and a favourite narrows: their
 * parcels' own nights are counted on the spot.
 */
export const riskCountsOf = async (db: Database, session: Session, filter: Filter) => {
  if (!filter.favouriteId && session.accountType === 'desangosse') {
    return {
      counts: db
        .select({
          night: sql<string>`${accountRiskNights.night}`.as('night'),
          riskLevel: sql<string>`${accountRiskNights.riskLevel}`.as('risk_level'),
          n: sql<number>`${accountRiskNights.n}`.as('n'),
        })
        .from(accountRiskNights)
        .where(inNightRange(accountRiskNights.night))
        .as('counts'),
      values: {},
    };
  }
  const { among, values } = await parcelsMatching(db, session, filter);
  return {
    counts: db
      .select({
        night: sql<string>`${parcelRiskNights.night}`.as('night'),
        riskLevel: sql<string>`${parcelRiskNights.riskLevel}`.as('risk_level'),
        n: sql<number>`count(*)::int`.as('n'),
      })
      .from(parcelRiskNights)
      .where(and(among(parcelRiskNights.parcelId), inNightRange(parcelRiskNights.night)))
      .groupBy(parcelRiskNights.night, parcelRiskNights.riskLevel)
      .as('counts'),
    values,
  };
};
