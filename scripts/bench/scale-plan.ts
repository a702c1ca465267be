import {
  CHART_SAMPLES,
  CHART_WARM_UP,
  HISTORY_DAYS,
  INGEST_DEVICES,
  LIST_FILTER,
  SERIAL_PREFIX,
  type ScaleTargetKind,
} from './scale-config.ts';
import type { ScaleLoad } from './scale-data.ts';
import type { ChartRange } from './server-sql.ts';
import { selectOne, selectRows, type SqlExecutor } from './sql-executor.ts';

export type PlannedSensor = { id: string; serialNumber: string };

/** What every measurement of one target works on, fixed once the data set is loaded (JSON, for the PGlite child). */
export type ScalePlan = {
  target: ScaleTargetKind;
  scale: number;
  load: ScaleLoad;
  /** Sensors matching the list filter: the last page starts at total − 50. */
  listTotal: number;
  /** The devices posting through HTTP, and their twins the floor inserts for (EnService, so list totals stay put). */
  ingestSensors: PlannedSensor[];
  floorIngestSensors: PlannedSensor[];
  /** Warm-up sensors first, then the timed ones; random, the ingestion sensors excluded. */
  chartSensorIds: string[];
  chartRange: ChartRange;
};

/** yyyy-MM-dd of an instant in a time zone. */
const localDate = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 90 calendar days in the user's zone, ending today: the chart's longest usual range. */
export const ninetyDayRange = (zoneId: string, now = new Date()): ChartRange => {
  const to = localDate(now, zoneId);
  return { from: addDays(to, -(HISTORY_DAYS - 1)), to };
};

export const buildPlan = async (
  executor: SqlExecutor,
  target: ScaleTargetKind,
  scale: number,
  load: ScaleLoad,
  zoneId: string,
): Promise<ScalePlan> => {
  const { n: listTotal } = await selectOne<{ n: number }>(
    executor,
    `select count(*)::int as n from sensors where state = $1 and usage = $2`,
    [LIST_FILTER.states, LIST_FILTER.usages],
  );
  const devices = await selectRows<PlannedSensor>(
    executor,
    `select id, serial_number as "serialNumber" from sensors
     where serial_number like $1 and state = 'EnService' order by serial_number limit $2`,
    [`${SERIAL_PREFIX}%`, INGEST_DEVICES * 2],
  );
  if (devices.length < INGEST_DEVICES * 2) throw new Error('not enough EnService sensors for the ingestion devices');
  const ingestSensors = devices.slice(0, INGEST_DEVICES);
  const floorIngestSensors = devices.slice(INGEST_DEVICES);
  const excluded = devices.map((device) => device.id);
  const candidates = (
    await selectRows<{ id: string }>(
      executor,
      `select id from sensors where serial_number like $1 and not (id = any($2::uuid[]))`,
      [`${SERIAL_PREFIX}%`, excluded],
    )
  ).map((row) => row.id);
  const chartSensorIds = Array.from(
    { length: CHART_WARM_UP + CHART_SAMPLES },
    () => candidates[Math.floor(Math.random() * candidates.length)] as string,
  );
  return {
    target,
    scale,
    load,
    listTotal,
    ingestSensors,
    floorIngestSensors,
    chartSensorIds,
    chartRange: ninetyDayRange(zoneId),
  };
};
