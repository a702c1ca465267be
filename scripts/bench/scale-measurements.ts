import { runForDuration } from './concurrency.ts';
import { deviceStream, insertParameters, nextBatch } from './device-stream.ts';
import { ALL_PAGE_CASES, GOAL_PAGE_CASES, type PageCase, pagedListMeasurement } from './paged-list-measurement.ts';
import {
  CHART_SAMPLES,
  CHART_WARM_UP,
  FAVOURITE_FILTER_NAME,
  INGEST_BATCH_SIZE,
  INGEST_DEVICES,
  INGEST_SECONDS,
  INGEST_WARM_UP_SECONDS,
  LIST_CONCURRENCY,
  LIST_FILTER,
  SCALE_USER_NAMES,
  type ScaleUser,
} from './scale-config.ts';
import {
  bearer,
  defineMeasurement,
  callApi,
  fetchJson,
  isPostgres,
  PERCENTILES,
  type Percentiles,
  percentiles,
  runStages,
  runStatements,
  type ScaleMeasurement,
  sampleOver,
} from './scale-measurement.ts';
import type { PlannedSensor, ScalePlan } from './scale-plan.ts';
import { withParameters } from './server-sql.ts';

/** The sensors issue's measurements (`BENCH=scale`); the contract and the shared helpers are in scale-measurement.ts. */

/** The sensors issue's goals besides the list's, which paged-list-measurement.ts holds. */
const GOALS = {
  postgres: { ingestPerSecond: 50_000, ingestP99: 50 },
  pglite: { ingestPerSecond: 15_000 },
  chartP95: 10,
} as const;

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
        const body = await callApi(`${baseUrl}/back/device-api/readings`, 'POST /back/device-api/readings', {
          method: 'POST',
          headers: { authorization: device.authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ readings: batch }),
        });
        const result = JSON.parse(body.toString('utf8')) as { accepted: number };
        if (result.accepted !== batch.length) throw new Error(`accepted ${result.accepted} of ${batch.length}`);
        return batch.length;
      },
      { workers: INGEST_DEVICES, warmUpMs: INGEST_WARM_UP_SECONDS * 1000, durationMs: INGEST_SECONDS * 1000 },
    );
    const latency = percentiles(run.latencies);
    const how = `POST /back/device-api/readings from ${INGEST_DEVICES} devices (distinct sensors) in batches of ${INGEST_BATCH_SIZE}, ${INGEST_SECONDS} s after ${INGEST_WARM_UP_SECONDS} s warm-up`;
    const floorWhat = `the server's insert statement alone (insert … select from unnest(…) on conflict do nothing returning id, slug_count, measured_at), same batches, ${INGEST_DEVICES} workers, ${floorWhere}`;
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

const staffSensorList = (cases: readonly PageCase[]) =>
  pagedListMeasurement({
    name: 'sensor list',
    user: 'staff',
    who: 'staff (every sensor visible)',
    path: '/back/sensors',
    query: (start) => new URLSearchParams({ ...LIST_FILTER, start: String(start) }).toString(),
    statements: async (sql, start) => (await sql.sensorList('staff', LIST_FILTER, start)).stages,
    source: 'listSensors',
    total: (plan) => plan.listTotal,
    cases,
  });
const sensorList = staffSensorList(ALL_PAGE_CASES);

const SENSOR_WHO: Record<ScaleUser, string> = {
  staff: 'staff (every sensor visible)',
  provider: "the provider (its own and its farmers' sensors)",
};

/**
 * The sensor list narrowed by the user's favourite (BENCH_FAVOURITE, the parcel benchmark's too): the sensors
 * standing on a parcel of its zones and crop, with the default sort, as the list opens on a favourite.
 */
const sensorListsByFavourite = SCALE_USER_NAMES.map((user) =>
  pagedListMeasurement({
    name: `sensor list (${user}, ${FAVOURITE_FILTER_NAME})`,
    user,
    who: SENSOR_WHO[user],
    path: '/back/sensors',
    query: (start, plan) =>
      new URLSearchParams({ favourite_id: plan.favouriteIds[user], start: String(start) }).toString(),
    statements: async (sql, start, plan) =>
      (await sql.sensorList(user, { favouriteId: plan.favouriteIds[user] }, start)).stages,
    source: 'listSensors',
    favourite: true,
    total: (plan) => plan.favouriteSensorTotals[user],
    cases: GOAL_PAGE_CASES,
  }),
);

// --- 3. Daily chart ----------------------------------------------------------------------------------------------

type ChartFloor = Percentiles;

const chartSensors = (plan: ScalePlan) => ({
  warmUp: plan.chartSensorIds.slice(0, CHART_WARM_UP),
  timed: plan.chartSensorIds.slice(CHART_WARM_UP),
});

