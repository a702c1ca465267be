import type { IssueTransition, ReadingIssueType } from '@console/domain/issue/issue-rules';
import { getIssueDefaults, type IssueType } from '@console/domain/issue/issue.schema';
import type { Reading } from '@console/domain/sensor/reading.schema';
import type { LinuxState, SensorState } from '@console/domain/sensor/sensor.schema';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { issues, sensors } from '../../db/schema.ts';
import { raiseIssuesOpened } from '../notifications/raise.ts';

export const findSensorCredentials = async (db: Database, serialNumber: string) => {
  const [sensor] = await db
    .select({ id: sensors.id, deviceSecretHash: sensors.deviceSecretHash })
    .from(sensors)
    .where(sql`lower(${sensors.serialNumber}) = lower(${serialNumber})`);
  return sensor;
};

/** The batch insert: a capture already stored is skipped, and the ids that were new come back. */
export const insertReadingsStatement = (sensorId: string, batch: readonly Reading[]): SQL => {
  const column = <T>(pick: (reading: Reading) => T) => sql.param(batch.map(pick));
  return sql`
    insert into readings (sensor_id, id, measured_at, slug_count, temperature, humidity, rainfall, battery_voltage,
                          device_state, linux_state, shutter, usb_fill_rate, gps_lat, gps_long)
    select ${sensorId}, * from unnest(
      ${column((r) => r.id)}::uuid[], ${column((r) => r.measuredAt)}::timestamptz[], ${column((r) => r.slugCount)}::int[],
      ${column((r) => r.temperature ?? null)}::real[], ${column((r) => r.humidity ?? null)}::real[],
      ${column((r) => r.rainfall ?? null)}::real[], ${column((r) => r.batteryVoltage)}::real[],
      ${column((r) => r.deviceState)}::text[], ${column((r) => r.linuxState)}::text[], ${column((r) => r.shutter)}::text[],
      ${column((r) => Math.round(r.usbFillRate))}::smallint[], ${column((r) => r.gps?.lat ?? null)}::float8[],
      ${column((r) => r.gps?.long ?? null)}::float8[])
    on conflict do nothing
    returning id`;
};

type LockedSensorRow = {
  accountId: string;
  hasWeatherSensor: boolean;
  linuxState: LinuxState | null;
  linuxFaultOrigin: LinuxState | null;
  lastMeasuredAt: Date | string | null;
  openTypes: IssueType[];
  insertedIds: string[];
};

/**
 * Locks the sensor, so two batches of a sensor apply in turn, and stores the batch, in one round trip: the
 * sensor's rule state, its open issue types and the ids that were new. Round trips are most of what a batch
 * costs, so ingestion throughput follows their count.
 */
export const lockSensorAndInsertReadings = async (db: Database, sensorId: string, batch: readonly Reading[]) => {
  // Issue types and ids as JSON, not arrays: both drivers parse JSON into an array the same way.
  const [row] = await selectRows<LockedSensorRow>(
    db,
    sql`with inserted as (${insertReadingsStatement(sensorId, batch)})
        select s.account_id as "accountId", s.has_weather_sensor as "hasWeatherSensor",
               s.linux_state as "linuxState", s.linux_fault_origin as "linuxFaultOrigin",
               s.last_measured_at as "lastMeasuredAt",
               (select coalesce(json_agg(i.type), '[]') from issues i
                where i.sensor_id = s.id and i.closed_at is null) as "openTypes",
               (select coalesce(json_agg(inserted.id), '[]') from inserted) as "insertedIds"
        from sensors s
        where s.id = ${sensorId}
        for update of s`,
  );
  if (!row) throw new Error(`sensor ${sensorId} vanished during ingestion`);
  const { insertedIds, lastMeasuredAt, ...sensor } = row;
  return {
    sensor: { ...sensor, lastMeasuredAt: lastMeasuredAt === null ? null : new Date(lastMeasuredAt) },
    inserted: new Set(insertedIds),
  };
};

export const applyIssueTransitions = async (
  db: Database,
  sensor: { id: string; accountId: string },
  transitions: readonly IssueTransition[],
  readingAt: (measuredAt: string) => Reading | undefined,
) => {
  const opened = transitions.filter((t): t is IssueTransition & { openedAt: string } => t.openedAt !== null);
  if (opened.length > 0) {
    const inserted = await db
      .insert(issues)
      .values(
        opened.map((t) => ({
          sensorId: sensor.id,
          accountId: sensor.accountId,
          type: t.type,
          ...getIssueDefaults(t.type),
          openedAt: new Date(t.openedAt),
          closedAt: t.closedAt ? new Date(t.closedAt) : null,
          openingReading: readingAt(t.openedAt),
          closingReading: t.closedAt ? readingAt(t.closedAt) : undefined,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: issues.id });
    await raiseIssuesOpened(
      db,
      inserted.map((issue) => issue.id),
    );
  }
  for (const t of transitions.filter((t) => t.openedAt === null && t.closedAt !== null)) {
    await closeIssues(db, sensor.id, [t.type], new Date(t.closedAt as string), readingAt(t.closedAt as string));
  }
};

export const closeIssues = async (
  db: Database,
  sensorId: string,
  types: readonly (IssueType | ReadingIssueType)[],
  closedAt: Date | ReturnType<typeof sql>,
  closingReading?: Reading,
) => {
  await db
    .update(issues)
    .set({ closedAt, closingReading })
    .where(and(eq(issues.sensorId, sensorId), inArray(issues.type, [...types]), isNull(issues.closedAt)));
};

export type SensorStatusUpdate = {
  state: SensorState;
  latest: Reading;
  linuxFaultOrigin: string | null;
};

/** Last contact always moves; the reported status only when the batch holds a capture newer than the last one. */
export const updateSensorAfterIngestion = async (db: Database, sensorId: string, status: SensorStatusUpdate | null) => {
  const openIssueCount = sql`(select count(*)::int from ${issues} where ${issues.sensorId} = ${sensorId} and ${issues.closedAt} is null)`;
  const reported = status
    ? {
        state: status.state,
        deviceState: status.latest.deviceState,
        linuxState: status.latest.linuxState,
        linuxFaultOrigin: status.linuxFaultOrigin as Reading['linuxState'] | null,
        shutter: status.latest.shutter,
        batteryVoltage: status.latest.batteryVoltage,
        usbFillRate: status.latest.usbFillRate,
        gpsLat: status.latest.gps?.lat ?? null,
        gpsLong: status.latest.gps?.long ?? null,
        lastSlugCount: status.latest.slugCount,
        lastMeasuredAt: new Date(status.latest.measuredAt),
      }
    : {};
  await db
    .update(sensors)
    .set({ ...reported, lastContactAt: sql`now()`, openIssueCount })
    .where(eq(sensors.id, sensorId));
};
