import type { PendingConditions } from '@console/domain/issue/issue-rules';
import type { IssueType } from '@console/domain/issue/issue.schema';
import type { Reading } from '@console/domain/sensor/reading.schema';
import type { SensorState } from '@console/domain/sensor/sensor.schema';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, preparedPerDatabase, preparedStatement } from '../../db/client.ts';
import { issues, sensors } from '../../db/schema.ts';
import { usageJson } from '../../limits/rate-limit.ts';
import { slugCountAlertStatement } from '../alert-settings/service.ts';

// Opening and closing issues belongs to the issues feature (`applyReadingIssues`, `closeIssuesOnContact`). What stays
// here reads issues inside the ingestion's own statements, which combine them with the sensor's state to save round
// trips: its open issue types, the quiet batch's check that they have not changed, and `open_issue_count`.

// JSON, not an array: both drivers parse JSON into an array the same way.
const openIssueTypes = (sensorId: SQL | AnyPgColumn) =>
  sql<IssueType[]>`(select coalesce(json_agg(i.type order by i.type), '[]') from ${issues} i
                    where i.sensor_id = ${sensorId} and i.closed_at is null)`;

/** What the issue rules and the status need of a sensor before a batch: its rule context and its open issues. */
const ingestionStateColumns = {
  id: sensors.id,
  accountId: sensors.accountId,
  hasWeatherSensor: sensors.hasWeatherSensor,
  weatherSource: sensors.weatherSource,
  linuxState: sensors.linuxState,
  linuxFaultOrigin: sensors.linuxFaultOrigin,
  pendingIssues: sensors.pendingIssues,
  lastMeasuredAt: sensors.lastMeasuredAt,
  openTypes: openIssueTypes(sensors.id),
  // Whose risk the batch's counts move.
  parcelId: sensors.parcelId,
};

/** Failed secrets counted against a device's serial number and its client address (decision 078). */
export const deviceFailureSubjects = <Subject extends SQLWrapper | string>(
  serialNumber: Subject,
  ip: NoInfer<Subject>,
) =>
  [
    { kind: 'device-failures-by-serial', subject: serialNumber },
    { kind: 'device-failures-by-ip', subject: ip },
  ] as const;

// From a one-row relation, so that an unknown serial number costs the same round trip and still reads its failures.
const credentialsQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...ingestionStateColumns,
      deviceSecretHash: sensors.deviceSecretHash,
      failures: usageJson(deviceFailureSubjects<SQLWrapper>(sql.placeholder('serialNumber'), sql.placeholder('ip'))),
    })
    .from(sql`(select) as one`)
    .leftJoin(sensors, sql`lower(${sensors.serialNumber}) = lower(${sql.placeholder('serialNumber')})`)
    .prepare('device_credentials'),
);

/**
 * A device's sensor by serial number, with its secret's hash and its state before the batch, and the failures counted
 * against the serial number and the client address, in one round trip: a healthy device's batch reads nothing else
 * before its own statement.
 */
export const findSensorCredentials = async (db: Database, serialNumber: string, ip: string) => {
  const [row] = await credentialsQuery(db).execute({ serialNumber, ip });
  if (!row) throw new Error('the credentials query answers one row');
  const { failures, id, accountId, hasWeatherSensor, weatherSource, deviceSecretHash, ...rest } = row;
  const sensor =
    id === null ||
    accountId === null ||
    hasWeatherSensor === null ||
    weatherSource === null ||
    deviceSecretHash === null
      ? undefined
      : { id, accountId, hasWeatherSensor, weatherSource, deviceSecretHash, ...rest };
  return { sensor, failures };
};

export type SensorIngestionState = Omit<
  NonNullable<Awaited<ReturnType<typeof findSensorCredentials>>['sensor']>,
  'deviceSecretHash'
>;

