import type { SensorListFilter, SensorListItem, SensorListQuery } from '@console/domain/sensor/sensor-list.schema';
import { PAGE_SIZE } from '@console/domain/list/list-query';
import { USB_FILL_RATE_MAX } from '@console/domain/sensor/reading.schema';
import { and, count, eq, isNotNull, not, type Param, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import { type SensorLens, sensorInLens } from '../../auth/sensor-lens.ts';
import { isoUtc } from '../../db/iso-time.ts';
import { startsWithPattern } from '../../db/like-pattern.ts';
import {
  filterShape,
  type ListShape,
  listShape,
  pageIds,
  pageOrder,
  type PageShape,
  pageShape,
  pageValues,
} from '../../db/list-shape.ts';
import { type Database, PLANNED_PER_CALL, preparedPerShape } from '../../db/client.ts';
import { accounts, parcels, rentContractLines, rentContracts, sensorCounts, sensors } from '../../db/schema.ts';
import { uuidArray } from '../../db/uuid-array.ts';
import { sensorCovered, sensorCoveredAmongMany } from '../subscriptions/service.ts';

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
  lastMeasuredAt: isoUtc<string | null>(sensors.lastMeasuredAt),
  lastContactAt: isoUtc<string | null>(sensors.lastContactAt),
  openIssueCount: sensors.openIssueCount,
  weatherSource: sensors.weatherSource,
  weatherStationId: sensors.weatherStationId,
};

/** Sensors with their owner's name; callers add the scope, filters and paging. */
const sensorRows = (db: Database) =>
  db.select(listColumns).from(sensors).innerJoin(accounts, eq(accounts.id, sensors.accountId)).$dynamic();

type SensorRow = Awaited<ReturnType<typeof sensorRows>>[number];

