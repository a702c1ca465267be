import { performance } from 'node:perf_hooks';
import { runForDuration, sampleConcurrent } from './concurrency.ts';
import { deviceStream, insertParameters, nextBatch } from './device-stream.ts';
import { percentile } from './percentiles.ts';
import {
  CHART_SAMPLES,
  CHART_WARM_UP,
  INGEST_BATCH_SIZE,
  INGEST_DEVICES,
  INGEST_SECONDS,
  INGEST_WARM_UP_SECONDS,
  LIST_CONCURRENCY,
  LIST_CONCURRENT_SAMPLES_PER_CLIENT,
  LIST_CONCURRENT_WARM_UP_PER_CLIENT,
  LIST_FILTER,
  LIST_SEQUENTIAL_SAMPLES,
  LIST_SEQUENTIAL_WARM_UP,
} from './scale-config.ts';
import type { PlannedSensor, ScalePlan } from './scale-plan.ts';
import type { ScaleRow } from './scale-table.ts';
import { type ServerSql, type Statement, withParameter } from './server-sql.ts';
import type { SqlExecutor } from './sql-executor.ts';

/**
 * The scale measurements. Each one has two halves run against the same data set: `floor` runs the server's own
 * SQL through the bare driver (for PGlite, in the loading process before the server starts, since the server then
 * holds the data folder), and `measure` goes through the running server over keep-alive HTTP.
 * Floors answer plain JSON, because the PGlite ones come back from a child process.
 */
export type FloorContext = { executor: SqlExecutor; sql: ServerSql; plan: ScalePlan; log: (message: string) => void };

export type ServerContext = {
  baseUrl: string;
  /** A bearer token of the scale user (staff: sees every sensor). */
  token: string;
  plan: ScalePlan;
  /** "PostgreSQL ×1" or "PGlite ×0.1": prefixes the row names. */
  label: string;
  /** Where the floors were measured, for the notes. */
  floorWhere: string;
  log: (message: string) => void;
};

export type ScaleMeasurement<F> = {
  name: string;
  floor: (context: FloorContext) => Promise<F>;
  measure: (context: ServerContext, floor: F) => Promise<ScaleRow[]>;
};

/** Erases the floor type so measurements with different floors share one list; each half still agrees on it. */
const defineMeasurement = <F>(measurement: ScaleMeasurement<F>): ScaleMeasurement<unknown> =>
  measurement as ScaleMeasurement<unknown>;

type Percentiles = { p50: number; p95: number; p99: number; count: number };

const percentiles = (samples: readonly number[]): Percentiles => ({
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  p99: percentile(samples, 99),
  count: samples.length,
});

const GOALS = {
  postgres: { ingestPerSecond: 50_000, ingestP99: 50, firstPageP95: 3, firstPageConcurrentP99: 15, lastPageP95: 25 },
  pglite: { ingestPerSecond: 15_000 },
  chartP95: 10,
  maxFloorRatio: 2,
} as const;

const isPostgres = (plan: ScalePlan) => plan.target === 'postgres';

