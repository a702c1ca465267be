import type { NearbyStation } from '@console/domain/weather/weather-sync.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdByName, type CreatedSensor, createSensorAs, reading, sendReadings } from '../../test/fixtures.ts';
import { hourlyWeather } from '../../test/weather-network-server.ts';
import { type SencropDevice, startSencropServer } from '../../test/sencrop-server.ts';
import { startWeenatServer } from '../../test/weenat-server.ts';
import { bearer, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { createSencropClient } from './sencrop-client.ts';
import { syncNetwork } from './station-sync.ts';
import { createWeenatClient } from './weenat-client.ts';

const SENCROP = { clientId: 'console-app', clientSecret: 'app-secret', partnerId: '42' };
const WEENAT_KEY = 'weenat-key';
const FAST = { paceMs: 5, attempts: 2, backoffMs: 10, timeoutMs: 2_000 };
// The trap stands at 44.2 N, 0.6 E; a hundredth of a degree of latitude is about 1.1 km.
const TRAP = { lat: 44.2, long: 0.6 };

let t: TestApp;
let sencrop: Awaited<ReturnType<typeof startSencropServer>>;
let weenat: Awaited<ReturnType<typeof startWeenatServer>>;
let users: Awaited<ReturnType<typeof signInDemoUsers>>;
let sensor: CreatedSensor;

const sencropDevice = (id: number, lat: number, email: string): SencropDevice => ({
  id,
  identification: `RC${id}`,
  name: `Sencrop ${id}`,
  lat,
  long: TRAP.long,
  delegator: { id: 500 + id, email },
  weather: hourlyWeather,
});

beforeAll(async () => {
  sencrop = await startSencropServer({
    ...SENCROP,
    devices: [
      sencropDevice(1, 44.22, 'farmer@demo.test'),
      // Shared by a neighbour: never offered to the demo farm.
      sencropDevice(2, 44.205, 'neighbour@example.test'),
      sencropDevice(3, 44.7, 'farmer@demo.test'),
    ],
  });
  weenat = await startWeenatServer({
    apiKey: WEENAT_KEY,
    devices: [{ id: 9, serial: 'WN-NEAR', name: 'Weenat near', location: [44.21, 0.6], weather: hourlyWeather }],
  });
  t = await createTestApp({
    SENCROP_API_URL: sencrop.url,
    SENCROP_CLIENT_ID: SENCROP.clientId,
    SENCROP_CLIENT_SECRET: SENCROP.clientSecret,
    SENCROP_PARTNER_ID: SENCROP.partnerId,
    WEENAT_API_URL: weenat.url,
    WEENAT_API_KEY: WEENAT_KEY,
  });
  users = await signInDemoUsers(t.app);
  sensor = await createSensorAs(t.app, users.staff, await accountIdByName(t.db, 'Ferme des Demo'), 'NEARBY-1');
  expect((await sendReadings(t.app, sensor, [reading(1, { gps: TRAP })])).statusCode).toBe(200);
  // A run lists the stations each network shows the console, linked to a trap or not.
  await syncNetwork(t.db, createSencropClient(sencrop.url, SENCROP, FAST), 'schedule');
  await syncNetwork(t.db, createWeenatClient(weenat.url, { apiKey: WEENAT_KEY }, FAST), 'schedule');
});
afterAll(async () => {
  await Promise.all([sencrop.close(), weenat.close()]);
  await t.close();
});

describe('the stations near a trap', () => {
  it('proposes those within 10 km its account may use, nearest first', async () => {
    const response = await t.app.inject({
      url: `/back/sensors/${sensor.id}/nearby-stations`,
      headers: bearer(users.farmer),
    });
    expect(response.statusCode, response.body).toBe(200);
    const near = response.json<NearbyStation[]>();
    expect(near.map(({ network, externalId, name }) => ({ network, externalId, name }))).toEqual([
      { network: 'weenat', externalId: 'WN-NEAR', name: 'Weenat near' },
      { network: 'sencrop', externalId: 'RC1', name: 'Sencrop 1' },
    ]);
    expect(near[0]?.distanceKm).toBeCloseTo(1.1, 1);
  });

  it('keeps a trap’s surroundings to its account', async () => {
    const response = await t.app.inject({
      url: `/back/sensors/${sensor.id}/nearby-stations`,
      headers: bearer(users.newcomer),
    });
    expect(response.statusCode).toBe(404);
  });
});