/** Every item has the same properties, absent ones undefined (left out of the JSON): V8 builds such rows fastest. */
const toSensorListItem = (row: SensorRow): SensorListItem => ({
  id: row.id,
  serialNumber: row.serialNumber,
  usage: row.usage,
  hasWeatherSensor: row.hasWeatherSensor,
  hasProviderSupport: row.hasProviderSupport,
  tags: row.tags,
  comment: row.comment || undefined,
  parcelId: row.parcelId ?? undefined,
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
  lastMeasuredAt: row.lastMeasuredAt,
  lastContactAt: row.lastContactAt,
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

/** A list's filter as the queries take it: the favourite it names resolved into its sensors. */
export type SensorQueryFilter = Omit<SensorListFilter, 'favouriteId'> & { lens?: SensorLens };

type SensorShape = ListShape<SensorQueryFilter>;

/** The values of a sensor list query's placeholders. */
const valuesOf = (session: Session, filter: SensorQueryFilter) => ({
  lensSensorIds: filter.lens && uuidArray(filter.lens.sensorIds),
  scopeAccountId: session.accountId,
  states: filter.states,
  usages: filter.usages,
  accountId: filter.accountId,
  usableBy: filter.usableBy,
  rentableBy: filter.rentableBy,
  search: filter.search && startsWithPattern(filter.search),
  tags: filter.tags,
  batteryFrom: filter.batteryFrom,
  batteryTo: filter.batteryTo,
  usbFillFrom: filter.usbFillFrom,
  usbFillTo: filter.usbFillTo,
});

type ValueName = keyof ReturnType<typeof valuesOf>;

/** How a condition reads a filter's value: a placeholder of the prepared statement, or the value itself. */
type ValueOf = (name: ValueName) => Placeholder | Param;

const placeholder: ValueOf = (name) => sql.placeholder(name);

/** The caller's scope and the filters on what the per-group counts know: account, state, usage, fault. */
const groupConditions = ({ accountType, filter }: SensorShape, columns: GroupColumns) => [
  inAccountScope({ accountType, accountId: sql.placeholder('scopeAccountId') }, columns.accountId),
  ...groupFilterConditions(filter, columns, placeholder),
];

/** The filters of `groupConditions` without the scope, each reading its value through `value`. */
const groupFilterConditions = (filter: SensorShape['filter'], columns: GroupColumns, value: ValueOf) => [
  filter.states ? sql`${columns.state} = any(${value('states')})` : undefined,
  filter.usages ? sql`${columns.usage} = any(${value('usages')})` : undefined,
  filter.faultyOnly ? sql`${columns.faulty}` : undefined,
  filter.accountId ? eq(columns.accountId, value('accountId')) : undefined,
  filter.usableBy
    ? sql`${columns.accountId} in (select ${value('usableBy')}::uuid
                                   union all select ${accounts.providerId} from ${accounts}
                                   where ${accounts.id} = ${value('usableBy')}::uuid)`
    : undefined,
];

/** A yes/no filter: its condition when true, the opposite when false, nothing when absent. */
const yesOrNo = (flag: boolean | undefined, condition: SQL): SQL | undefined =>
  flag === undefined ? undefined : flag ? condition : not(condition);

/**
 * On an open line of a contract whose lessee holds the sensors: every status of `RENTED_STATUSES` is one of a
 * validated contract (domain `deriveRentContractStatus`).
 */
const rentedLines = (columns: SQL, where?: SQL) => sql`select ${columns} from ${rentContractLines} l
  join ${rentContracts} c on c.id = l.contract_id
  where l.ended_at is null and c.state = 'validated' ${where ? sql`and ${where}` : sql.empty()}`;

/**
 * How the coverage and rental filters find a sensor's subscription or contract: looked up for each sensor, as a page
 * of the list does, or read once as sets PostgreSQL hashes, for a count that passes over every matching sensor.
 */
const LOOKED_UP = {
  covered: sensorCovered(sensors.id),
  rented: sql`exists (${rentedLines(sql`1`, sql`l.sensor_id = ${sensors.id}`)})`,
};
const AS_SETS = {
  covered: sensorCoveredAmongMany(sensors.id),
  rented: sql`${sensors.id} in (${rentedLines(sql`l.sensor_id`)})`,
};

const sensorColumns: GroupColumns = {
  accountId: sensors.accountId,
  state: sensors.state,
  usage: sensors.usage,
  faulty: sql`${sensors.openIssueCount} > 0`,
};

/** The caller's scope and the list filters, as one condition every sensor list query shares. */
const sensorConditions = (shape: SensorShape): SQL | undefined =>
  and(...groupConditions(shape, sensorColumns), ...otherFilterConditions(shape.filter, placeholder));

/** The list filters alone, each reading its value through `value`. */
const filterConditions = (filter: SensorShape['filter'], value: ValueOf, lookups = LOOKED_UP) => [
  ...groupFilterConditions(filter, sensorColumns, value),
  ...otherFilterConditions(filter, value, lookups),
];

/** The filters the per-group counts lack. */
const otherFilterConditions = (filter: SensorShape['filter'], value: ValueOf, lookups = LOOKED_UP) => [
  filter.search ? sql`lower(${sensors.serialNumber}) like ${value('search')}` : undefined,
  filter.tags ? sql`${sensors.tags} @> ${value('tags')}::text[]` : undefined,
  filter.rentableBy
    ? sql`not exists (select 1 from ${rentContractLines} l where l.sensor_id = ${sensors.id}
              and l.lessor_account_id = ${value('rentableBy')}::uuid and l.ended_at is null)`
    : undefined,
  yesOrNo(filter.withParcel, isNotNull(sensors.parcelId)),
  filter.batteryFrom ? sql`${sensors.batteryVoltage} >= ${value('batteryFrom')}` : undefined,
  filter.batteryTo ? sql`${sensors.batteryVoltage} < ${value('batteryTo')}` : undefined,
  filter.usbFillFrom ? sql`${sensors.usbFillRate} >= ${value('usbFillFrom')}` : undefined,
  // Exclusive as the battery's, but for the top of the scale, which takes the full sensors (see the schema).
  filter.usbFillTo
    ? sql`(${sensors.usbFillRate} < ${value('usbFillTo')}
              or ${sensors.usbFillRate} = ${value('usbFillTo')} and ${sensors.usbFillRate} = ${USB_FILL_RATE_MAX})`
    : undefined,
  yesOrNo(filter.subscribed, lookups.covered),
  yesOrNo(filter.rented, lookups.rented),
  filter.lens ? sensorInLens(sensors.id, sql`${value('lensSensorIds')}`) : undefined,
];

/** One page of sensors: its ids (see `pageIds`), then their rows joined to their owner. */
const sensorPage = preparedPerShape((db, shape: PageShape<SensorQueryFilter, SensorListQuery['sort']>) => {
  const order = pageOrder(sortColumns[shape.sort], shape.order, sensors.id);
  const page = pageIds(
    db.select({ pageId: sensors.id }).from(sensors).where(sensorConditions(shape)).$dynamic(),
    order,
  );
  return sensorRows(db)
    .innerJoin(page, eq(page.pageId, sensors.id))
    .orderBy(...order)
    .prepare(PLANNED_PER_CALL);
});

export const selectSensorPage = async (
  db: Database,
  session: Session,
  filter: SensorQueryFilter,
  query: Pick<SensorListQuery, 'start' | 'sort' | 'order'>,
  limit = PAGE_SIZE,
) => {
  const rows = await sensorPage(db, pageShape(session, filter, query)).execute(
    pageValues(valuesOf(session, filter), query.start, limit),
  );
  return rows.map(toSensorListItem);
};

/** Matching sensors by state, read from the sensors themselves: what a filter the per-group counts lack needs. */
const countMatchingSensors = preparedPerShape((db, shape: SensorShape) =>
  db
    .select({
      state: sensors.state,
      n: count(),
      faulty: sql<number>`count(*) filter (where ${sensors.openIssueCount} > 0)::int`,
    })
    .from(sensors)
    .where(sensorConditions(shape))
    .groupBy(sensors.state)
    .prepare(PLANNED_PER_CALL),
);

/** A band of a count: the list filters it adds to the counted sensors' (no favourite, no scope of its own). */
export type SensorBand = Omit<SensorQueryFilter, 'lens'>;

/**
 * How many of the sensors `filter` matches fall in each band, in one pass over them: each count is the total of the
 * list under `filter` and the band's filters, as `countSensorsByState` gives it, without a statement per band.
 */
export const countSensorBands = async (
  db: Database,
  session: Session,
  filter: SensorQueryFilter,
  bands: readonly SensorBand[],
): Promise<number[]> => {
  const inBand = (band: SensorBand) => {
    const values = valuesOf(session, band);
    return and(...filterConditions(filterShape(band), (name) => sql.param(values[name]), AS_SETS)) ?? sql`true`;
  };
  const counts = Object.fromEntries(
    bands.map((band, index) => [`band${index}`, sql<number>`(count(*) filter (where ${inBand(band)}))::int`]),
  );
  const [row] = await db
    .select(counts)
    .from(sensors)
    .where(sensorConditions(listShape(session, filter)))
    .prepare(PLANNED_PER_CALL)
    .execute(valuesOf(session, filter));
  return bands.map((_, index) => row?.[`band${index}`] ?? 0);
};

/** Matching sensors by state, added up from the per-group counts (see `sensorCounts`). */
const countFromGroups = preparedPerShape((db, shape: SensorShape) =>
  db
    .select({
      state: sensorCounts.state,
      n: sql<number>`sum(${sensorCounts.n})::int`,
      faulty: sql<number>`coalesce(sum(${sensorCounts.n}) filter (where ${sensorCounts.faulty}), 0)::int`,
    })
    .from(sensorCounts)
    .where(and(...groupConditions(shape, sensorCounts)))
    .groupBy(sensorCounts.state)
    .having(sql`sum(${sensorCounts.n}) <> 0`)
    .prepare(PLANNED_PER_CALL),
);

/**
 * The sensors the list finds under a filter, as a subquery of their ids and the values of its placeholders: the read
 * models keyed by sensor select through it, so they keep the list's scope and filters (issue 22).
 */
export const matchingSensorIds = (db: Database, session: Session, filter: SensorQueryFilter) => ({
  ids: db
    .select({ id: sensors.id })
    .from(sensors)
    .where(sensorConditions(listShape(session, filter))),
  values: valuesOf(session, filter),
});

/** The filters the per-group counts know (see `groupConditions`); any other is counted on the sensors themselves. */
const GROUP_FILTERS: ReadonlySet<string> = new Set<keyof SensorQueryFilter>([
  'states',
  'usages',
  'faultyOnly',
  'accountId',
  'usableBy',
]);

/** How many sensors match the filter in each state, and how many of them are faulty. */
export const countSensorsByState = (db: Database, session: Session, filter: SensorQueryFilter) => {
  const shape = listShape(session, filter);
  const fromSensors = Object.keys(shape.filter).some((name) => !GROUP_FILTERS.has(name));
  return (fromSensors ? countMatchingSensors : countFromGroups)(db, shape).execute(valuesOf(session, filter));
};

export const selectSensor = async (db: Database, session: Session, id: string) => {
  const [row] = await sensorRows(db).where(and(eq(sensors.id, id), inAccountScope(session, sensors.accountId)));
  return row ? toSensorListItem(row) : undefined;
};

/** Where a sensor's parcel lies, for a sensor that has reported no position of its own. */
export const selectParcelPosition = async (db: Database, parcelId: string) =>
  (await db.select({ lat: parcels.gpsLat, long: parcels.gpsLong }).from(parcels).where(eq(parcels.id, parcelId)))[0] ??
  null;
