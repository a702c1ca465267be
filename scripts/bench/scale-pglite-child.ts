/**
 * Child process of the scale benchmark for PGlite: one process per data folder, and the server will hold it. So
 * this process opens the fresh folder with the server's own openDatabase() (migrations), seeds the demo users as the
 * server would (seedDemo), bulk-loads the scale set, measures the floors on it, writes them as JSON and closes
 * the folder. Then the parent starts the server on the same folder.
 *
 *   node --import tsx scripts/bench/scale-pglite-child.ts '{"dataDir":…,"scale":…,"parts":[…],"outFile":…}'
 */
import fs from 'node:fs/promises';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/demo/seed.ts';
import { parcelCount, sensorCount } from './scale-config.ts';
import { loadScaleData } from './scale-data.ts';
import { measurementsOf, type ScalePart } from './scale-parts.ts';
import { buildPlan } from './scale-plan.ts';
import { serverSql } from './server-sql.ts';
import type { SqlExecutor } from './sql-executor.ts';

export type PgliteChildInput = { dataDir: string; scale: number; parts: ScalePart[]; outFile: string };

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
  const size = { sensors: sensorCount(input.scale), parcels: parcelCount(input.scale) };
  log(`loading ${size.sensors} sensors × 90 days of hourly readings and ${size.parcels} parcels…`);
  const load = await loadScaleData(executor, database.db, size, log);
  const sql = await serverSql(executor, { kind: 'pglite', client });
  const plan = await buildPlan(executor, 'pglite', input.scale, load, sql);
  const floors: Record<string, unknown> = {};
  for (const measurement of measurementsOf(input.parts)) {
    log(`floor of ${measurement.name}…`);
    floors[measurement.name] = await measurement.floor({ executor, sql, plan, log });
  }
  await fs.writeFile(input.outFile, JSON.stringify({ plan, floors }));
} finally {
  await database.close();
}
