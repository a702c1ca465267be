import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../demo/seed.ts';
import { withAdminClient } from './admin-client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder, migrated and seeded, that each test file's database starts from. */
    pgliteDump?: string;
    /** On PostgreSQL (DATABASE_URL), the migrated and seeded database each test file's database is copied from. */
    templateDatabase?: string;
  }
}

/**
 * Migrates and seeds one database for the whole run: each API test file then starts from a copy of it instead of
 * running every migration again (five seconds a file on PGlite).
 */
export default async function setup({ provide }: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${crypto.randomUUID().replaceAll('-', '')}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await seedDemo(handle.db);
    await handle.close();
    provide('templateDatabase', name);
    return () => withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  const handle = await openDatabase({});
  await seedDemo(handle.db);
  if (handle.driver.kind !== 'pglite') throw new Error('an in-memory database is PGlite');
  const dump = await handle.driver.client.dumpDataDir('none');
  await handle.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-template-'));
  const file = path.join(folder, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  provide('pgliteDump', file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
