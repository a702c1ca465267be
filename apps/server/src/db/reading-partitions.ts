import { sql } from 'drizzle-orm';
import { type Database, selectRows } from './client.ts';
import { readSetting } from './settings-store.ts';

/** Months made ahead of the current one, so no capture of the coming months waits on the job (decision 181). */
export const READING_MONTHS_AHEAD = 3;

const utcMonth = (at: ReturnType<typeof sql>) => sql`date_trunc('month', ${at} at time zone 'UTC')`;

/**
 * Makes a partition for every month (UTC) from `from`'s to `to`'s that has none (migration 0062's function), moving
 * the month's captures out of the default partition. For whoever writes a past season at once: the demo, the bench.
 */
export const ensureReadingMonths = async (db: Database, from: Date, to: Date) => {
  await db.execute(sql`
    select readings_month_partition(month::date)
    from generate_series(${utcMonth(sql`${from.toISOString()}::timestamptz`)},
                         ${utcMonth(sql`${to.toISOString()}::timestamptz`)}, interval '1 month') as month`);
};

const PARTITION_NAME = /^readings_y(\d{4})m(\d{2})$/;

/** The monthly partitions, each with the instant its month ends. */
const monthPartitions = async (db: Database) => {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'readings'::regclass`,
  );
  return rows.flatMap(({ name }) => {
    const match = PARTITION_NAME.exec(name);
    // Month indexes count from 0: the partition's own month number is the next month's index.
    return match ? [{ name, ends: new Date(Date.UTC(Number(match[1]), Number(match[2]), 1)) }] : [];
  });
};

/**
 * The partition job: last month to three months ahead exist; a month of the retention window whose captures wait in
 * the default partition (sent late by a device, or written before its month existed) gets its partition and them;
 * a month wholly older than the readings' retention is dropped, not deleted row by row. Safe on several processes
 * (the function locks). Answers the months made and dropped.
 */
export const keepReadingPartitions = async (db: Database): Promise<{ created: number; dropped: number }> => {
  const { readingsDays } = await readSetting(db, 'retention');
  const cutoff = sql`now() - make_interval(days => ${readingsDays})`;
  const thisMonth = utcMonth(sql`now()`);
  const [kept] = await selectRows<{ created: number; cutoffAt: Date | string }>(
    db,
    sql`select (select count(*) filter (where readings_month_partition(month::date))::int
                from (select generate_series(${thisMonth} - interval '1 month',
                                             ${thisMonth} + make_interval(months => ${READING_MONTHS_AHEAD}),
                                             interval '1 month') as month
                      union
                      select distinct ${utcMonth(sql`measured_at`)} from readings_default
                      where measured_at >= ${cutoff}) as months) as created,
               ${cutoff} as "cutoffAt"`,
  );
  const cutoffAt = new Date(kept?.cutoffAt ?? 0);
  const expired = (await monthPartitions(db)).filter((partition) => partition.ends <= cutoffAt);
  for (const { name } of expired) await db.execute(sql`drop table if exists ${sql.identifier(name)}`);
  return { created: kept?.created ?? 0, dropped: expired.length };
};

/** The sensors with captures in the default partition: their clock sent them outside every kept month. */
export const sensorsWithUnplacedCaptures = sql`(select distinct sensor_id from readings_default)`;
