import { SYNC_LOOKBACK_DAYS } from '@console/domain/weather/station-sync';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock.ts';
import { selectRows } from '../../db/client.ts';
import { accountIdByName, createSensorAs, linkStation } from '../../test/fixtures.ts';
import { hourlyWeather } from '../../test/weather-network-server.ts';
import { startWeenatServer, type WeenatDevice } from '../../test/weenat-server.ts';
import { createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { syncNetwork } from './station-sync.ts';
import { createWeenatClient } from './weenat-client.ts';

const API_KEY = 'weenat-key';
const FAST = { paceMs: 5, attempts: 3, backoffMs: 20, timeoutMs: 2_000 };
const NOW = new Date('2026-11-20T10:30:00Z');

let t: TestApp;
let weenat: Awaited<ReturnType<typeof startWeenatServer>>;
// More devices than one page holds: the station linked last is on the second page.
const devices: WeenatDevice[] = Array.from({ length: 105 }, (_, index) => ({
  id: 5000 + index,
  serial: `WN-${String(index).padStart(3, '0')}`,
  name: `Weenat ${index}`,
  location: index === 104 ? null : [44.1, 0.5],
  weather: hourlyWeather,
}));

beforeAll(async () => {
  t = await createTestApp();
  const { staff } = await signInDemoUsers(t.app);
  const farm = await accountIdByName(t.db, 'Ferme des Demo');
  weenat = await startWeenatServer({ apiKey: API_KEY, devices });
  for (const serial of ['WN-003', 'WN-104']) {
    const sensor = await createSensorAs(t.app, staff, farm, `WEENAT-${serial}`);
    await linkStation(t.app, staff, sensor.id, 'weenat', serial);
  }
});
afterEach(() => setClock(null));
afterAll(async () => {
  await weenat.close();
  await t.close();
});

describe('the Weenat sync', () => {
  it('finds linked stations over the pages of devices and stores their hours, measures sent as text included', async () => {
    setClock(NOW);
    const outcome = await syncNetwork(t.db, createWeenatClient(weenat.url, { apiKey: API_KEY }, FAST), 'manual');
    expect(outcome).toMatchObject({ stations: 2, hoursStored: 2 * SYNC_LOOKBACK_DAYS * 24, errors: [] });
    const rows = await selectRows<{ externalId: string; name: string; lat: number | null; humidity: number }>(
      t.db,
      sql`select s.external_id as "externalId", s.name, s.lat, h.humidity from weather_stations s
          join station_hours h on h.station_id = s.id and h.hour = '2026-11-19T06:00:00Z'
          where s.network = 'weenat' order by s.external_id`,
    );
    expect(rows).toEqual([
      { externalId: 'WN-003', name: 'Weenat 3', lat: 44.1, humidity: 80 },
      { externalId: 'WN-104', name: 'Weenat 104', lat: null, humidity: 80 },
    ]);
    // A week per request: 30 days take 5 requests per station, after two pages of devices.
    const paths = weenat.requests.map((request) => request.path);
    expect(paths.filter((path) => path === '/v3/devices/')).toHaveLength(2);
    expect(paths.filter((path) => path === '/v3/data/devices/5003/')).toHaveLength(5);
  });

  it('says once that Weenat refused the key, without asking for any station', async () => {
    const before = weenat.requests.length;
    const outcome = await syncNetwork(t.db, createWeenatClient(weenat.url, { apiKey: 'wrong' }, FAST), 'manual');
    expect(outcome.errors).toEqual([
      { externalId: null, code: 'unauthorized', detail: expect.stringContaining('401') },
    ]);
    expect(weenat.requests.slice(before).map((request) => request.path)).toEqual(['/v3/devices/']);
  });
});
