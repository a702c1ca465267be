/**
 * Child process of the scale benchmark for PGlite: one process per data folder, and the server will hold it. So
 * this process opens the fresh folder with the server's own openDatabase() (migrations), seeds the demo users as the
 * server would (seedDemo), bulk-loads the scale set, measures the floors on it, writes them as JSON and closes
 * the folder. Then the parent starts the server on the same folder.
 *
 *   node --import tsx scripts/bench/scale-pglite-child.ts '{"dataDir":…,"scale":…,"sensors":…,"outFile":…}'
 */
import fs from 'node:fs/promises';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/demo/seed.ts';
import { SCALE_USER } from './scale-config.ts';
import { loadScaleData } from './scale-data.ts';
import { SCALE_MEASUREMENTS } from './scale-measurements.ts';
import { buildPlan } from './scale-plan.ts';
import { serverSql } from './server-sql.ts';
import type { SqlExecutor } from './sql-executor.ts';

export type PgliteChildInput = { dataDir: string; scale: number; sensors: number; outFile: string };

const log = (message: string) => process.stderr.write(`[bench pglite] ${message}\n`);

const input = JSON.parse(process.argv[2] ?? '') as PgliteChildInput;
const database = await openDatabase({ dataDir: input.dataDir });
try {
  if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
  const client = database.driver.client;
  log('seeding the demo users (seedDemo)…');
  await seedDemo(database.db);
  const executor: SqlExecutor = {
    kind: 'pglite',
    parallelism: 1,
    query: (text, params) => client.query(text, params),
  };
  log(`loading ${input.sensors} sensors × 90 days of hourly readings…`);
  const load = await loadScaleData(executor, input.sensors, log);
  const sql = await serverSql(executor, { kind: 'pglite', client }, SCALE_USER);
  const plan = await buildPlan(executor, 'pglite', input.scale, load, sql.session.zoneId);
  const floors: Record<string, unknown> = {};
  for (const measurement of SCALE_MEASUREMENTS) {
    log(`floor of ${measurement.name}…`);
    floors[measurement.name] = await measurement.floor({ executor, sql, plan, log });
  }
  await fs.writeFile(input.outFile, JSON.stringify({ plan, floors }));
} finally {
  await database.close();
}
