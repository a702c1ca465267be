import { sensorFirmwareOf } from '../firmware/service.ts';
import { isManufacturer } from '@console/domain/access/permissions';
import { createHash, randomBytes } from 'node:crypto';
import type { Territory } from '@console/domain/favourite/favourite.schema';
import type { Paged } from '@console/domain/list/list-query';
import type {
  CreateSensorInput,
  SensorListFilter,
  SensorListItem,
  SensorListQuery,
  SensorWithSecret,
  UpdateSensorWeatherInput,
} from '@console/domain/sensor/sensor-list.schema';
import type { ReadingsRangeQuery } from '@console/domain/sensor/sensor-readings.schema';
import { SENSOR_STATES, type SensorState } from '@console/domain/sensor/sensor.schema';
import { describeWeatherFeed, type WeatherFeed } from '@console/domain/sensor/weather-feed';
import { and, eq, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import { requireSensorLens, resolveSensorLens } from '../../auth/sensor-lens.ts';
import type { Database } from '../../db/client.ts';
import { accounts, sensors } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../plugins/app-error.ts';
import { coverageOfSensors } from '../subscriptions/service.ts';
import { selectLinkedStation, stationsNearTrap } from '../weather-syncs/service.ts';
import type { Config } from '../../config.ts';
import { selectCaptures, selectDailyReadings, selectLastWeatherAt } from './readings-queries.ts';
import {
  countSensorBands,
  countSensorsByState,
  matchingSensorIds,
  selectParcelPosition,
  selectSensor,
  selectSensorPage,
  type SensorBand,
  type SensorQueryFilter,
} from './queries.ts';

export type { SensorBand } from './queries.ts';

// The scheduler folds the day's counts.
export { foldSensorCounts } from './sensor-counts.ts';

export const hashDeviceSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newDeviceSecret = () => randomBytes(32).toString('base64url');

/** A list's filter with the favourite it names resolved into its sensors: the caller's own, or 404. */
export const queryFilterOf = async (
  db: Database,
  session: Session,
  { favouriteId, ...filter }: SensorListFilter,
): Promise<SensorQueryFilter> => ({ ...filter, lens: await requireSensorLens(db, session, favouriteId) });

const totalOf = (counts: { n: number }[]) => counts.reduce((sum, row) => sum + row.n, 0);

/** The sensors with the subscription each runs under, for their badges. */
const withCoverage = async (db: Database, items: SensorListItem[]): Promise<SensorListItem[]> => {
  const coverage = await coverageOfSensors(
    db,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, subscription: coverage.get(item.id) }));
};

export const listSensors = async (
  db: Database,
  session: Session,
  query: SensorListQuery,
): Promise<Paged<SensorListItem>> => {
  const { start: _start, sort, order, ...filter } = query;
  const queryFilter = await queryFilterOf(db, session, filter);
  const [items, counts] = await Promise.all([
    selectSensorPage(db, session, queryFilter, query).then((page) => withCoverage(db, page)),
    countSensorsByState(db, session, queryFilter),
  ]);
  return { items, total: totalOf(counts), filter, sort: { field: sort, order } };
};

/** How many sensors a territory reaches in the caller's scope: the list's total with that favourite. */
export const countSensorsInTerritory = async (db: Database, session: Session, territory: Territory) =>
  totalOf(await countSensorsByState(db, session, { lens: await resolveSensorLens(db, territory) }));

/** The list's counts under a filter: its total, its faulty sensors and its sensors by state. */
export const countSensors = async (db: Database, session: Session, filter: SensorListFilter) => {
  const counts = await countSensorsByState(db, session, await queryFilterOf(db, session, filter));
  const byState = Object.fromEntries(SENSOR_STATES.map((state) => [state, 0])) as Record<SensorState, number>;
  for (const row of counts) byState[row.state] = row.n;
  return {
    total: totalOf(counts),
    faulty: counts.reduce((sum, row) => sum + row.faulty, 0),
    byState,
  };
};

/** How many of the list's sensors under a filter fall in each band: each its list's total with the band's filters. */
export const countSensorsInBands = async (
  db: Database,
  session: Session,
  filter: SensorListFilter,
  bands: readonly SensorBand[],
) => countSensorBands(db, session, await queryFilterOf(db, session, filter), bands);

export const getSensor = async (db: Database, session: Session, id: string): Promise<SensorListItem> => {
  const sensor = await selectSensor(db, session, id);
  if (!sensor) throw notFound('sensor not found');
  const [covered] = await withCoverage(db, [sensor]);
  return covered ?? sensor;
};

/** `GET /back/sensors/{id}/firmware`: what the sensor runs and, for firmware staff, its updates. */
export const getSensorFirmware = async (db: Database, session: Session, id: string) => {
  await getSensor(db, session, id);
  return sensorFirmwareOf(db, session, id);
};