/** Answers the body, after checking the status: timing error answers would flatter the figures. */
const expectStatus = async (response: Response, status: number, what: string): Promise<ArrayBuffer> => {
  const body = await response.arrayBuffer();
  if (response.status !== status) {
    throw new Error(`${what} answered ${response.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
  }
  return body;
};

const runStatements = async (executor: SqlExecutor, statements: readonly Statement[], parallel: boolean) => {
  if (parallel) await Promise.all(statements.map((s) => executor.query(s.text, s.params)));
  else for (const s of statements) await executor.query(s.text, s.params);
};

// --- 1. Ingestion ------------------------------------------------------------------------------------------------

type IngestFloor = { perSecond: number; p95: number; p99: number; batches: number };

const streams = (sensors: readonly PlannedSensor[], plan: ScalePlan) =>
  // One second after the newest generated capture: every batch holds captures newer than what the sensor reported.
  sensors.map((sensor) => deviceStream(sensor, plan.load.lastCaptureAt + 1000));

const ingestion = defineMeasurement<IngestFloor>({
  name: 'ingestion',
  floor: async ({ executor, sql, plan, log }) => {
    const devices = streams(plan.floorIngestSensors, plan);
    const first = devices[0];
    if (!first) throw new Error('no floor devices');
    const { text } = await sql.insert(first.sensorId, nextBatch(first, INGEST_BATCH_SIZE));
    log(`  floor: ${INGEST_DEVICES} workers inserting batches of ${INGEST_BATCH_SIZE} for ${INGEST_SECONDS} s…`);
    const run = await runForDuration(
      async (worker) => {
        const device = devices[worker] as (typeof devices)[number];
        const batch = nextBatch(device, INGEST_BATCH_SIZE);
        const { rows } = await executor.query(text, insertParameters(device.sensorId, batch));
        if (rows.length !== batch.length) throw new Error(`floor insert stored ${rows.length} of ${batch.length}`);
        return batch.length;
      },
      { workers: INGEST_DEVICES, warmUpMs: INGEST_WARM_UP_SECONDS * 1000, durationMs: INGEST_SECONDS * 1000 },
    );
    const latency = percentiles(run.latencies);
    return { perSecond: run.perSecond, p95: latency.p95, p99: latency.p99, batches: run.calls };
  },
  measure: async ({ baseUrl, plan, label, floorWhere, log }, floor) => {
    const devices = streams(plan.ingestSensors, plan);
    log(`  HTTP: ${INGEST_DEVICES} devices posting batches of ${INGEST_BATCH_SIZE} for ${INGEST_SECONDS} s…`);
    const run = await runForDuration(
      async (worker) => {
        const device = devices[worker] as (typeof devices)[number];
        const batch = nextBatch(device, INGEST_BATCH_SIZE);
        const response = await fetch(`${baseUrl}/back/device-api/readings`, {
          method: 'POST',
          headers: { authorization: device.authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ readings: batch }),
        });
        const body = await expectStatus(response, 200, 'POST /back/device-api/readings');
        const result = JSON.parse(Buffer.from(body).toString('utf8')) as { accepted: number };
        if (result.accepted !== batch.length) throw new Error(`accepted ${result.accepted} of ${batch.length}`);
        return batch.length;
      },
      { workers: INGEST_DEVICES, warmUpMs: INGEST_WARM_UP_SECONDS * 1000, durationMs: INGEST_SECONDS * 1000 },
    );
    const latency = percentiles(run.latencies);
    const how = `POST /back/device-api/readings from ${INGEST_DEVICES} devices (distinct sensors) in batches of ${INGEST_BATCH_SIZE}, ${INGEST_SECONDS} s after ${INGEST_WARM_UP_SECONDS} s warm-up`;
    const floorWhat = `the server's insert statement alone (insert … select from unnest(…) on conflict do nothing returning id), same batches, ${INGEST_DEVICES} workers, ${floorWhere}`;
    const postgres = isPostgres(plan);
    return [
      {
        name: `${label}: ingestion throughput`,
        value: run.perSecond,
        unit: 'readings/s',
        goal: postgres ? GOALS.postgres.ingestPerSecond : GOALS.pglite.ingestPerSecond,
        atLeast: true,
        floor: { value: floor.perSecond, what: floorWhat },
        note: `${how}; ${run.calls} batches (floor ${floor.batches})`,
      },
      {
        name: `${label}: ingestion batch p95`,
        value: latency.p95,
        unit: 'ms',
        goal: null,
        floor: { value: floor.p95, what: floorWhat },
      },
      {
        name: `${label}: ingestion batch p99`,
        value: latency.p99,
        unit: 'ms',
        goal: postgres ? GOALS.postgres.ingestP99 : null,
        floor: { value: floor.p99, what: floorWhat },
      },
    ];
  },
});

// --- 2. Sensor list ----------------------------------------------------------------------------------------------

