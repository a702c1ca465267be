import type { ConnectionTest, NetworkCard, SyncRun, SyncedStation } from '@console/domain/weather/weather-sync.schema';
import type { Paged } from '@console/domain/list/list-query';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { accountIdByName, createSensorAs, createUserWithRights, linkStation } from '../../test/fixtures.ts';
import { hourlyWeather } from '../../test/weather-network-server.ts';
import { startWeenatServer } from '../../test/weenat-server.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

const API_KEY = 'weenat-secret-key-1234';

let t: TestApp;
let weenat: Awaited<ReturnType<typeof startWeenatServer>>;
let users: Awaited<ReturnType<typeof signInDemoUsers>>;
let readOnlyStaff: string;

beforeAll(async () => {
  weenat = await startWeenatServer({
    apiKey: API_KEY,
    devices: [1, 2].map((index) => ({
      id: 700 + index,
      serial: `WN-${index}`,
      name: `Field station ${index}`,
      location: [44.2, 0.6] as [number, number],
      weather: hourlyWeather,
    })),
  });
  t = await createTestApp({ WEENAT_API_URL: weenat.url });
  users = await signInDemoUsers(t.app);
  await createUserWithRights(t.db, 'De Sangosse', 'sync-reader@demo.test', { configuration: 'read-only' });
  readOnlyStaff = await signIn(t.app, 'sync-reader@demo.test');
  const farm = await accountIdByName(t.db, 'Ferme des Demo');
  // Two stations Weenat knows, and one it does not: that one fails on every run.
  for (const serial of ['WN-1', 'WN-2', 'WN-9']) {
    const sensor = await createSensorAs(t.app, users.staff, farm, `PAGE-${serial}`);
    await linkStation(t.app, users.staff, sensor.id, 'weenat', serial);
  }
});
afterAll(async () => {
  await weenat.close();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', path: string, token = users.staff, payload?: object) =>
  t.app.inject({ method, url: `/back/settings/syncs${path}`, headers: bearer(token), payload });
const weenatCard = async () =>
  (await call('GET', '')).json<{ networks: NetworkCard[] }>().networks.find((card) => card.network === 'weenat');
const finished = async (run: SyncRun) =>
  vi.waitFor(
    async () => {
      const current = (await call('GET', `/runs/${run.id}`)).json<SyncRun>();
      expect(current.finishedAt).not.toBeNull();
      return current;
    },
    { timeout: 30_000, interval: 100 },
  );

describe('the sync page', () => {
  it('shows both networks unconfigured, to staff only; acting needs the Configuration right, checked first', async () => {
    const overview = await call('GET', '');
    expect(overview.statusCode).toBe(200);
    expect(overview.json<{ networks: NetworkCard[] }>().networks).toEqual([
      expect.objectContaining({ network: 'sencrop', state: 'not-configured', credentialsSource: null, lastRun: null }),
      expect.objectContaining({ network: 'weenat', state: 'not-configured', stations: 3 }),
    ]);
    expect((await call('GET', '', readOnlyStaff)).statusCode).toBe(200);
    for (const token of [users.provider, users.farmer]) {
      expect((await call('GET', '', token)).statusCode).toBe(403);
      expect((await call('GET', '/stations', token)).statusCode).toBe(403);
    }
    // An invalid body still gets 403: the right is checked before the body.
    for (const token of [users.provider, users.farmer, readOnlyStaff]) {
      expect((await call('PUT', '/weenat/credentials', token, { credentials: {} })).statusCode).toBe(403);
      expect((await call('POST', '/weenat/runs', token)).statusCode).toBe(403);
      expect((await call('POST', '/weenat/actions/pause', token, {})).statusCode).toBe(403);
      expect((await call('POST', '/weenat/test', token)).statusCode).toBe(403);
    }
    expect((await call('POST', '/weenat/runs')).json()).toMatchObject({
      data: { issues: [{ path: ['network'], message: 'weather-sync.not-configured' }] },
    });
  });

  it('keeps credentials write-only and sealed, and records who saved them and why', async () => {
    const mismatch = await call('PUT', '/weenat/credentials', users.staff, {
      credentials: { network: 'sencrop', clientId: 'a', clientSecret: 'b', partnerId: '1' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({ data: { issues: [{ path: ['credentials', 'network'] }] } });
    const empty = await call('PUT', '/weenat/credentials', users.staff, { credentials: { network: 'weenat' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ data: { issues: [{ path: ['credentials', 'apiKey'] }] } });

    const saved = await call('PUT', '/weenat/credentials', users.staff, {
      credentials: { network: 'weenat', apiKey: API_KEY },
      reason: 'Contract signed with Weenat',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(API_KEY);
    expect(saved.json<NetworkCard>()).toMatchObject({
      state: 'connected',
      credentialsSource: 'settings',
      history: [{ action: 'credentials-saved', by: expect.any(String), reason: 'Contract signed with Weenat' }],
    });
    expect((await call('GET', '', readOnlyStaff)).body).not.toContain(API_KEY);
    const [row] = await selectRows<{ credentials: string }>(
      t.db,
      sql`select credentials from weather_networks where network = 'weenat'`,
    );
    expect(row?.credentials).not.toContain(API_KEY);
  });

  it('tests the connection with the network’s own answer', async () => {
    const test = await call('POST', '/weenat/test');
    expect(test.json<ConnectionTest>()).toEqual({ ok: true, stationsVisible: 2, error: null });
    weenat.fail(/^\/v3\/devices\/$/, 401, 1);
    expect((await call('POST', '/weenat/test')).json<ConnectionTest>()).toMatchObject({
      ok: false,
      error: { code: 'unauthorized', detail: expect.stringContaining('401') },
    });
  });

  it('runs now: answers the run at once, which ends with what it stored and the station that failed', async () => {
    const started = await call('POST', '/weenat/runs');
    expect(started.statusCode, started.body).toBe(202);
    const run = started.json<SyncRun>();
    expect(run).toMatchObject({ network: 'weenat', trigger: 'manual', finishedAt: null });
    const ended = await finished(run);
    expect(ended).toMatchObject({
      stations: 3,
      hoursStored: 2 * 30 * 24,
      errors: [{ externalId: 'WN-9', code: 'not-found' }],
    });
    expect(await weenatCard()).toMatchObject({
      state: 'failing',
      stations: 3,
      failingStations: 1,
      hoursLast24h: 2 * 30 * 24,
    });

    const failing = (await call('GET', '/stations?failing=true')).json<Paged<SyncedStation>>();
    expect(failing.items).toEqual([
      expect.objectContaining({ externalId: 'WN-9', linkedSensors: 1, missingHours: 30 * 24, lastHour: null }),
    ]);
    const all = (await call('GET', '/stations?network=weenat&sort=name')).json<Paged<SyncedStation>>();
    expect(all.items.map((station) => [station.name, station.missingHours])).toEqual([
      ['Field station 1', 0],
      ['Field station 2', 0],
      [null, 30 * 24],
    ]);
    const runs = (await call('GET', '/runs?network=weenat')).json<Paged<SyncRun>>();
    expect(runs.items.map((item) => item.id)).toEqual([run.id]);
  });

  it('runs one network at a time, and retries one station on its own', async () => {
    await t.db.execute(
      sql`insert into weather_sync_runs (network, trigger, started_at) values ('weenat', 'manual', now())`,
    );
    const busy = await call('POST', '/weenat/runs');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ data: { issues: [{ message: 'weather-sync.running' }] } });
    await t.db.execute(sql`delete from weather_sync_runs where finished_at is null`);

    const [station] = (await call('GET', '/stations?search=wn-9')).json<Paged<SyncedStation>>().items;
    const retried = await call('POST', `/stations/${station?.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<SyncedStation>()).toMatchObject({ externalId: 'WN-9', lastError: expect.any(String) });
    expect((await call('GET', '/runs')).json<Paged<SyncRun>>().items[0]).toMatchObject({ stations: 1 });
    const unknown = await call('POST', '/stations/00000000-0000-4000-8000-000000000000/retry');
    expect(unknown.statusCode).toBe(404);
  });

  it('pauses, resumes and forgets, each once, each in the history', async () => {
    expect((await call('POST', '/weenat/actions/pause', users.staff, { reason: 'Maintenance' })).json()).toMatchObject({
      state: 'paused',
    });
    expect((await call('POST', '/weenat/actions/pause', users.staff, {})).statusCode).toBe(409);
    expect((await call('POST', '/weenat/runs')).json()).toMatchObject({
      data: { issues: [{ message: 'weather-sync.paused' }] },
    });
    await call('POST', '/weenat/actions/resume', users.staff, {});
    const forgotten = await call('POST', '/weenat/actions/forget', users.staff, { reason: 'Contract ended' });
    expect(forgotten.json<NetworkCard>()).toMatchObject({ state: 'not-configured', credentialsSource: null });
    expect(forgotten.json<NetworkCard>().history.map((event) => event.action)).toEqual([
      'credentials-removed',
      'resumed',
      'paused',
      'credentials-saved',
    ]);
    expect((await call('POST', '/weenat/actions/forget', users.staff, {})).statusCode).toBe(409);
  });
});