/** A batch as the insert's values: the sensor, then one array per column, so any batch is the same 14 parameters. */
export const readingInsertValues = (sensorId: string, batch: readonly Reading[]) => ({
  sensorId,
  ids: batch.map((r) => r.id),
  measuredAts: batch.map((r) => r.measuredAt),
  slugCounts: batch.map((r) => r.slugCount),
  temperatures: batch.map((r) => r.temperature ?? null),
  humidities: batch.map((r) => r.humidity ?? null),
  rainfalls: batch.map((r) => r.rainfall ?? null),
  batteryVoltages: batch.map((r) => r.batteryVoltage),
  deviceStates: batch.map((r) => r.deviceState),
  linuxStates: batch.map((r) => r.linuxState),
  shutters: batch.map((r) => r.shutter),
  usbFillRates: batch.map((r) => Math.round(r.usbFillRate)),
  gpsLats: batch.map((r) => r.gps?.lat ?? null),
  gpsLongs: batch.map((r) => r.gps?.long ?? null),
});

const value = sql.placeholder;

/**
 * The batch insert, its values given by `readingInsertValues`: a capture already stored is skipped, and the new ones
 * come back. `condition` lets a larger statement store the batch only when it holds.
 */
export const insertReadingsStatement = (condition = sql``): SQL => sql`
    insert into readings (sensor_id, id, measured_at, slug_count, temperature, humidity, rainfall, battery_voltage,
                          device_state, linux_state, shutter, usb_fill_rate, gps_lat, gps_long)
    select ${value('sensorId')}::uuid, * from unnest(
      ${value('ids')}::uuid[], ${value('measuredAts')}::timestamptz[], ${value('slugCounts')}::int[],
      ${value('temperatures')}::real[], ${value('humidities')}::real[], ${value('rainfalls')}::real[],
      ${value('batteryVoltages')}::real[], ${value('deviceStates')}::text[], ${value('linuxStates')}::text[],
      ${value('shutters')}::text[], ${value('usbFillRates')}::smallint[], ${value('gpsLats')}::float8[],
      ${value('gpsLongs')}::float8[])
    ${condition}
    on conflict do nothing
    returning id, slug_count, measured_at`;

type LockedSensorRow = Omit<SensorIngestionState, 'id' | 'lastMeasuredAt'> & {
  lastMeasuredAt: Date | string | null;
  insertedIds: string[];
};

const lockAndInsert = preparedStatement<LockedSensorRow>(
  'ingest_lock_and_insert',
  sql`with inserted as (${insertReadingsStatement()}),
           alerted as (${slugCountAlertStatement(value('sensorId'), sql`inserted`)})
      select s.account_id as "accountId", s.has_weather_sensor as "hasWeatherSensor",
             s.linux_state as "linuxState", s.linux_fault_origin as "linuxFaultOrigin",
             s.pending_issues as "pendingIssues",
             s.last_measured_at as "lastMeasuredAt", ${openIssueTypes(sql`s.id`)} as "openTypes",
             s.parcel_id as "parcelId", (select coalesce(json_agg(inserted.id), '[]') from inserted) as "insertedIds"
      from sensors s
      where s.id = ${value('sensorId')}
      for update of s`,
);

/**
 * Locks the sensor, so two batches of a sensor apply in turn, stores the batch and raises its slug-count alert, in
 * one round trip: the sensor's rule state, its open issue types and the ids that were new. Round trips and planning
 * are most of what a batch costs (docs/benchmarks.md), hence one statement, prepared.
 */
export const lockSensorAndInsertReadings = async (db: Database, sensorId: string, batch: readonly Reading[]) => {
  const [row] = await lockAndInsert(db, readingInsertValues(sensorId, batch));
  if (!row) throw new Error(`sensor ${sensorId} vanished during ingestion`);
  const { insertedIds, lastMeasuredAt, ...sensor } = row;
  return {
    sensor: { ...sensor, lastMeasuredAt: lastMeasuredAt === null ? null : new Date(lastMeasuredAt) },
    inserted: new Set(insertedIds),
  };
};

export type SensorStatusUpdate = {
  state: SensorState;
  latest: Reading;
  linuxFaultOrigin: string | null;
  pendingIssues: PendingConditions | null;
};

const statusValues = (status: SensorStatusUpdate) => ({
  state: status.state,
  deviceState: status.latest.deviceState,
  linuxState: status.latest.linuxState,
  linuxFaultOrigin: status.linuxFaultOrigin,
  // JSON text: the drivers would pass an object parameter each their own way.
  pendingIssues: status.pendingIssues && JSON.stringify(status.pendingIssues),
  shutter: status.latest.shutter,
  batteryVoltage: status.latest.batteryVoltage,
  usbFillRate: status.latest.usbFillRate,
  gpsLat: status.latest.gps?.lat ?? null,
  gpsLong: status.latest.gps?.long ?? null,
  lastSlugCount: status.latest.slugCount,
  lastMeasuredAt: status.latest.measuredAt,
});