type ListCase = 'first' | 'last';
type ListFloor = Record<`${ListCase}-1` | `${ListCase}-${typeof LIST_CONCURRENCY}`, Percentiles>;

const lastStart = (plan: ScalePlan) => Math.max(0, plan.listTotal - 50);

const sampleBoth = async (task: () => Promise<void>) => ({
  sequential: percentiles(
    await sampleConcurrent(task, {
      clients: 1,
      perClient: LIST_SEQUENTIAL_SAMPLES,
      warmUpPerClient: LIST_SEQUENTIAL_WARM_UP,
    }),
  ),
  concurrent: percentiles(
    await sampleConcurrent(task, {
      clients: LIST_CONCURRENCY,
      perClient: LIST_CONCURRENT_SAMPLES_PER_CLIENT,
      warmUpPerClient: LIST_CONCURRENT_WARM_UP_PER_CLIENT,
    }),
  ),
});

const listQueryString = (start: number) => new URLSearchParams({ ...LIST_FILTER, start: String(start) }).toString();

const sensorList = defineMeasurement<ListFloor>({
  name: 'sensor list',
  floor: async ({ executor, sql, plan, log }) => {
    const floor: Partial<ListFloor> = {};
    for (const [which, start] of [
      ['first', 0],
      ['last', lastStart(plan)],
    ] as const) {
      const statements = await sql.list(start);
      log(`  floor: list ${which} page (start=${start}), 1 and ${LIST_CONCURRENCY} clients…`);
      // The server runs the page and the count at the same time (Promise.all in listSensors).
      const { sequential, concurrent } = await sampleBoth(() => runStatements(executor, statements, true));
      floor[`${which}-1`] = sequential;
      floor[`${which}-${LIST_CONCURRENCY}`] = concurrent;
    }
    return floor as ListFloor;
  },
  measure: async ({ baseUrl, token, plan, label, floorWhere, log }, floor) => {
    const headers = { authorization: `Bearer ${token}` };
    const rows: ScaleRow[] = [];
    const postgres = isPostgres(plan);
    for (const [which, start] of [
      ['first', 0],
      ['last', lastStart(plan)],
    ] as const) {
      const url = `${baseUrl}/back/sensors?${listQueryString(start)}`;
      const check = JSON.parse(
        Buffer.from(await expectStatus(await fetch(url, { headers }), 200, 'GET /back/sensors')).toString('utf8'),
      ) as { total: number; items: unknown[] };
      if (check.total !== plan.listTotal || check.items.length !== Math.min(50, plan.listTotal - start)) {
        throw new Error(
          `GET /back/sensors: total ${check.total}, ${check.items.length} items; expected ${plan.listTotal}`,
        );
      }
      log(`  HTTP: list ${which} page (start=${start}), 1 and ${LIST_CONCURRENCY} clients…`);
      const { sequential, concurrent } = await sampleBoth(async () => {
        await expectStatus(await fetch(url, { headers }), 200, 'GET /back/sensors');
      });
      const clientsText = (clients: number) => `${clients} client${clients > 1 ? 's' : ''}`;
      const floorWhat = (clients: number) =>
        `the server's page and count SQL (captured from its listSensors), run together as it does, through the driver, ${clientsText(clients)}, ${floorWhere}`;
      const cases = [
        [1, sequential, floor[`${which}-1`]],
        [LIST_CONCURRENCY, concurrent, floor[`${which}-${LIST_CONCURRENCY}`]],
      ] as const;
      for (const [clients, measured, floorFigures] of cases) {
        for (const p of ['p50', 'p95', 'p99'] as const) {
          const goal = !postgres
            ? null
            : which === 'first' && clients === 1 && p === 'p95'
              ? GOALS.postgres.firstPageP95
              : which === 'first' && clients > 1 && p === 'p99'
                ? GOALS.postgres.firstPageConcurrentP99
                : which === 'last' && clients === 1 && p === 'p95'
                  ? GOALS.postgres.lastPageP95
                  : null;
          rows.push({
            name: `${label}: sensor list ${which} page, ${clientsText(clients)} ${p}`,
            value: measured[p],
            unit: 'ms',
            goal,
            ...(postgres ? { maxFloorRatio: GOALS.maxFloorRatio } : {}),
            floor: { value: floorFigures[p], what: floorWhat(clients) },
            note: `${measured.count} requests GET /back/sensors?${listQueryString(start)} as staff (every sensor visible; ${plan.listTotal} match)`,
          });
        }
      }
    }
    return rows;
  },
});

