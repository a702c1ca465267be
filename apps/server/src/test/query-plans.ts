import { type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../db/client.ts';

/**
 * `db` with its raw statements (`db.execute`, which every hand-written query goes through) run under EXPLAIN ANALYZE
 * instead, their plans kept in `plans` and their rows dropped. Query-builder calls pass through untouched.
 */
export const explaining = (db: Database) => {
  const plans: string[] = [];
  const proxy = new Proxy(db, {
    get: (target, key, receiver) =>
      key === 'execute'
        ? async (query: SQL) => {
            const rows = await selectRows<Record<string, string>>(
              target,
              sql`explain (analyze, costs off, timing off) ${query}`,
            );
            plans.push(rows.map((row) => Object.values(row).join('')).join('\n'));
            return { rows: [] };
          }
        : Reflect.get(target, key, receiver),
  });
  return { db: proxy, plans };
};

/** The partitions of `readings` a plan read: scans that ran, not those pruned or never executed. */
export const scannedReadingPartitions = (plan: string): string[] => [
  ...new Set(
    plan
      .split('\n')
      .filter((line) => !line.includes('never executed'))
      .flatMap((line) => / on (readings_\w+)/.exec(line)?.[1] ?? []),
  ),
];

/** The partition holding the captures of `at`'s month (UTC), as migration 0062 names it. */
export const readingPartitionOf = (at: Date) =>
  `readings_y${at.getUTCFullYear()}m${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
