/**
 * The least the scale benchmark needs from a driver: run one statement with parameters. Both `pg.Pool` and
 * PGlite have this `query(text, params)`, so the loader and the floors run unchanged on either database.
 */
export type SqlExecutor = {
  kind: 'pglite' | 'postgres';
  query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** How many load statements to run at once: one per core on PostgreSQL, 1 on PGlite (one connection). */
  parallelism: number;
};

export const selectRows = async <T>(executor: SqlExecutor, text: string, params: unknown[] = []): Promise<T[]> =>
  (await executor.query(text, params)).rows as T[];

export const selectOne = async <T>(executor: SqlExecutor, text: string, params: unknown[] = []): Promise<T> => {
  const [row] = await selectRows<T>(executor, text, params);
  if (row === undefined) throw new Error(`no row from: ${text.slice(0, 80)}`);
  return row;
};
