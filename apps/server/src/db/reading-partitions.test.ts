import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/test-app.ts';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase, selectRows } from './client.ts';
import { keepReadingPartitions, READING_MONTHS_AHEAD } from './reading-partitions.ts';

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations that stops before `tag`, to write data the way it was before that migration. */
const migrationsBefore = (tag: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
  const entries = journal.entries.filter((entry) => entry.tag < tag);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag: kept } of entries) {
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${kept}.sql`), path.join(folder, `${kept}.sql`));
  }
  return folder;
};

/** Every capture's row, in key order, as one digest: a row lost, doubled or altered changes it. */
const fingerprint = async (handle: DatabaseHandle) =>
  (
    await selectRows<{ rows: number; digest: string }>(
      handle.db,
      sql`select count(*)::int as rows, md5(string_agg(r::text, '|' order by sensor_id, measured_at, id)) as digest
          from readings r`,
    )
  )[0];

const partitionsOf = (handle: DatabaseHandle) =>
  selectRows<{ partition: string; rows: number }>(
    handle.db,
    sql`select tableoid::regclass::text as partition, count(*)::int as rows from readings group by 1 order by 1`,
  );

/** Captures in a partition other than their month's (UTC); those of the default partition are not counted. */
const misplaced = async (handle: DatabaseHandle) =>
  (
    await selectRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from readings
          where tableoid <> 'readings_default'::regclass
            and tableoid::regclass::text <> to_char(measured_at at time zone 'UTC', '"readings_y"YYYY"m"MM')`,
    )
  )[0]?.n;

const insertCaptures = (handle: DatabaseHandle, sensors: number, hours: number, step: string, last: SQL) =>
  handle.db.execute(sql`
    insert into readings (sensor_id, id, measured_at, slug_count, temperature, humidity, rainfall, battery_voltage,
                          device_state, linux_state, shutter, usb_fill_rate, gps_lat, gps_long)
    select ('00000000-0000-4000-8000-' || lpad(s::text, 12, '0'))::uuid, gen_random_uuid(),
           ${last} - h * ${step}::interval, h % 13, case when h % 3 = 0 then 8.5 end, 80, 0.2,
           12.1, 'init', 'ready', 'closed', 10, 44.2, 0.6
    from generate_series(1, ${sensors}) s, generate_series(0, ${hours - 1}) h`);

let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createEmptyDatabase();
});
afterAll(async () => {
  await handle?.close();
  await database.drop();
});

describe('migration 0062: captures partitioned by month', () => {
  it('moves every capture into its month, and those older than ten years into the default partition', async () => {
    const before = await openDatabase({ ...database.options, migrationsFolder: migrationsBefore('0062') });
    // Fifteen months of captures every seven hours for 20 sensors, and a device clock twelve years behind.
    await insertCaptures(before, 20, 1_560, '7 hours', sql`now()`);
    await insertCaptures(before, 3, 4, '1 hour', sql`now() - interval '12 years'`);
    const written = await fingerprint(before);
    await before.close();

    handle = await openDatabase(database.options);

    expect(await fingerprint(handle)).toEqual(written);
    expect(written?.rows).toBe(20 * 1_560 + 3 * 4);
    const partitions = await partitionsOf(handle);
    expect(partitions.find((p) => p.partition === 'readings_default')?.rows).toBe(3 * 4);
    expect(partitions.filter((p) => /^readings_y\d{4}m\d{2}$/.test(p.partition)).length).toBeGreaterThanOrEqual(15);
    expect(await misplaced(handle)).toBe(0);
    const [ahead] = await selectRows<{ made: boolean }>(
      handle.db,
      sql`select to_regclass(to_char(now() at time zone 'UTC' + make_interval(months => ${READING_MONTHS_AHEAD}),
                                     '"readings_y"YYYY"m"MM')) is not null as made`,
    );
    expect(ahead?.made).toBe(true);
  });
});

describe('the partition job', () => {
  it('gives a month of the retention window its partition and the captures waiting for it, and nothing else', async () => {
    // Mid-month two years back: kept three years by default, and older than any month made so far.
    await insertCaptures(
      handle,
      5,
      10,
      '1 hour',
      sql`date_trunc('month', now() - interval '2 years') + interval '14 days'`,
    );
    const waiting = (await partitionsOf(handle)).find((p) => p.partition === 'readings_default')?.rows;
    expect(waiting).toBe(3 * 4 + 5 * 10);
    const written = await fingerprint(handle);

    expect(await keepReadingPartitions(handle.db)).toEqual({ created: 1, dropped: 0 });

    expect(await fingerprint(handle)).toEqual(written);
    // The captures of twelve years ago stay: past the retention, no month is made for them.
    expect((await partitionsOf(handle)).find((p) => p.partition === 'readings_default')?.rows).toBe(3 * 4);
    expect(await misplaced(handle)).toBe(0);
    expect(await keepReadingPartitions(handle.db)).toEqual({ created: 0, dropped: 0 });
  });
});
