import { HOUR_MS, SYNC_LOOKBACK_DAYS } from '@console/domain/weather/station-sync';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { selectRows } from '../../db/client.ts';
import { weatherNetworks } from '../../db/schema.ts';
import { accountIdByName, createSensorAs, linkStation } from '../../test/fixtures.ts';
import { hourlyWeather } from '../../test/weather-network-server.ts';
import { type SencropDevice, startSencropServer } from '../../test/sencrop-server.ts';
import { createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { createSencropClient } from './sencrop-client.ts';
import { syncWeatherStations } from './service.ts';
import { syncNetwork } from './station-sync.ts';

const CREDENTIALS = { clientId: 'console-app', clientSecret: 'app-secret', partnerId: '42' };
// Pacing and backoff short enough for a test, their order kept.
const FAST = { paceMs: 5, attempts: 3, backoffMs: 20, timeoutMs: 2_000 };
const NOW = new Date('2026-11-20T10:30:00Z');
const LAST_WHOLE_HOUR = new Date('2026-11-20T10:00:00Z');

let t: TestApp;
let sencrop: Awaited<ReturnType<typeof startSencropServer>>;
const device = (id: number, overrides: Partial<SencropDevice> = {}): SencropDevice => ({
  id,
  identification: `RC00${id}`,
  name: `Station ${id}`,
  lat: 44.2,
  long: 0.6,
  delegator: { id: 900 + id, email: `farmer${id}@example.test` },
  weather: hourlyWeather,
  ...overrides,
});
const devices = [device(11), device(12), device(13, { weather: () => null })];

beforeAll(async () => {
  t = await createTestApp();
  const { staff } = await signInDemoUsers(t.app);
  const farm = await accountIdByName(t.db, 'Ferme des Demo');
  sencrop = await startSencropServer({ ...CREDENTIALS, devices });
  // Three traps linked to three Sencrop stations; a fourth station nobody links to is never fetched.
  for (const [index, identification] of ['RC0011', 'RC0012', 'RC0013'].entries()) {
    const sensor = await createSensorAs(t.app, staff, farm, `SYNC-${index}`);
    await linkStation(t.app, staff, sensor.id, 'sencrop', identification);
  }
  devices.push(device(14));
});
afterEach(() => setClock(null));
afterAll(async () => {
  await sencrop.close();
  await t.close();
});

const client = () => createSencropClient(sencrop.url, CREDENTIALS, FAST);
const stationRows = () =>
  selectRows<{
    externalId: string;
    name: string | null;
    lastHour: string | null;
    lastError: string | null;
    hours: number;
  }>(
    t.db,
    sql`select external_id as "externalId", name, last_hour as "lastHour", last_error as "lastError",
               (select count(*)::int from station_hours h where h.station_id = s.id) as hours
        from weather_stations s where network = 'sencrop' order by external_id`,
  );

describe('the Sencrop sync', () => {
  it('stores the lookback of every linked station on its first run, each hour once, and names every station', async () => {
    setClock(NOW);
    const outcome = await syncNetwork(t.db, client(), 'manual');
    const hours = SYNC_LOOKBACK_DAYS * 24;
    expect(outcome).toMatchObject({ stations: 3, hoursStored: 2 * hours, errors: [] });
    const rows = await stationRows();
    expect(rows.map(({ externalId, name, hours: stored }) => ({ externalId, name, stored }))).toEqual([
      { externalId: 'RC0011', name: 'Station 11', stored: hours },
      { externalId: 'RC0012', name: 'Station 12', stored: hours },
      { externalId: 'RC0013', name: 'Station 13', stored: 0 },
      // Listed for the traps near it, but linked to none: never fetched.
      { externalId: 'RC0014', name: 'Station 14', stored: 0 },
    ]);
    expect(new Date(rows[0]?.lastHour ?? 0)).toEqual(new Date(LAST_WHOLE_HOUR.getTime() - HOUR_MS));
    // Each hour as the station measured it.
    const [hour] = await selectRows<{ temperature: number }>(
      t.db,
      sql`select temperature from station_hours h join weather_stations s on s.id = h.station_id
          where s.external_id = 'RC0011' and h.hour = '2026-11-20T06:00:00Z'`,
    );
    expect(hour?.temperature).toBe(8);
    expect(sencrop.requests.some((request) => request.path.includes('/devices/14/'))).toBe(false);
  });

  it('asks only for the new hours on the next run, and stores nothing twice', async () => {
    setClock(new Date(NOW.getTime() + 3 * HOUR_MS));
    const before = sencrop.requests.length;
    const outcome = await syncNetwork(t.db, client(), 'schedule');
    expect(outcome.hoursStored).toBe(2 * 3);
    expect(await syncNetwork(t.db, client(), 'schedule')).toMatchObject({ hoursStored: 0 });
    // Station 13 never sent anything: it is asked for its whole lookback each run; the others for their new hours.
    const hourly = sencrop.requests.slice(before).filter((request) => request.path.endsWith('/data/hourly'));
    expect(hourly.filter((request) => request.path.includes('/devices/11/'))).toHaveLength(1);
  });

  it('back-fills a gap in the windows the API accepts', async () => {
    setClock(new Date(NOW.getTime() + 3 * HOUR_MS));
    await t.db.execute(sql`
      delete from station_hours where station_id = (select id from weather_stations where external_id = 'RC0012')
        and hour >= '2026-11-01T00:00:00Z' and hour < '2026-11-10T00:00:00Z'`);
    const outcome = await syncNetwork(t.db, client(), 'manual');
    expect(outcome.hoursStored).toBe(9 * 24);
  });

  it('retries a 429 after its Retry-After and a 500, and one failing station does not stop the others', async () => {
    setClock(new Date(NOW.getTime() + 5 * HOUR_MS));
    sencrop.fail(/\/devices\/11\/data\/hourly$/, 429, 1, '0');
    sencrop.fail(/\/devices\/12\/data\/hourly$/, 500, 3);
    const outcome = await syncNetwork(t.db, client(), 'schedule');
    expect(outcome.errors).toEqual([
      { externalId: 'RC0012', code: 'unavailable', detail: expect.stringContaining('500') },
    ]);
    const rows = await stationRows();
    expect(new Date(rows.find((row) => row.externalId === 'RC0011')?.lastHour ?? 0)).toEqual(
      new Date(LAST_WHOLE_HOUR.getTime() + 4 * HOUR_MS),
    );
    expect(rows.find((row) => row.externalId === 'RC0012')?.lastError).toContain('500');
    // The next run takes station 12's missed hours and clears its error.
    const next = await syncNetwork(t.db, client(), 'schedule');
    expect(next).toMatchObject({ hoursStored: 2, errors: [] });
    expect((await stationRows()).find((row) => row.externalId === 'RC0012')?.lastError).toBeNull();
  });

  it('says once that the network refused the credentials, and logs each run', async () => {
    const refused = await syncNetwork(
      t.db,
      createSencropClient(sencrop.url, { ...CREDENTIALS, clientSecret: 'wrong' }, FAST),
      'manual',
    );
    expect(refused.errors).toEqual([
      { externalId: null, code: 'unauthorized', detail: expect.stringContaining('401') },
    ]);
    const [log] = await selectRows<{ runs: number; failed: number }>(
      t.db,
      sql`select count(*)::int as runs, count(*) filter (where jsonb_array_length(errors) > 0)::int as failed
          from weather_sync_runs where network = 'sencrop' and finished_at is not null`,
    );
    expect(log).toEqual({ runs: 7, failed: 2 });
  });

  it('runs hourly for a network the environment configures, and not while staff have it paused', async () => {
    setClock(new Date(NOW.getTime() + 6 * HOUR_MS));
    const config = loadConfig({
      SENCROP_API_URL: sencrop.url,
      SENCROP_CLIENT_ID: CREDENTIALS.clientId,
      SENCROP_CLIENT_SECRET: CREDENTIALS.clientSecret,
      SENCROP_PARTNER_ID: CREDENTIALS.partnerId,
    });
    expect(await syncWeatherStations(t.db, loadConfig({}))).toEqual([]);
    expect(await syncWeatherStations(t.db, config)).toEqual([
      expect.objectContaining({ network: 'sencrop', stations: 3, hoursStored: 2 }),
    ]);
    await t.db.insert(weatherNetworks).values({ network: 'sencrop', isPaused: true });
    expect(await syncWeatherStations(t.db, config)).toEqual([]);
  });
});