// --- 3. Daily chart ----------------------------------------------------------------------------------------------

type ChartFloor = Percentiles;

const chartSensors = (plan: ScalePlan) => ({
  warmUp: plan.chartSensorIds.slice(0, CHART_WARM_UP),
  timed: plan.chartSensorIds.slice(CHART_WARM_UP),
});

const sampleOver = async (ids: readonly string[], warmUp: readonly string[], task: (id: string) => Promise<void>) => {
  for (const id of warmUp) await task(id);
  const durations: number[] = [];
  for (const id of ids) {
    const start = performance.now();
    await task(id);
    durations.push(performance.now() - start);
  }
  return durations;
};

const dailyChart = defineMeasurement<ChartFloor>({
  name: 'daily chart',
  floor: async ({ executor, sql, plan, log }) => {
    const { warmUp, timed } = chartSensors(plan);
    const template = warmUp[0] as string;
    const statements = await sql.chart(template, plan.chartRange);
    log(`  floor: 90-day daily chart over ${CHART_SAMPLES} random sensors…`);
    // The sensor lookup (tenant scope) then the aggregate, one after the other as listSensorDailyReadings does.
    return percentiles(
      await sampleOver(timed, warmUp, (id) => runStatements(executor, withParameter(statements, template, id), false)),
    );
  },
  measure: async ({ baseUrl, token, plan, label, floorWhere, log }, floor) => {
    const { warmUp, timed } = chartSensors(plan);
    const headers = { authorization: `Bearer ${token}` };
    const query = new URLSearchParams(plan.chartRange).toString();
    const first = JSON.parse(
      Buffer.from(
        await expectStatus(
          await fetch(`${baseUrl}/back/sensors/${timed[0]}/readings/daily?${query}`, { headers }),
          200,
          'GET daily',
        ),
      ).toString('utf8'),
    ) as { captures: number }[];
    const captures = first.reduce((sum, day) => sum + day.captures, 0);
    log(
      `  HTTP: 90-day daily chart over ${CHART_SAMPLES} random sensors (${first.length} days, ${captures} captures)…`,
    );
    const measured = percentiles(
      await sampleOver(timed, warmUp, async (id) => {
        await expectStatus(
          await fetch(`${baseUrl}/back/sensors/${id}/readings/daily?${query}`, { headers }),
          200,
          'GET /back/sensors/:id/readings/daily',
        );
      }),
    );
    const what = `GET /back/sensors/{id}/readings/daily?from=${plan.chartRange.from}&to=${plan.chartRange.to}`;
    const floorWhat = `the server's sensor lookup and daily aggregate SQL (captured from its listSensorDailyReadings) through the driver, same sensors, ${floorWhere}`;
    const postgres = isPostgres(plan);
    return (['p50', 'p95', 'p99'] as const).map((p) => ({
      name: `${label}: daily chart, 90 days ${p}`,
      value: measured[p],
      unit: 'ms',
      goal: postgres && p === 'p95' ? GOALS.chartP95 : null,
      floor: { value: floor[p], what: floorWhat },
      note: `${measured.count} sequential requests over random sensors, ${what} (${first.length} days, ${captures} captures for the first sensor)`,
    }));
  },
});

/** Run in this order on each target: ingestion first, as in the issue, then the reads. */
export const SCALE_MEASUREMENTS: readonly ScaleMeasurement<unknown>[] = [ingestion, sensorList, dailyChart];
