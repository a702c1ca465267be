import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Database, MIGRATIONS_FOLDER, selectRows } from './client.ts';

// The migrations this build ships, read once: the newest one's timestamp is what the database must have reached.
const newestShipped = Math.max(
  ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
);

/**
 * Whether the database runs the migrations this build ships. Drizzle's migrator records each applied migration with
 * its folder's timestamp; an API process started before the `migrate` step has run is not ready.
 */
export const areMigrationsCurrent = async (db: Database): Promise<boolean> => {
  const [row] = await selectRows<{ newest: string | null }>(
    db,
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.newest ?? 0) >= newestShipped;
};
