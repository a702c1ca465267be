import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  /** The raw connection, for libraries that bring their own SQL (the job queue). */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, 'migrations');
// Any constant shared by every server process: only one of them migrates at a time.
const MIGRATION_LOCK_KEY = 727_001;

// Columns are camelCase in the schema and snake_case in the database.
const CASING = 'snake_case';
const dialect = new PgDialect({ casing: CASING });

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** False for API and worker processes on PostgreSQL: the `migrate` step has applied the migrations (decision 173). */
  migrate?: boolean;
  /** An in-memory PGlite starts from this copy of a data folder (`dumpDataDir`) instead of an empty cluster. */
  pgliteDump?: Blob;
  /** The migrations to apply: a test of one migration stops before it, writes, then applies the rest. */
  migrationsFolder?: string;
};

/**
 * The server's PostgreSQL connections (the benchmark's floors use them too). JIT compilation is off: it pays off for
 * long analytic queries, but the planner's estimate for a scope filter over 50 000 parcels crosses its threshold
 * and a 30 ms count spent 15 ms more compiling itself, on every profile read.
 */
export const createPool = (connectionString: string, max: number): pg.Pool =>
  new pg.Pool({ connectionString, max, options: '-c jit=off' });

/** A PostgreSQL server when a URL is given, otherwise PGlite in `dataDir` (in memory when neither is given). */
export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, options.poolSize ?? 10);
    // A connection the server closes while it sits idle (a restart, an administrator) is dropped by the pool and
    // the next query opens another. Without a listener node treats the event as uncaught and the process exits.
    pool.on('error', (error) => console.warn(`idle database connection closed: ${error.message}`));
    const db = drizzleNodePg(pool, { schema, casing: CASING }) as unknown as Database;
    const handle: DatabaseHandle = {
      db,
      driver: { kind: 'postgres', url: options.databaseUrl },
      close: () => pool.end(),
    };
    if (options.migrate === false) return handle;
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(drizzleNodePg(client, { schema, casing: CASING }), {
        migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER,
      });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      client.release();
    }
    return handle;
  }

  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const client = options.dataDir
      ? await PGlite.create(path.resolve(options.dataDir, 'pglite'))
      : await PGlite.create({ loadDataDir: options.pgliteDump });
    const db = drizzlePglite(client, { schema, casing: CASING });
    await migratePglite(db, { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      driver: { kind: 'pglite', client },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
};

/** PGlite allows one process per data folder: a second writer would corrupt it, so refuse to start instead. */
const lockDataDir = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (isProcessAlive(holder)) {
      throw new Error(`The data folder ${dataDir} is in use by process ${holder}; stop it or set DATA_DIR.`);
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
};

const isProcessAlive = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Rows of a raw SQL statement; both drivers answer `{ rows }`, which the shared database type cannot express. */
export const selectRows = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * A raw statement built once, its values drizzle placeholders (`sql.placeholder(name)`), for statements run again
 * and again such as a device's batch: only the values change from call to call, so its text is not rebuilt, and
 * PostgreSQL plans it once per connection as the named prepared statement `name`. PGlite runs it as any other.
 */
export const preparedStatement = <Row = unknown>(name: string, statement: SQL) => {
  const query = dialect.sqlToQuery(statement);
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> =>
    ((await db._.session.prepareQuery(query, undefined, name, false).execute(values)) as { rows: Row[] }).rows;
};

/**
 * A drizzle query prepared once per database and shape, for statements run again and again: drizzle builds its text
 * once, and the values come as placeholders. The shape is whatever changes that text (for a list, the caller's kind of
 * account, which filters are set, the sort), serialisable as JSON. For a page of 50 sensors, building the query cost
 * the server's thread more than PostgreSQL took to run it (0.35 ms against 0.15 ms).
 *
 * `build` names the statement with `.prepare(name)`. A named statement is planned once per connection: after five
 * calls PostgreSQL may keep a generic plan. `PLANNED_PER_CALL` keeps it unnamed, planned with each call's values.
 */
export const preparedPerShape = <Shape, Query>(build: (db: Database, shape: Shape) => Query) => {
  const prepared = new WeakMap<Database, Map<string, Query>>();
  return (db: Database, shape: Shape): Query => {
    let byShape = prepared.get(db);
    if (!byShape) prepared.set(db, (byShape = new Map()));
    const key = JSON.stringify(shape);
    let query = byShape.get(key);
    if (!query) byShape.set(key, (query = build(db, shape)));
    return query;
  };
};

/** A query with one shape (see preparedPerShape), for statements every request or batch runs. */
export const preparedPerDatabase = <Query>(build: (db: Database) => Query): ((db: Database) => Query) => {
  const perShape = preparedPerShape((db, _shape: null) => build(db));
  return (db) => perShape(db, null);
};

/**
 * The name of a prepared query PostgreSQL plans with each call's values: an unnamed statement. A list filter's
 * values decide its best plan (a generic plan cannot use the label search's pattern index).
 */
export const PLANNED_PER_CALL = '';

type ErrorLink = { code?: unknown; message?: unknown; cause?: unknown };

/** An error and its causes: drizzle wraps the driver's error as `cause`. */
const errorChain = (error: unknown): ErrorLink[] => {
  const chain: ErrorLink[] = [];
  let current = error;
  while (typeof current === 'object' && current !== null && chain.length < 5) {
    chain.push(current as ErrorLink);
    current = (current as ErrorLink).cause;
  }
  return chain;
};

const hasCode = (error: unknown, matches: (code: string) => boolean): boolean =>
  errorChain(error).some(({ code }) => typeof code === 'string' && matches(code));

/** PostgreSQL's unique_violation, from either driver, bare or wrapped by drizzle. */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, (code) => code === '23505');

/**
 * A value its column cannot hold (too long, out of range, not of its type, a NUL character): SQLSTATEs of class 22
 * that a payload can cause. The domain's schemas bound every field (decision 082), so one of these is a gap in them.
 */
const INVALID_VALUE_CODES = ['22001', '22003', '22007', '22008', '22021', '22P02', '22P05'];

/**
 * No answer from PostgreSQL: the socket's errors, a connection exception (class 08), and the server shutting down,
 * crashed or still starting (57P01-57P03).
 */
const UNAVAILABLE_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
];
// node-postgres names a connection lost mid-query by its message only.
const CONNECTION_LOST = /^Connection terminated|^Client has encountered a connection error/;

export type DatabaseFailure = 'unavailable' | 'conflict' | 'invalid-value';

/** What a database error means for the caller, or null for a failure of the server itself. */
export const classifyDatabaseError = (error: unknown): DatabaseFailure | null => {
  if (
    hasCode(error, (code) => UNAVAILABLE_CODES.includes(code) || code.startsWith('08')) ||
    errorChain(error).some(({ message }) => typeof message === 'string' && CONNECTION_LOST.test(message))
  ) {
    return 'unavailable';
  }
  if (isUniqueViolation(error)) return 'conflict';
  if (hasCode(error, (code) => INVALID_VALUE_CODES.includes(code))) return 'invalid-value';
  return null;
};
