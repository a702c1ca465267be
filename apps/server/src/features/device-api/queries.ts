import type { IssueTransition, ReadingIssueType } from '@console/domain/issue/issue-rules';
import { getIssueDefaults, type IssueType } from '@console/domain/issue/issue.schema';
import type { Reading } from '@console/domain/sensor/reading.schema';
import type { SensorState } from '@console/domain/sensor/sensor.schema';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { issues, sensors } from '../../db/schema.ts';

export const findSensorCredentials = async (db: Database, serialNumber: string) => {
  const [sensor] = await db
    .select({ id: sensors.id, deviceSecretHash: sensors.deviceSecretHash })
    .from(sensors)
    .where(sql`lower(${sensors.serialNumber}) = lower(${serialNumber})`);
  return sensor;
};

/** The sensor's rule state and open issue types in one round trip, locked so two batches of a sensor apply in turn. */
export const lockSensorForIngestion = async (db: Database, sensorId: string) => {
  const [sensor] = await db
    .select({
      accountId: sensors.accountId,
      hasWeatherSensor: sensors.hasWeatherSensor,
      linuxState: sensors.linuxState,
      linuxFaultOrigin: sensors.linuxFaultOrigin,
      lastMeasuredAt: sensors.lastMeasuredAt,
      // JSON, not a text[]: both drivers parse it into an array the same way. Written out, because column
      // references in a select list lose their table name and `id` would read as the issue's.
      openTypes: sql<IssueType[]>`(select coalesce(json_agg(i.type), '[]') from issues i
        where i.sensor_id = sensors.id and i.closed_at is null)`,
    })
    .from(sensors)
    .where(eq(sensors.id, sensorId))
    .for('update', { of: sensors });
  if (!sensor) throw new Error(`sensor ${sensorId} vanished during ingestion`);
  return sensor;
};

/** Inserts a batch in one statement; a capture already stored is skipped. Answers the ids that were new. */
export const insertReadings = async (
  db: Database,
  sensorId: string,
  batch: readonly Reading[],
): Promise<Set<string>> => {
  const column = <T>(pick: (reading: Reading) => T) => sql.param(batch.map(pick));
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
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
    returning id`,
  );
  return new Set(rows.map((row) => row.id));
};

export const applyIssueTransitions = async (
  db: Database,
  sensor: { id: string; accountId: string },
  transitions: readonly IssueTransition[],
  readingAt: (measuredAt: string) => Reading | undefined,
) => {
  const opened = transitions.filter((t): t is IssueTransition & { openedAt: string } => t.openedAt !== null);
  if (opened.length > 0) {
    await db
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
      .onConflictDoNothing();
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
