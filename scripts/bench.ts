/**
 * `npm run bench`: builds the web app, starts the real server on a fresh demo database and prints
 * the performance figures beside their goals; then the scale benchmark (10 000 sensors, 21.6 M readings,
 * 50 000 parcels, 30 000 photos) on PGlite and, when DATABASE_URL is set, on PostgreSQL. Not a test; see
 * docs/benchmarks.md.
 *
 *   BENCH=ui | scale | parcels | dashboards | favourites | photos | processes   only these parts, comma-separated
 *     (default: all; processes runs on PostgreSQL only);
 *   SCALE=0.1: a quick run
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { passwordGrantLatency, profileLatency } from './bench/api-latency.ts';
import { cleanUpAfterInterrupt, isInterrupted } from './bench/cleanup.ts';
import { findFreePort } from './bench/free-port.ts';
import { issueRulePreviewLatency } from './bench/issue-rule-preview.ts';
import { lighthouseLcp } from './bench/lighthouse-lcp.ts';
import type { BenchContext, Measurement, Row } from './bench/measurement.ts';
import { describeLoad, describeMachine, formatTable } from './bench/report.ts';
import { REPO_ROOT } from './bench/repo-root.ts';
import { runScaleBenchmark } from './bench/scale.ts';
import { SCALE_PARTS, type ScalePart } from './bench/scale-parts.ts';
import { formatScaleTable } from './bench/scale-table.ts';
import { startServer } from './bench/server-process.ts';
import { signInBundle } from './bench/sign-in-bundle.ts';
import { buildWeb } from './bench/web-build.ts';

/** The `ui` part, run in this order against one server on the small demo database. */
const MEASUREMENTS: readonly Measurement[] = [
  signInBundle,
  lighthouseLcp,
  passwordGrantLatency,
  profileLatency,
  issueRulePreviewLatency,
];
/**
 * The `scale`, `parcels`, `dashboards`, `favourites` and `photos` parts load their own large database per target, one
 * for all, and run their measurements against it (scripts/bench/scale-parts.ts): `scale` the sensors issue's
 * (ingestion, sensor list paging, 90-day daily chart), `parcels` the parcels issue's (parcel list paging, the parcel
 * page's API calls), `dashboards` the dashboards issue's (each tab and the night grid), `favourites` every list and
 * tab under a favourite beside the same view without it, `photos` a sensor's 30 nights with their photos and the
 * review queue's first page, `processes` ingestion and the sensor list through HAProxy with one API process, then two.
 */
const PARTS = ['ui', 'scale', 'parcels', 'dashboards', 'favourites', 'photos', 'processes'] as const;
type Part = (typeof PARTS)[number];

const selectedParts = (value = process.env.BENCH): Part[] => {
  if (!value || value === 'all') return [...PARTS];
  const asked = value.split(',').map((part) => part.trim());
  const unknown = asked.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) throw new Error(`BENCH: unknown part ${unknown.join(', ')} (use ${PARTS.join(', ')} or all)`);
  return PARTS.filter((part) => asked.includes(part));
};

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

/** Builds the web app and measures MEASUREMENTS against one server on a fresh demo database. */
const runUiPart = async (): Promise<Row[]> => {
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
        if (isInterrupted()) break;
        rows.push(...(await runMeasurement(measurement, context)));
      }
    } finally {
      log('stopping the server…');
      await server.stop();
    }
  } finally {
    await build.remove();
  }
  return rows;
};

const main = async () => {
  const parts = selectedParts();
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const machine = describeMachine();
  const load = describeLoad();
  log(`machine: ${machine}; ${load}; parts: ${parts.join(', ')}`);

  const sections: string[] = [];
  if (parts.includes('ui')) {
    const rows = await runUiPart();
    sections.push(formatTable(rows));
  }
  const scaleParts = parts.filter((part): part is ScalePart => part in SCALE_PARTS);
  if (scaleParts.length > 0 && !isInterrupted()) {
    const scaleLoad = describeLoad();
    const { rows, description } = await runScaleBenchmark(scaleParts, log);
    // The load at the end too: a scale run lasts long enough for other work on the machine to come and go.
    sections.push(
      `Scale benchmark (${scaleParts.join(', ')}): ${description}; ${scaleLoad} at its start, ${describeLoad()} at its end\n\n${formatScaleTable(rows)}`,
    );
  }

  // A partial table would overwrite the last complete one.
  if (isInterrupted()) return;
  const report = [
    `Machine: ${machine}`,
    `Date: ${new Date().toISOString()}, ${load} at start`,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
  process.stdout.write(`\n${report}`);
  await fs.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await fs.writeFile(RESULTS_FILE, report);
  log(`also written to ${path.relative(REPO_ROOT, RESULTS_FILE)}`);
};

await main();
