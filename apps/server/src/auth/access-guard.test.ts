import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRights } from '../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let callers: Record<'staff' | 'provider' | 'farmer' | 'noUsers', string>;

beforeAll(async () => {
  t = await createTestApp();
  // A farm's user who may see parcels but not the farm's users.
  await createUserWithRights(t.db, 'Ferme des Demo', 'no-users@demo.test', { myUsers: 'no-access' });
  callers = { ...(await signInDemoUsers(t.app)), noUsers: await signIn(t.app, 'no-users@demo.test') };
});
afterAll(() => t.close());

type Caller = keyof typeof callers;

/** Representative routes: plain, staff-only, custom and any-of-several guards; bodies and queries. */
const CASES: { call: string; refused: Caller; allowed: Caller }[] = [
  { call: 'POST /roles', refused: 'farmer', allowed: 'staff' },
  { call: 'POST /providers', refused: 'farmer', allowed: 'staff' },
  // A provider edits its sensors' weather, but only the manufacturer registers sensors.
  { call: 'POST /sensors', refused: 'provider', allowed: 'staff' },
  { call: 'POST /parcels/sharing', refused: 'farmer', allowed: 'provider' },
  { call: 'POST /settings/alerts', refused: 'staff', allowed: 'farmer' },
  { call: 'POST /users', refused: 'noUsers', allowed: 'farmer' },
  { call: 'GET /users?sort=nonsense', refused: 'farmer', allowed: 'staff' },
  { call: 'GET /roles/options?accountType=nonsense', refused: 'noUsers', allowed: 'staff' },
];

const send = (caller: Caller, call: string, payload?: string) => {
  const [method, url] = call.split(' ') as ['GET' | 'POST', string];
  return t.app.inject({
    method,
    url: `/back${url}`,
    headers: { ...bearer(callers[caller]), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: payload ?? '{}' } : {}),
  });
};

describe('the order of checks', () => {
  it.each(CASES)('$call: 403 to a caller without the right, whatever the request holds', async ({ call, refused }) => {
    const response = await send(refused, call);
    expect(response.statusCode).toBe(403);
    // Nothing of the schema reaches an outsider.
    expect(response.json()).not.toHaveProperty('data');
  });

  it.each(CASES)('$call: 422 with field paths to a caller with the right', async ({ call, allowed }) => {
    const response = await send(allowed, call);
    expect(response.statusCode).toBe(422);
    expect(response.json().data.issues.length).toBeGreaterThan(0);
  });

  it('refuses an outsider before reading the body: a malformed one is 403, not 400', async () => {
    expect((await send('farmer', 'POST /roles', '{"labelFr":')).statusCode).toBe(403);
    expect((await send('staff', 'POST /roles', '{"labelFr":')).statusCode).toBe(400);
  });
});
