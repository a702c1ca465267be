/**
 * `npm run bench`: builds the web app, starts the real server on a fresh demo database and prints
 * the performance figures beside their goals. Not a test; see docs/benchmarks.md.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { passwordGrantLatency, profileLatency } from './bench/api-latency.ts';
import { cleanUpAfterInterrupt, isInterrupted } from './bench/cleanup.ts';
import { findFreePort } from './bench/free-port.ts';
import { lighthouseLcp } from './bench/lighthouse-lcp.ts';
import type { BenchContext, Measurement, Row } from './bench/measurement.ts';
import { describeLoad, describeMachine, formatTable } from './bench/report.ts';
import { REPO_ROOT } from './bench/repo-root.ts';
import { startServer } from './bench/server-process.ts';
import { signInBundle } from './bench/sign-in-bundle.ts';
import { buildWeb } from './bench/web-build.ts';

/** Run in this order; later benchmarks (ingestion, paging 10 000 sensors) are appended here. */
const MEASUREMENTS: readonly Measurement[] = [signInBundle, lighthouseLcp, passwordGrantLatency, profileLatency];

const RESULTS_FILE = path.join(REPO_ROOT, '.bench/results.md');

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const runMeasurement = async (measurement: Measurement, context: BenchContext): Promise<Row[]> => {
  if (measurement.needsWeb && !context.webBuilt) {
    return [{ name: measurement.name, value: null, unit: '', goal: null, note: 'skipped: the web build failed' }];
  }
  log(`measuring ${measurement.name}…`);
  try {
    return await measurement.run(context);
  } catch (error) {
    log(`${measurement.name} failed: ${(error as Error).stack ?? String(error)}`);
    return [{ name: measurement.name, value: null, unit: '', goal: null, note: `failed: ${(error as Error).message}` }];
  }
};

const stopOnSignal = () => void cleanUpAfterInterrupt().finally(() => process.exit(130));

const main = async () => {
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const machine = describeMachine();
  const load = describeLoad();
  log(`machine: ${machine}; ${load}`);

  log('building the web app (npm run build -w @console/web, into a temp folder)…');
  const build = await buildWeb();
  if (build.ok) log(`web build done in ${(build.durationMs / 1000).toFixed(1)} s`);
  else log(`WEB BUILD FAILED, sign-in bundle and LCP are skipped:\n${build.outputTail}`);

  const rows: Row[] = [];
  try {
    log('starting the server (npm run start -w @console/server)…');
    const server = await startServer({ port: await findFreePort(), webDistDir: build.distDir });
    try {
      const context: BenchContext = { baseUrl: server.baseUrl, webBuilt: build.ok };
      for (const measurement of MEASUREMENTS) {
        if (isInterrupted()) return;
        rows.push(...(await runMeasurement(measurement, context)));
      }
    } finally {
      log('stopping the server…');
      await server.stop();
    }
  } finally {
    await build.remove();
  }

  // A partial table would overwrite the last complete one.
  if (isInterrupted()) return;
  const report = [
    `Machine: ${machine}`,
    `Date: ${new Date().toISOString()}, ${load} before the build`,
    '',
    formatTable(rows),
    '',
  ].join('\n');
  process.stdout.write(`\n${report}`);
  await fs.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await fs.writeFile(RESULTS_FILE, report);
  log(`also written to ${path.relative(REPO_ROOT, RESULTS_FILE)}`);
};

await main();
