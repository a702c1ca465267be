import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Folds the per-group count rows (see `sensorCounts`) into one row per group, dropping groups that add up to
 * nothing. Rows a report appends meanwhile are not in the statement's snapshot and stay as they are; a second run
 * at the same time waits for the first's rows and finds them gone, so the sums never change.
 */
export const foldSensorCounts = async (db: Database): Promise<void> => {
  await db.execute(sql`
    with folded as (delete from sensor_counts returning *)
    insert into sensor_counts (account_id, state, usage, faulty, n)
    select account_id, state, usage, faulty, sum(n) from folded
    group by account_id, state, usage, faulty having sum(n) <> 0`);
};
