import type { Database } from './client.ts';

/**
 * Runs `batch` in a transaction of its own again and again until it handles fewer rows than `size`: a job works
 * through a backlog a bounded batch at a time (`for update … skip locked`), so no transaction holds many rows and
 * two processes share the work.
 */
export const inBatches = async (db: Database, size: number, batch: (tx: Database) => Promise<number>) => {
  for (;;) {
    if ((await db.transaction(batch)) < size) return;
  }
};