/** Last contact always moves; the reported status only when the batch holds a capture newer than the last one. */
const sensorStatusUpdate = (withStatus: boolean, condition = sql``): SQL => {
  const reported = withStatus
    ? sql`, state = ${value('state')}, device_state = ${value('deviceState')}, linux_state = ${value('linuxState')},
          linux_fault_origin = ${value('linuxFaultOrigin')}, pending_issues = ${value('pendingIssues')}::jsonb,
          shutter = ${value('shutter')},
          battery_voltage = ${value('batteryVoltage')}, usb_fill_rate = ${value('usbFillRate')},
          gps_lat = ${value('gpsLat')}, gps_long = ${value('gpsLong')}, last_slug_count = ${value('lastSlugCount')},
          last_measured_at = ${value('lastMeasuredAt')}::timestamptz`
    : sql``;
  return sql`update sensors
    set last_contact_at = now(),
        open_issue_count = (select count(*)::int from issues i where i.sensor_id = sensors.id and i.closed_at is null)
        ${reported}
    where sensors.id = ${value('sensorId')} ${condition}`;
};

const statusUpdates = {
  withStatus: preparedStatement('ingest_sensor_status', sensorStatusUpdate(true)),
  lateOnly: preparedStatement('ingest_sensor_contact', sensorStatusUpdate(false)),
};

export const updateSensorAfterIngestion = async (db: Database, sensorId: string, status: SensorStatusUpdate | null) => {
  await (status
    ? statusUpdates.withStatus(db, { sensorId, ...statusValues(status) })
    : statusUpdates.lateOnly(db, { sensorId }));
};

const quietBatch = (withStatus: boolean) =>
  preparedStatement<{ locked: number; accepted: number }>(
    withStatus ? 'ingest_quiet_batch' : 'ingest_quiet_late_batch',
    sql`with locked as (
          select s.id from sensors s
          where s.id = ${value('sensorId')}
            and s.last_measured_at is not distinct from ${value('knownLastMeasuredAt')}::timestamptz
            and s.linux_state is not distinct from ${value('knownLinuxState')}::text
            and s.linux_fault_origin is not distinct from ${value('knownFaultOrigin')}::text
            and s.has_weather_sensor = ${value('knownHasWeatherSensor')}::boolean
            and array(select i.type from issues i where i.sensor_id = s.id and i.closed_at is null order by i.type)
                = ${value('knownOpenTypes')}::text[]
          for update of s),
        inserted as (${insertReadingsStatement(sql`where exists (select from locked)`)}),
        alerted as (${slugCountAlertStatement(value('sensorId'), sql`inserted`)}),
        updated as (${sensorStatusUpdate(withStatus, sql`and exists (select from locked)`)})
        select (select count(*) from locked)::int as locked, (select count(*) from inserted)::int as accepted`,
  );
const quietBatches = { withStatus: quietBatch(true), lateOnly: quietBatch(false) };

/**
 * A batch that opens and closes no issue, in one statement and so without a transaction of several: the sensor is
 * locked only if it is still in the state the batch was planned on (`known`, read with the device's credentials), and
 * only then are the captures stored, the alert raised and the status moved. Planning on the state alone holds because
 * `last_measured_at` is the newest stored capture: a capture newer than it cannot already be stored. Answers how many
 * captures were new, or null when the sensor had moved on and nothing was written.
 */
export const ingestQuietBatch = async (
  db: Database,
  known: SensorIngestionState,
  batch: readonly Reading[],
  status: SensorStatusUpdate | null,
): Promise<number | null> => {
  const [row] = await (status ? quietBatches.withStatus : quietBatches.lateOnly)(db, {
    ...readingInsertValues(known.id, batch),
    ...(status ? statusValues(status) : {}),
    knownLastMeasuredAt: known.lastMeasuredAt?.toISOString() ?? null,
    knownLinuxState: known.linuxState,
    knownFaultOrigin: known.linuxFaultOrigin,
    knownHasWeatherSensor: known.hasWeatherSensor,
    knownOpenTypes: known.openTypes,
  });
  return row?.locked ? row.accepted : null;
};
