import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { selectRows } from '../db/client.ts';
import { createForecastClient } from '../features/weather/service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { openJobQueue } from './job-queue.ts';
import { startSchedules } from './scheduler.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('registers each schedule once in the job queue on this database, twice without harm', async () => {
  const log = pino({ level: 'silent' });
  const deps = {
    mailing: t.mailing,
    forecasts: createForecastClient({ baseUrl: 'http://127.0.0.1:9/', timeoutMs: 1 }),
    config: loadConfig({}),
  };
  const first = await openJobQueue(t.handle, log);
  await startSchedules(first, t.handle, log, deps);
  // A second server process on the same database.
  const second = await openJobQueue(t.handle, log);
  await startSchedules(second, t.handle, log, deps);
  const schedules = await selectRows<{ name: string; cron: string }>(
    t.db,
    sql`select name, cron from pgboss.schedule order by name`,
  );
  expect(schedules).toEqual([
    { name: 'capture-images-purge-expired', cron: '13 4 * * *' },
    { name: 'dashboard-fold-nights', cron: '*/15 * * * *' },
    { name: 'dashboard-send-digests', cron: '*/15 * * * *' },
    { name: 'firmware-advance-campaigns', cron: '*/5 * * * *' },
    { name: 'issues-detect-silent-sensors', cron: '*/5 * * * *' },
    { name: 'issues-remind-open', cron: '43 * * * *' },
    { name: 'limits-purge-old-events', cron: '41 * * * *' },
    { name: 'notifications-crop-reminders', cron: '23 * * * *' },
    { name: 'notifications-send-digests', cron: '*/15 * * * *' },
    { name: 'notifications-send-mails', cron: '* * * * *' },
    { name: 'notifications-sensor-distance', cron: '*/15 * * * *' },
    { name: 'parcels-refresh-risk', cron: '7 * * * *' },
    { name: 'profile-purge-support-logins', cron: '47 * * * *' },
    { name: 'readings-keep-partitions', cron: '51 * * * *' },
    { name: 'rent-contracts-remind', cron: '37 * * * *' },
    { name: 'sensors-fold-counts', cron: '*/5 * * * *' },
    { name: 'settings-purge-expired-data', cron: '53 3 * * *' },
    { name: 'subscriptions-renew-and-remind', cron: '29 * * * *' },
    { name: 'weather-refresh-forecasts', cron: '*/10 * * * *' },
    { name: 'weather-sync-stations', cron: '13 * * * *' },
  ]);
  await second.stop({ graceful: true });
  await first.stop({ graceful: true });
});
