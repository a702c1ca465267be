import pg from 'pg';

/** One connection to a PostgreSQL server's maintenance database, for creating and dropping test databases. */
export const withAdminClient = async (url: string, run: (client: pg.Client) => Promise<unknown>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};
