import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeGlobalSettings } from './service.ts';
import { accountIdByName, createSensorAs } from '../../test/fixtures.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { selectRows } from '../../db/client.ts';
import { purgeExpiredData } from '../../db/retention.ts';
import { ensureReadingMonths, keepReadingPartitions } from '../../db/reading-partitions.ts';
import { readingPartitionOf } from '../../test/query-plans.ts';
import { now } from '../../clock.ts';
import { subMonths } from 'date-fns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const staff = await signIn(t.app, 'staff@demo.test');
  await createSensorAs(t.app, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'SIM-RETENTION-1');
});
afterAll(() => t.close());

const count = async (statement: ReturnType<typeof sql>) =>
  (await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from (${statement}) rows`))[0]?.n ?? 0;
const olderThan = (days: number) => sql`now() - make_interval(days => ${days})`;

it('deletes the readings, notifications and usage events older than the staff keep them, and nothing newer', async () => {
  // Readings 200 and 10 days old, notifications 100 and 5 days old, sign-ins 500 and 300 days old.
  for (const days of [200, 10]) {
    await t.db.execute(sql`insert into readings (sensor_id, id, measured_at, slug_count, battery_voltage,
        device_state, linux_state, shutter, usb_fill_rate)
      select id, gen_random_uuid(), ${olderThan(days)}, 3, 12.4, 'init', 'ready', 'closed', 10 from sensors limit 1`);
  }
  for (const days of [100, 5]) {
    await t.db.execute(sql`insert into notifications (user_id, type, occurrence, payload, created_at)
      select id, 'new-sensor-affected', ${`retention-${days}`}, '{}', ${olderThan(days)} from users limit 1`);
  }
  await t.db.execute(sql`insert into usage_events (kind, user_id, occurred_at)
    select 'sign-in', id, ${olderThan(500)} from users limit 1`);
  await t.db.execute(sql`insert into usage_events (kind, user_id, occurred_at)
    select 'sign-in', id, ${olderThan(300)} from users limit 1`);
  const [staff] = await selectRows<{ id: string }>(t.db, sql`select id from users where email = 'staff@demo.test'`);
  await changeGlobalSettings(t.db, staff?.id ?? '', {
    reason: 'Keep less',
    changes: {
      retention: {
        version: 0,
        value: {
          readingsDays: 180,
          notificationsDays: 30,
          usageEventsDays: 400,
          imagesDays: 365,
          thumbnailsDays: 1095,
        },
      },
    },
  });
  const newerReadings = await count(sql`select 1 from readings where measured_at >= ${olderThan(180)}`);
  const newerNotifications = await count(sql`select 1 from notifications where created_at >= ${olderThan(30)}`);
  expect(await count(sql`select 1 from readings where measured_at < ${olderThan(180)}`)).toBeGreaterThan(0);

  const purged = await purgeExpiredData(t.db);

  expect(purged.readings).toBeGreaterThan(0);
  expect(purged.notifications).toBeGreaterThan(0);
  expect(purged.usageEvents).toBe(1);
  expect(await count(sql`select 1 from readings where measured_at < ${olderThan(180)}`)).toBe(0);
  expect(await count(sql`select 1 from notifications where created_at < ${olderThan(30)}`)).toBe(0);
  expect(await count(sql`select 1 from usage_events where occurred_at < ${olderThan(400)}`)).toBe(0);
  expect(await count(sql`select 1 from usage_events where occurred_at < ${olderThan(299)}`)).toBe(1);
  expect(await count(sql`select 1 from readings where measured_at >= ${olderThan(180)}`)).toBe(newerReadings);
  expect(await count(sql`select 1 from notifications where created_at >= ${olderThan(30)}`)).toBe(newerNotifications);
});

it('drops the months of captures wholly older than the staff keep them, and keeps the month the limit falls in', async () => {
  // Under the 180 days kept since the test above: eight months back is past them, five months back is not.
  const [expired, kept] = [subMonths(now(), 8), subMonths(now(), 5)];
  await ensureReadingMonths(t.db, expired, kept);
  const partition = async (at: Date) =>
    (
      await selectRows<{ name: string | null }>(t.db, sql`select to_regclass(${readingPartitionOf(at)})::text as name`)
    )[0]?.name;
  expect(await partition(expired)).toBe(readingPartitionOf(expired));

  const { dropped } = await keepReadingPartitions(t.db);

  expect(dropped).toBeGreaterThanOrEqual(1);
  expect(await partition(expired)).toBeNull();
  expect(await partition(kept)).toBe(readingPartitionOf(kept));
  expect(await count(sql`select 1 from readings where measured_at >= ${olderThan(180)}`)).toBeGreaterThan(0);
});
