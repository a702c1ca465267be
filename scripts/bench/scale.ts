import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPool } from '../../apps/server/src/db/client.ts';
import { throwIfInterrupted, whileRunning } from './cleanup.ts';
import { findFreePort } from './free-port.ts';
import { signIn } from './oauth.ts';
import { keepTail, spawnGroup, stopGroup, waitForExit } from './process-group.ts';
import { REPO_ROOT } from './repo-root.ts';
import {
  parcelCount,
  readScaleSettings,
  SCALE_USER_NAMES,
  SCALE_USERS,
  type ScaleSettings,
  type ScaleTargetKind,
  type ScaleUser,
  SERVER_POOL_SIZE,
  sensorCount,
} from './scale-config.ts';
import { loadScaleData } from './scale-data.ts';
import type { ScaleMeasurement } from './scale-measurement.ts';
import { measurementsOf, type ScalePart } from './scale-parts.ts';
import type { PgliteChildInput } from './scale-pglite-child.ts';
import { buildPlan, type ScalePlan } from './scale-plan.ts';
import { PROCESS_MEASUREMENTS } from './scale-measurements.ts';
import { measureBehindHaproxy } from './scale-processes.ts';
import { startScaleServer } from './scale-server.ts';
import type { ScaleRow } from './scale-table.ts';
import { settleWrites } from './settle-writes.ts';
import { serverDrizzle, serverSql } from './server-sql.ts';
import { selectRows, type SqlExecutor } from './sql-executor.ts';

type Log = (message: string) => void;

const TARGET_NAMES: Record<ScaleTargetKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const loadRow = (label: string, plan: ScalePlan, how: string): ScaleRow => {
  const { load } = plan;
  const { parcels } = load;
  const n = (value: number) => value.toLocaleString('en').replace(/,/g, ' ');
  const levels = Object.entries(parcels.riskLevels)
    .map(([level, count]) => `${level} ${n(count)}`)
    .join(', ');
  return {
    name: `${label}: scale data set load (insert)`,
    value: load.insertSeconds,
    unit: 's',
    goal: null,
    note:
      `${n(load.sensors)} sensors × 90 days hourly = ${n(load.readings)} readings ` +
      `(${n(load.allReadings)} readings in the database in all), ${load.accounts} bench accounts; ` +
      `${n(parcels.total)} parcels: ${n(parcels.withCrop)} with a crop this season, ${n(parcels.withSensor)} with a ` +
      `sensor, ${n(parcels.shared)} shared, ${n(parcels.inFavouriteZones)} in the favourite's postal zones; ` +
      `${n(load.photos.images)} photos, one a night from ${load.photos.range.from} to ${load.photos.range.to} for ` +
      `${n(load.photos.sensors)} sensors; ` +
      `then vacuum (analyze) ${load.vacuumSeconds.toFixed(1)} s, ` +
      `risk levels by the server's refreshParcelRisks ${parcels.riskSeconds.toFixed(1)} s (all parcels: ${levels}); ` +
      how,
  };
};

/**
 * Goes through the running server, one measurement after the other. `floorOf` gives each measurement's floor: read
 * from the PGlite child's answer, or measured right before on PostgreSQL, so that a floor and its figure are taken
 * minutes apart at most and see the same machine load.
 */
const measureThroughServer = async (
  baseUrl: string,
  plan: ScalePlan,
  measurements: readonly ScaleMeasurement<unknown>[],
  floorOf: (measurement: ScaleMeasurement<unknown>) => Promise<unknown>,
  label: string,
  floorWhere: string,
  log: Log,
): Promise<ScaleRow[]> => {
  const rows: ScaleRow[] = [];
  for (const measurement of measurements) {
    throwIfInterrupted();
    log(`writes settled (sync) in ${(await settleWrites()).toFixed(1)} s`);
    const floor = await floorOf(measurement);
    throwIfInterrupted();
    // Signed in afresh for each measurement: a whole run outlasts an access token.
    const tokens = {} as Record<ScaleUser, string>;
    for (const user of SCALE_USER_NAMES) {
      tokens[user] = (await signIn(baseUrl, SCALE_USERS[user])).access_token;
    }
    log(`measuring ${measurement.name} through the server…`);
    rows.push(...(await measurement.measure({ baseUrl, tokens, plan, label, floorWhere, log }, floor)));
  }
  return rows;
};

