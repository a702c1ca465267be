import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('health', () => {
  it('answers live without a sign-in, never cached', async () => {
    const response = await get('/back/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is ready on a migrated database, with the backlog of the jobs it runs', async () => {
    const response = await get('/back/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ready: true, database: 'reachable', migrations: 'current' });
    expect(response.json<{ backlog: number }>().backlog).toBeGreaterThanOrEqual(0);
  });

  it('is not ready while the database lacks the newest migration', async () => {
    const [newest] = await selectRows<{ hash: string; created_at: string }>(
      t.db,
      sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
            returning hash, created_at`,
    );
    try {
      const response = await get('/back/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ ready: false, database: 'reachable', migrations: 'pending' });
      // Liveness does not depend on the database: the load balancer keeps the process, without sending it work.
      expect((await get('/back/health')).statusCode).toBe(200);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest?.hash}, ${newest?.created_at})`,
      );
    }
    expect((await get('/back/health/ready')).statusCode).toBe(200);
  });
});
