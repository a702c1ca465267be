import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../test/postgres-cluster.ts';
import { bearer, createTestApp, requestTokens, signIn, type TestApp } from '../test/test-app.ts';

let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
let t: TestApp;
let token: string;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  t = await createTestApp({}, cluster.url);
  token = await signIn(t.app, 'farmer@demo.test');
});
afterAll(async () => {
  try {
    await t.close();
  } finally {
    // Even when a failure left the cluster stopped and the app could not drop its database.
    await cluster.remove();
  }
});

const profile = () => t.app.inject({ url: '/back/profile', headers: bearer(token) });

describe('the API while its PostgreSQL server is stopped', () => {
  it('answers 503 in the error shape, which the web client waits out, and serves again once it is back', async () => {
    expect((await profile()).statusCode).toBe(200);

    await cluster.stop();
    const down = await profile();
    expect(down.statusCode).toBe(503);
    // No `data.error`: the web client reads a bare 503 as the API being down (spec point 8's outage modal).
    expect(down.json()).toEqual({ status: 503, message: 'database unavailable', transactionId: expect.any(String) });
    const signIn = await requestTokens(t.app, { grant_type: 'password', username: 'farmer@demo.test', password: 'x' });
    expect(signIn.statusCode).toBe(503);

    await cluster.start();
    expect((await profile()).statusCode).toBe(200);
  });
});