const makeTempDir = async (prefix: string) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const remove = () => fs.rm(dir, { recursive: true, force: true });
  const forget = whileRunning(remove);
  return {
    dir,
    remove: async () => {
      forget();
      await remove();
    },
  };
};

// --- PGlite --------------------------------------------------------------------------------------------------------

/** Loads and measures the floors in a child process that holds the folder, then lets the server have it. */
const runPgliteTarget = async (settings: ScaleSettings, parts: readonly ScalePart[], log: Log): Promise<ScaleRow[]> => {
  const label = `PGlite ×${settings.pgliteScale}`;
  const temp = await makeTempDir('console-bench-scale-pglite-');
  try {
    const input: PgliteChildInput = {
      dataDir: path.join(temp.dir, 'data'),
      scale: settings.pgliteScale,
      parts: [...parts],
      outFile: path.join(temp.dir, 'floors.json'),
    };
    log(`${label}: loading and measuring the floors in a child process (it holds the data folder)…`);
    const child = spawnGroup(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/bench/scale-pglite-child.ts'), JSON.stringify(input)],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const forget = whileRunning(() => stopGroup(child));
    const tail = keepTail([child.stdout, child.stderr]);
    child.stderr?.on('data', (chunk: string) => process.stderr.write(chunk));
    const code = await waitForExit(child);
    forget();
    if (code !== 0) throw new Error(`the PGlite loader exited with ${code}:\n${tail.text()}`);
    const { plan, floors } = JSON.parse(await fs.readFile(input.outFile, 'utf8')) as {
      plan: ScalePlan;
      floors: Record<string, unknown>;
    };

    log(`${label}: starting the server on the loaded folder…`);
    const server = await startScaleServer({ port: await findFreePort(), dataDir: input.dataDir });
    try {
      return [
        loadRow(label, plan, 'generate_series inserts in the loading process (PGlite, one connection)'),
        ...(await measureThroughServer(
          server.baseUrl,
          plan,
          measurementsOf(parts),
          async (measurement) => floors[measurement.name],
          label,
          'PGlite in the loading process on the same data folder, before the server started (the server holds the folder)',
          (message) => log(`${label}: ${message}`),
        )),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await temp.remove();
  }
};

// --- PostgreSQL ----------------------------------------------------------------------------------------------------

const describePostgres = async (executor: SqlExecutor): Promise<string> => {
  const settings = await selectRows<{ name: string; setting: string; unit: string | null }>(
    executor,
    `select name, setting, unit from pg_settings
     where name in ('server_version', 'shared_buffers', 'fsync', 'synchronous_commit', 'full_page_writes', 'work_mem')
     order by name`,
  );
  return settings.map((s) => `${s.name}=${s.setting}${s.unit ? ` ${s.unit}` : ''}`).join(', ');
};

/** A fresh bench_<random> database on the server of DATABASE_URL, dropped at the end (unless SCALE_KEEP_DB=1). */
const runPostgresTarget = async (
  settings: ScaleSettings,
  parts: readonly ScalePart[],
  log: Log,
): Promise<ScaleRow[]> => {
  const adminUrl = settings.databaseUrl as string;
  const label = `PostgreSQL ×${settings.scale}`;
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const forgetDatabase = settings.keepDatabase ? () => {} : whileRunning(dropDatabase);
  const temp = await makeTempDir('console-bench-scale-pg-');
  try {
    log(`${label}: database ${name}; starting the server on it (migrations, demo users and demo fleet)…`);
    const server = await startScaleServer({ port: await findFreePort(), dataDir: temp.dir, databaseUrl });
    try {
      const pool = createPool(databaseUrl, SERVER_POOL_SIZE);
      try {
        const executor: SqlExecutor = {
          kind: 'postgres',
          parallelism: Math.max(1, Math.min(4, os.cpus().length)),
          query: (text, params) => pool.query(text, params),
        };
        const serverSettings = await describePostgres(executor);
        log(`${label}: ${serverSettings}`);
        const size = { sensors: sensorCount(settings.scale), parcels: parcelCount(settings.scale) };
        log(`${label}: loading ${size.sensors} sensors × 90 days of hourly readings and ${size.parcels} parcels…`);
        const load = await loadScaleData(executor, serverDrizzle({ kind: 'postgres', pool }), size, (message) =>
          log(`${label}: ${message}`),
        );
        const sql = await serverSql(executor, { kind: 'postgres', pool });
        const plan = await buildPlan(executor, 'postgres', settings.scale, load, sql);
        const floorLog = (message: string) => log(`${label}: ${message}`);
        const measure = (
          baseUrl: string,
          measuredPlan: ScalePlan,
          measuredLabel: string,
          measurements: readonly ScaleMeasurement<unknown>[],
        ) =>
          measureThroughServer(
            baseUrl,
            measuredPlan,
            measurements,
            async (measurement) => {
              floorLog(`floor of ${measurement.name}…`);
              return measurement.floor({ executor, sql, plan: measuredPlan, log: floorLog });
            },
            measuredLabel,
            `pg.Pool (max ${SERVER_POOL_SIZE}) in the bench process on the same database, just before the HTTP figure (server idle meanwhile)`,
            (message) => log(`${measuredLabel}: ${message}`),
          );
        const rows = [
          loadRow(
            label,
            plan,
            `generate_series inserts in the database on ${executor.parallelism} connections; server: ${serverSettings}`,
          ),
          ...(await measure(server.baseUrl, plan, label, measurementsOf(parts))),
        ];
        if (parts.includes('processes')) {
          rows.push(
            ...(await measureBehindHaproxy({
              databaseUrl,
              dataDir: temp.dir,
              executor,
              plan,
              label,
              measure: (baseUrl, measuredPlan, measuredLabel) =>
                measure(baseUrl, measuredPlan, measuredLabel, PROCESS_MEASUREMENTS),
            })),
          );
        }
        return rows;
      } finally {
        await pool.end();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await temp.remove();
    forgetDatabase();
    if (settings.keepDatabase) log(`${label}: kept database ${name} (SCALE_KEEP_DB=1): ${databaseUrl}`);
    else await dropDatabase();
  }
};

/**
 * The measurements of `parts` on every target asked for, one data load per target; a target that fails gives one
 * "not measured" row and the others still run.
 */
export const runScaleBenchmark = async (
  parts: readonly ScalePart[],
  log: Log,
): Promise<{ rows: ScaleRow[]; description: string }> => {
  const settings = readScaleSettings();
  const sizes = (scale: number) => `${sensorCount(scale)} sensors, ${parcelCount(scale)} parcels`;
  const targets = settings.targets.map((target) =>
    target === 'pglite'
      ? `PGlite at SCALE=${settings.pgliteScale} (${sizes(settings.pgliteScale)})`
      : `PostgreSQL at SCALE=${settings.scale} (${sizes(settings.scale)})`,
  );
  if (!settings.databaseUrl) targets.push('PostgreSQL skipped: DATABASE_URL is not set');
  log(`scale benchmark: ${targets.join('; ')}`);
  const rows: ScaleRow[] = [];
  for (const target of settings.targets) {
    throwIfInterrupted();
    // The processes part alone has nothing to measure on the embedded database, which serves one process.
    if (target === 'pglite' && measurementsOf(parts).length === 0) continue;
    try {
      const run = target === 'pglite' ? runPgliteTarget : runPostgresTarget;
      rows.push(...(await run(settings, parts, log)));
    } catch (error) {
      log(`${TARGET_NAMES[target]} failed: ${(error as Error).stack ?? String(error)}`);
      rows.push({
        name: `${TARGET_NAMES[target]} scale benchmark`,
        value: null,
        unit: '',
        goal: null,
        note: `failed: ${(error as Error).message.split('\n')[0]}`,
      });
    }
  }
  return { rows, description: targets.join('; ') };
};
