import type { ParcelHistory } from '@console/domain/parcel/parcel-history.schema';
import type { ParcelSynthesis } from '@console/domain/parcel/parcel-synthesis.schema';
import type { WeatherFeed } from '@console/domain/sensor/weather-feed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountIdByName,
  createCoveredSensorAs,
  insertParcel,
  reading,
  sendReadings,
  linkStation,
} from '../../test/fixtures.ts';
import { hourlyWeather } from '../../test/weather-network-server.ts';
import { startWeenatServer } from '../../test/weenat-server.ts';
import { bearer, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { syncNetwork } from './station-sync.ts';
import { createWeenatClient } from './weenat-client.ts';

const API_KEY = 'weenat-key';
const FAST = { paceMs: 5, attempts: 2, backoffMs: 10, timeoutMs: 2_000 };
/** The station's humidity, which no demo capture reads exactly: a figure that can only come from the station. */
const STATION_HUMIDITY = 80;

let t: TestApp;
let weenat: Awaited<ReturnType<typeof startWeenatServer>>;
let users: Awaited<ReturnType<typeof signInDemoUsers>>;
let placed: { sensorId: string; parcelId: string };

beforeAll(async () => {
  weenat = await startWeenatServer({
    apiKey: API_KEY,
    devices: [{ id: 31, serial: 'WN-FARM', name: 'Farm station', location: [44.2, 0.6], weather: hourlyWeather }],
  });
  t = await createTestApp();
  users = await signInDemoUsers(t.app);
  // A trap of the farm with its own station, on one of its parcels; its device sends two captures of the last hours.
  const farm = await accountIdByName(t.db, 'Ferme des Demo');
  const parcelId = await insertParcel(t.db, { label: 'Station field', accountId: farm, postalCode: '47300' });
  const sensor = await createCoveredSensorAs(t, users.staff, farm, 'STATION-FED');
  const onParcel = await t.app.inject({
    method: 'POST',
    url: `/back/parcels/${parcelId}/sensor`,
    headers: bearer(users.farmer),
    payload: { sensorId: sensor.id },
  });
  expect(onParcel.statusCode, onParcel.body).toBe(200);
  placed = { sensorId: sensor.id, parcelId };
  const sent = await sendReadings(t.app, sensor, [reading(3), reading(2)]);
  expect(sent.statusCode, sent.body).toBe(200);
  await linkStation(t.app, users.staff, placed.sensorId, 'weenat', 'WN-FARM');
  await syncNetwork(t.db, createWeenatClient(weenat.url, { apiKey: API_KEY }, FAST), 'schedule');
});
afterAll(async () => {
  await weenat.close();
  await t.close();
});

const get = <T>(path: string, token = users.farmer) =>
  t.app.inject({ url: `/back${path}`, headers: bearer(token) }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  });

describe("a linked station's weather on the farmer's pages", () => {
  it("gives the parcel's last day of weather from the station, named", async () => {
    const { weather, weatherStation } = await get<ParcelSynthesis>(`/parcels/${placed.parcelId}/synthesis`);
    expect(weather).toMatchObject({ source: 'station', humidityAvg: STATION_HUMIDITY });
    expect(weather?.captures).toBeGreaterThanOrEqual(23);
    expect(weatherStation).toMatchObject({ network: 'weenat', name: 'Farm station', isSilent: false });

    const feed = await get<WeatherFeed>(`/sensors/${placed.sensorId}/weather-feed`);
    expect(feed).toMatchObject({
      feed: 'linked-station',
      station: { name: 'Farm station', lastHour: expect.any(String) },
    });
  });

  it("gives the history's nights the station covered its weather", async () => {
    const history = await get<ParcelHistory>(`/parcels/${placed.parcelId}/history?seasons=1`);
    expect(history.weatherStation).toMatchObject({ name: 'Farm station' });
    const lastWeek = history.seasons.at(-1)?.weeks.at(-1);
    expect(lastWeek?.humidityAvg).toBe(STATION_HUMIDITY);
  });

  it('falls back to the trap’s own station once the linked one is silent, and says so', async () => {
    await t.db.execute(
      sql`update weather_stations set last_hour = now() - interval '3 days' where external_id = 'WN-FARM'`,
    );
    const { weather, weatherStation } = await get<ParcelSynthesis>(`/parcels/${placed.parcelId}/synthesis`);
    expect(weather?.source).toBe('sensor');
    expect(weather?.humidityAvg).not.toBe(STATION_HUMIDITY);
    expect(weatherStation).toMatchObject({ isSilent: true });
    const feed = await get<WeatherFeed>(`/sensors/${placed.sensorId}/weather-feed`);
    expect(feed).toMatchObject({ feed: 'own-station', reason: 'linked-station-silent' });
  });

  it("keeps the station's state to the trap's account: another farm gets 404", async () => {
    for (const path of [`/sensors/${placed.sensorId}/weather-feed`, `/parcels/${placed.parcelId}/synthesis`]) {
      const response = await t.app.inject({ url: `/back${path}`, headers: bearer(users.newcomer) });
      expect(response.statusCode).toBe(404);
    }
  });
});
