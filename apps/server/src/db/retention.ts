import { type SQL, sql } from 'drizzle-orm';
import { inBatches } from './batches.ts';
import { type Database, selectRows } from './client.ts';
import { USAGE_EVENT_KINDS } from './schema.ts';
import { readSetting } from './settings-store.ts';

/** Sensors whose old readings one statement deletes: each sensor's go as a range of its key, with no table scan. */
const SENSORS_PER_BATCH = 200;
const NOTIFICATIONS_PER_BATCH = 5_000;

const olderThan = (days: number) => sql`now() - make_interval(days => ${days})`;

/** Runs a `delete … returning 1` and answers how many rows it deleted. */
const deleted = async (db: Database, statement: SQL) => {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`with gone as (${statement}) select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
};

/**
 * Deletes what is older than the retention settings keep (decision 160); answers how many rows of each. Usage events
 * are read by kind, the first column of their index.
 */
export const purgeExpiredData = async (db: Database) => {
  const retention = await readSetting(db, 'retention');
  const sensorIds = (await selectRows<{ id: string }>(db, sql`select id from sensors order by id`)).map(
    (row) => row.id,
  );
  let readings = 0;
  for (let start = 0; start < sensorIds.length; start += SENSORS_PER_BATCH) {
    const ids = sensorIds.slice(start, start + SENSORS_PER_BATCH);
    readings += await deleted(
      db,
      sql`delete from readings where sensor_id = any(${sql.param(ids)}::uuid[])
        and measured_at < ${olderThan(retention.readingsDays)} returning 1`,
    );
  }
  let notifications = 0;
  await inBatches(db, NOTIFICATIONS_PER_BATCH, async (tx) => {
    const batch = await deleted(
      tx,
      sql`delete from notifications where id in (select id from notifications
        where created_at < ${olderThan(retention.notificationsDays)}
        limit ${NOTIFICATIONS_PER_BATCH} for update skip locked) returning 1`,
    );
    notifications += batch;
    return batch;
  });
  const usageEvents = await deleted(
    db,
    sql`delete from usage_events where kind = any(${sql.param([...USAGE_EVENT_KINDS])}::text[])
      and occurred_at < ${olderThan(retention.usageEventsDays)} returning 1`,
  );
  return { readings, notifications, usageEvents };
};