/** `GET /back/sensors/{id}/weather-feed`: what feeds the sensor's parcel with weather, and why. */
export const getSensorWeatherFeed = async (db: Database, session: Session, id: string): Promise<WeatherFeed> => {
  const sensor = await getSensor(db, session, id);
  const [lastWeatherAt, station] = await Promise.all([
    selectLastWeatherAt(db, sensor.id),
    selectLinkedStation(db, sql`s.id = ${sensor.id}`),
  ]);
  return describeWeatherFeed({ ...sensor, lastWeatherAt, station }, now());
};

/**
 * `GET /back/sensors/{id}/nearby-stations`: where the trap stands (its last position, else its parcel's), the
 * partner stations near it that its account may link to.
 */
export const getNearbyStations = async (db: Database, config: Config, session: Session, id: string) => {
  const sensor = await getSensor(db, session, id);
  const position = sensor.gps ?? (sensor.parcelId ? await selectParcelPosition(db, sensor.parcelId) : null);
  return position ? stationsNearTrap(db, config, position, sensor.accountId) : [];
};

const requireManufacturer = (session: Session) => {
  if (!isManufacturer(session)) throw forbidden();
};

const serialTaken = () =>
  new AppError('conflict', 'serial number already registered', {
    issues: [{ path: ['serialNumber'], message: 'sensors.errors.serial-taken' }],
  });

/** Registers a sensor for a provider or farmer account (staff only) and answers its secret, once. */
export const createSensor = async (
  db: Database,
  session: Session,
  input: CreateSensorInput,
): Promise<SensorWithSecret> => {
  requireManufacturer(session);
  const [owner] = await db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, input.accountId));
  if (!owner || (owner.type !== 'provider' && owner.type !== 'farmer')) {
    throw new AppError('invalid', 'failed to parse payload', {
      issues: [{ path: ['accountId'], message: 'sensors.errors.owner-invalid' }],
    });
  }
  const deviceSecret = newDeviceSecret();
  const [created] = await db
    .insert(sensors)
    .values({ ...input, comment: input.comment || null, deviceSecretHash: hashDeviceSecret(deviceSecret) })
    .onConflictDoNothing()
    .returning({ id: sensors.id });
  if (!created) throw serialTaken();
  return { ...(await getSensor(db, session, created.id)), deviceSecret };
};

export const rotateDeviceSecret = async (db: Database, session: Session, id: string): Promise<SensorWithSecret> => {
  requireManufacturer(session);
  const deviceSecret = newDeviceSecret();
  const [updated] = await db
    .update(sensors)
    .set({ deviceSecretHash: hashDeviceSecret(deviceSecret) })
    .where(eq(sensors.id, id))
    .returning({ id: sensors.id });
  if (!updated) throw notFound('sensor not found');
  return { ...(await getSensor(db, session, id)), deviceSecret };
};

export const updateSensorWeather = async (
  db: Database,
  session: Session,
  id: string,
  input: UpdateSensorWeatherInput,
): Promise<SensorListItem> => {
  const [updated] = await db
    .update(sensors)
    .set({ weatherSource: input.source, weatherStationId: 'serialNumber' in input ? input.serialNumber : null })
    .where(and(eq(sensors.id, id), inAccountScope(session, sensors.accountId)))
    .returning({ id: sensors.id });
  if (!updated) throw notFound('sensor not found');
  return getSensor(db, session, id);
};

export const listSensorTags = async (db: Database, session: Session): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${sensors.tags})` })
    .from(sensors)
    .where(inAccountScope(session, sensors.accountId))
    .orderBy(sql`1`);
  return rows.map((row) => row.tag);
};

/** 404 unless the caller sees the sensor: what a chart checks, needing none of its details or coverage. */
export const requireVisibleSensor = async (db: Database, session: Session, id: string) => {
  if (!(await selectSensor(db, session, id))) throw notFound('sensor not found');
};

/** Charts of one sensor: every capture of a short range, or one row a day, both in the user's time zone. */
export const listSensorCaptures = async (db: Database, session: Session, id: string, range: ReadingsRangeQuery) => {
  await requireVisibleSensor(db, session, id);
  return selectCaptures(db, id, range, session.zoneId);
};

export const listSensorDailyReadings = async (
  db: Database,
  session: Session,
  id: string,
  range: ReadingsRangeQuery,
) => {
  await requireVisibleSensor(db, session, id);
  return selectDailyReadings(db, id, range, session.zoneId);
};

/** The sensors the list finds under a filter (its favourite read, or 404), as a subquery for a read model to join. */
export const sensorsMatching = async (db: Database, session: Session, filter: SensorListFilter) =>
  matchingSensorIds(db, session, await queryFilterOf(db, session, filter));
