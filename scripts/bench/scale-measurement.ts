import { performance } from 'node:perf_hooks';
import { type HttpInit, httpRequest } from './http-client.ts';
import { percentile } from './percentiles.ts';
import type { ScaleUser } from './scale-config.ts';
import type { ScalePlan } from './scale-plan.ts';
import type { ScaleRow } from './scale-table.ts';
import type { ServerSql, Statement, StatementStages } from './server-sql.ts';
import type { SqlExecutor } from './sql-executor.ts';

/**
 * A scale measurement has two halves run against the same data set: `floor` runs the server's own SQL through the
 * bare driver (for PGlite, in the loading process before the server starts, since the server then holds the data
 * folder), and `measure` goes through the running server over keep-alive HTTP. Floors answer plain JSON, because
 * the PGlite ones come back from a child process. The sensors' measurements are in scale-measurements.ts, the
 * parcels' in parcel-measurements.ts.
 */
export type FloorContext = { executor: SqlExecutor; sql: ServerSql; plan: ScalePlan; log: (message: string) => void };

export type ServerContext = {
  baseUrl: string;
  /** A bearer token of each bench user. */
  tokens: Record<ScaleUser, string>;
  plan: ScalePlan;
  /** "PostgreSQL ×1" or "PGlite ×0.1": prefixes the row names. */
  label: string;
  /** Where the floors were measured, for the notes. */
  floorWhere: string;
  log: (message: string) => void;
};

export type ScaleMeasurement<F> = {
  /** Unique: it also keys the floor in the PGlite child's answer. */
  name: string;
  floor: (context: FloorContext) => Promise<F>;
  measure: (context: ServerContext, floor: F) => Promise<ScaleRow[]>;
};

/** Erases the floor type so measurements with different floors share one list; each half still agrees on it. */
export const defineMeasurement = <F>(measurement: ScaleMeasurement<F>): ScaleMeasurement<unknown> =>
  measurement as ScaleMeasurement<unknown>;

export const PERCENTILES = ['p50', 'p95', 'p99'] as const;
export type PercentileName = (typeof PERCENTILES)[number];
export type Percentiles = Record<PercentileName, number> & { count: number };

export const percentiles = (samples: readonly number[]): Percentiles => ({
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  p99: percentile(samples, 99),
  count: samples.length,
});

export const isPostgres = (plan: ScalePlan) => plan.target === 'postgres';

export const clientsText = (clients: number) => `${clients} client${clients > 1 ? 's' : ''}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Answers the body, after checking the status: timing error answers would flatter the figures. */
/** A call whose answer must have `status` (200 unless said): its body, or an error naming `what`. */
export const callApi = async (url: string, what: string, init: HttpInit = {}, status = 200): Promise<Buffer> => {
  const answer = await httpRequest(url, init);
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`);
  }
  return answer.body;
};

/** One untimed call whose answer the measurement checks before timing it. */
export const fetchJson = async <T>(url: string, headers: Record<string, string>, what: string): Promise<T> =>
  JSON.parse((await callApi(url, what, { headers })).toString('utf8')) as T;

export const runStatements = async (executor: SqlExecutor, statements: readonly Statement[], parallel: boolean) => {
  if (parallel) await Promise.all(statements.map((s) => executor.query(s.text, s.params)));
  else for (const s of statements) await executor.query(s.text, s.params);
};

/** Each stage's statements at the same time, the stages one after the other (see StatementStages). */
export const runStages = async (executor: SqlExecutor, stages: StatementStages) => {
  for (const stage of stages) await runStatements(executor, stage, true);
};

/** Runs `task` once per warm-up item untimed, then once per item timed, one after the other (ms). */
export const sampleOver = async <T>(items: readonly T[], warmUp: readonly T[], task: (item: T) => Promise<void>) => {
  for (const item of warmUp) await task(item);
  const durations: number[] = [];
  for (const item of items) {
    const start = performance.now();
    await task(item);
    durations.push(performance.now() - start);
  }
  return durations;
};