const dailyChart = defineMeasurement<ChartFloor>({
  name: 'daily chart',
  floor: async ({ executor, sql, plan, log }) => {
    const { warmUp, timed } = chartSensors(plan);
    const template = warmUp[0] as string;
    const statements = await sql.chart(template, plan.chartRange);
    log(`  floor: 90-day daily chart over ${CHART_SAMPLES} random sensors…`);
    // The sensor lookup (tenant scope) then the aggregate, one after the other as listSensorDailyReadings does.
    return percentiles(
      await sampleOver(timed, warmUp, (id) =>
        runStatements(executor, withParameters(statements, new Map([[template, id]])), false),
      ),
    );
  },
  measure: async ({ baseUrl, tokens, plan, label, floorWhere, log }, floor) => {
    const { warmUp, timed } = chartSensors(plan);
    const headers = bearer(tokens.staff);
    const query = new URLSearchParams(plan.chartRange).toString();
    const first = await fetchJson<{ captures: number }[]>(
      `${baseUrl}/back/sensors/${timed[0]}/readings/daily?${query}`,
      headers,
      'GET daily',
    );
    const captures = first.reduce((sum, day) => sum + day.captures, 0);
    log(
      `  HTTP: 90-day daily chart over ${CHART_SAMPLES} random sensors (${first.length} days, ${captures} captures)…`,
    );
    const measured = percentiles(
      await sampleOver(timed, warmUp, async (id) => {
        await callApi(`${baseUrl}/back/sensors/${id}/readings/daily?${query}`, 'GET /back/sensors/:id/readings/daily', {
          headers,
        });
      }),
    );
    const what = `GET /back/sensors/{id}/readings/daily?from=${plan.chartRange.from}&to=${plan.chartRange.to}`;
    const floorWhat = `the server's sensor lookup and daily aggregate SQL (captured from its listSensorDailyReadings) through the driver, same sensors, ${floorWhere}`;
    const postgres = isPostgres(plan);
    return PERCENTILES.map((p) => ({
      name: `${label}: daily chart, 90 days ${p}`,
      value: measured[p],
      unit: 'ms',
      goal: postgres && p === 'p95' ? GOALS.chartP95 : null,
      floor: { value: floor[p], what: floorWhat },
      note: `${measured.count} sequential requests over random sensors, ${what} (${first.length} days, ${captures} captures for the first sensor)`,
    }));
  },
});

// --- 4. Issue rule preview ---------------------------------------------------------------------------------------

const PREVIEW_SAMPLES = 10;
const PREVIEW_WARM_UP = 2;
const PREVIEW_GOAL_MS = 2000;
const previewRuns = Array.from({ length: PREVIEW_SAMPLES }, (_, index) => index);
const previewWarmUp = previewRuns.slice(0, PREVIEW_WARM_UP);

/**
 * The settings issue's preview (decision 162) at fleet scale: a fixed sample of sensors, so its cost should not follow
 * the fleet. The floor is its SQL alone (the rules, the sample, the sample's captures); the gap is the replay.
 */
const issuePreview = defineMeasurement<Percentiles>({
  name: 'issue rule preview',
  floor: async ({ executor, sql, log }) => {
    const stages = await sql.issuePreview();
    log(`  floor: the preview's SQL, ${PREVIEW_SAMPLES} times…`);
    return percentiles(await sampleOver(previewRuns, previewWarmUp, () => runStages(executor, stages)));
  },
  measure: async ({ baseUrl, tokens, label, floorWhere, log }, floor) => {
    const headers = bearer(tokens.staff);
    const { value: rules } = await fetchJson<{ value: unknown }>(
      `${baseUrl}/back/settings/issues`,
      headers,
      'GET /back/settings/issues',
    );
    const init = {
      method: 'POST' as const,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ rules }),
    };
    const url = `${baseUrl}/back/settings/issues/preview`;
    const first = JSON.parse((await callApi(url, 'POST preview', init)).toString('utf8')) as {
      reportingSensors: number;
      sampledSensors: number;
    };
    log(`  HTTP: ${PREVIEW_SAMPLES} previews (${first.sampledSensors} of ${first.reportingSensors} sensors)…`);
    const measured = percentiles(
      await sampleOver(previewRuns, previewWarmUp, async () => void (await callApi(url, 'POST preview', init))),
    );
    return (['p50', 'p95'] as const).map((p) => ({
      name: `${label}: issue rule preview ${p}`,
      value: measured[p],
      unit: 'ms',
      goal: p === 'p95' ? PREVIEW_GOAL_MS : null,
      floor: {
        value: floor[p],
        what: `the preview's SQL (captured from its previewIssueRules) through the driver, ${floorWhere}`,
      },
      note: `${measured.count} sequential previews of the current rules, ${first.sampledSensors} of ${first.reportingSensors} reporting sensors replayed`,
    }));
  },
});

/** Run in this order on each target: ingestion first, as in the issue, then the reads. */
export const SCALE_MEASUREMENTS: readonly ScaleMeasurement<unknown>[] = [
  ingestion,
  sensorList,
  ...sensorListsByFavourite,
  dailyChart,
  issuePreview,
];

/**
 * The multi-process part (`BENCH=processes`, scale-processes.ts): ingestion and the sensor list's first page with
 * LIST_CONCURRENCY clients, through HAProxy in front of one API process, then of two.
 */
export const PROCESS_MEASUREMENTS: readonly ScaleMeasurement<unknown>[] = [
  ingestion,
  staffSensorList([{ page: 'first', clients: LIST_CONCURRENCY, shown: ['p99'] }]),
];
