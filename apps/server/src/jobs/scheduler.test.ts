import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { selectRows } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startJobs } from './scheduler.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('registers each schedule once in the job queue on this database, twice without harm', async () => {
  const log = pino({ level: 'silent' });
  const stopFirst = await startJobs(t.handle, log);
  // A second server process on the same database.
  const stopSecond = await startJobs(t.handle, log);
  const schedules = await selectRows<{ name: string; cron: string }>(
    t.db,
    sql`select name, cron from pgboss.schedule order by name`,
  );
  expect(schedules).toEqual([
    { name: 'issues-detect-silent-sensors', cron: '*/5 * * * *' },
    { name: 'parcels-refresh-risk', cron: '7 * * * *' },
  ]);
  await stopSecond();
  await stopFirst();
});
