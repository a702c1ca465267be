import type { SensorListFilter, SensorListItem, SensorListQuery } from '@console/domain/sensor/sensor-list.schema';
import { PAGE_SIZE } from '@console/domain/list/list-query';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import { startsWithPattern } from '../../db/like-pattern.ts';
import type { Database } from '../../db/client.ts';
import { accounts, sensorCounts, sensors } from '../../db/schema.ts';

const listColumns = {
  id: sensors.id,
  serialNumber: sensors.serialNumber,
  usage: sensors.usage,
  hasWeatherSensor: sensors.hasWeatherSensor,
  hasProviderSupport: sensors.hasProviderSupport,
  tags: sensors.tags,
  comment: sensors.comment,
  parcelId: sensors.parcelId,
  accountId: sensors.accountId,
  accountName: accounts.name,
  state: sensors.state,
  deviceState: sensors.deviceState,
  linuxState: sensors.linuxState,
  shutter: sensors.shutter,
  batteryVoltage: sensors.batteryVoltage,
  usbFillRate: sensors.usbFillRate,
  gpsLat: sensors.gpsLat,
  gpsLong: sensors.gpsLong,
  lastSlugCount: sensors.lastSlugCount,
  lastMeasuredAt: sensors.lastMeasuredAt,
  lastContactAt: sensors.lastContactAt,
  openIssueCount: sensors.openIssueCount,
  weatherSource: sensors.weatherSource,
  weatherStationId: sensors.weatherStationId,
};

/** Sensors with their owner's name; callers add the scope, filters and paging. */
const sensorRows = (db: Database) =>
  db.select(listColumns).from(sensors).innerJoin(accounts, eq(accounts.id, sensors.accountId)).$dynamic();

type SensorRow = Awaited<ReturnType<typeof sensorRows>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toSensorListItem = (row: SensorRow): SensorListItem => ({
  id: row.id,
  serialNumber: row.serialNumber,
  usage: row.usage,
  hasWeatherSensor: row.hasWeatherSensor,
  hasProviderSupport: row.hasProviderSupport,
  tags: row.tags,
  ...(row.comment ? { comment: row.comment } : {}),
  ...(row.parcelId ? { parcelId: row.parcelId } : {}),
  accountId: row.accountId,
  accountName: row.accountName,
  state: row.state,
  deviceState: row.deviceState,
  linuxState: row.linuxState,
  shutter: row.shutter,
  batteryVoltage: row.batteryVoltage,
  usbFillRate: row.usbFillRate,
  gps: row.gpsLat !== null && row.gpsLong !== null ? { lat: row.gpsLat, long: row.gpsLong } : null,
  lastSlugCount: row.lastSlugCount,
  lastMeasuredAt: iso(row.lastMeasuredAt),
  lastContactAt: iso(row.lastContactAt),
  openIssueCount: row.openIssueCount,
  weather: { source: row.weatherSource, stationId: row.weatherStationId },
});

const sortColumns: Record<SensorListQuery['sort'], SQL | AnyPgColumn> = {
  serialNumber: sql`lower(${sensors.serialNumber})`,
  state: sensors.state,
  lastContactAt: sensors.lastContactAt,
  batteryVoltage: sensors.batteryVoltage,
  openIssueCount: sensors.openIssueCount,
};

type GroupColumns = { accountId: AnyPgColumn; state: AnyPgColumn; usage: AnyPgColumn; faulty: SQL | AnyPgColumn };

/** The caller's scope and the filters on what the per-group counts know: account, state, usage, fault. */
const groupConditions = (session: Session, filter: SensorListFilter, columns: GroupColumns) => [
  inAccountScope(session, columns.accountId),
  filter.states?.length ? sql`${columns.state} in ${filter.states}` : undefined,
  filter.usages?.length ? sql`${columns.usage} in ${filter.usages}` : undefined,
  filter.faultyOnly ? sql`${columns.faulty}` : undefined,
  filter.accountId ? eq(columns.accountId, filter.accountId) : undefined,
];

/** The caller's scope and the list filters, as one condition every sensor query shares. */
export const sensorConditions = (session: Session, filter: SensorListFilter): SQL | undefined =>
  and(
    ...groupConditions(session, filter, {
      accountId: sensors.accountId,
      state: sensors.state,
      usage: sensors.usage,
      faulty: sql`${sensors.openIssueCount} > 0`,
    }),
    filter.search ? sql`lower(${sensors.serialNumber}) like ${startsWithPattern(filter.search)}` : undefined,
    filter.tags?.length ? sql`${sensors.tags} @> ${sql.param(filter.tags)}::text[]` : undefined,
    filter.withParcel === undefined
      ? undefined
      : filter.withParcel
        ? isNotNull(sensors.parcelId)
        : isNull(sensors.parcelId),
  );

/**
 * One page of sensors. The filter, sort and offset run on ids alone (an index-only read where an index covers
 * them); only the page's 50 rows are then read whole and joined to their owner, so a deep page does not sort
 * thousands of wide rows.
 */
export const selectSensorPage = async (
  db: Database,
  where: SQL | undefined,
  query: Pick<SensorListQuery, 'start' | 'sort' | 'order'>,
  limit = PAGE_SIZE,
) => {
  const direction = query.order === 'desc' ? desc : asc;
  const order = [sql`${direction(sortColumns[query.sort])} nulls last`, asc(sensors.id)];
  const page = db
    .select({ pageId: sensors.id })
    .from(sensors)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(query.start)
    .as('page');
  const rows = await sensorRows(db)
    .innerJoin(page, eq(page.pageId, sensors.id))
    .orderBy(...order);
  return rows.map(toSensorListItem);
};

/** Matching sensors by state, read from the sensors themselves: a search, tags or the parcel link need them. */
const countMatchingSensors = (db: Database, session: Session, filter: SensorListFilter) =>
  db
    .select({
      state: sensors.state,
      n: count(),
      faulty: sql<number>`count(*) filter (where ${sensors.openIssueCount} > 0)::int`,
    })
    .from(sensors)
    .where(sensorConditions(session, filter))
    .groupBy(sensors.state);

/** Matching sensors by state, added up from the per-group counts (see `sensorCounts`). */
const countFromGroups = (db: Database, session: Session, filter: SensorListFilter) =>
  db
    .select({
      state: sensorCounts.state,
      n: sql<number>`sum(${sensorCounts.n})::int`,
      faulty: sql<number>`coalesce(sum(${sensorCounts.n}) filter (where ${sensorCounts.faulty}), 0)::int`,
    })
    .from(sensorCounts)
    .where(and(...groupConditions(session, filter, sensorCounts)))
    .groupBy(sensorCounts.state)
    .having(sql`sum(${sensorCounts.n}) <> 0`);

/** How many sensors match the filter in each state, and how many of them are faulty. */
export const countSensorsByState = (db: Database, session: Session, filter: SensorListFilter) =>
  filter.search || filter.tags?.length || filter.withParcel !== undefined
    ? countMatchingSensors(db, session, filter)
    : countFromGroups(db, session, filter);

export const selectSensor = async (db: Database, session: Session, id: string) => {
  const [row] = await sensorRows(db).where(and(eq(sensors.id, id), inAccountScope(session, sensors.accountId)));
  return row ? toSensorListItem(row) : undefined;
};
