import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountIdByName,
  createCoveredSensorAs,
  type CreatedSensor,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { explaining, readingPartitionOf, scannedReadingPartitions } from '../../test/query-plans.ts';
import { now } from '../../clock.ts';
import { selectCaptures, selectDailyReadings } from './readings-queries.ts';

let t: TestApp;
let farmer: string;
let provider: string;
let sensor: CreatedSensor;

const at = (measuredAt: string, change: Record<string, unknown>) => ({ ...reading(0), measuredAt, ...change });

beforeAll(async () => {
  t = await createTestApp();
  const staff = await signIn(t.app, 'staff@demo.test');
  farmer = await signIn(t.app, 'farmer@demo.test');
  provider = await signIn(t.app, 'provider@demo.test');
  sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'CHART-1');
  // The farmer lives in Paris: 22:30 UTC on the 10th is still the 10th there, 23:30 UTC is the 11th.
  await sendReadings(t.app, sensor, [
    at('2026-11-10T08:00:00Z', { slugCount: 4, temperature: 6, rainfall: 1.5, batteryVoltage: 12.4 }),
    at('2026-11-10T22:30:00Z', { slugCount: 6, temperature: 9, rainfall: 0.5, batteryVoltage: 12.2 }),
    at('2026-11-10T23:30:00Z', {
      slugCount: 1,
      temperature: null,
      humidity: null,
      rainfall: null,
      batteryVoltage: 12.1,
    }),
  ]);
});
afterAll(() => t.close());

const get = (url: string, token = farmer) => t.app.inject({ url, headers: bearer(token) });

describe('sensor charts', () => {
  it('aggregates a range per calendar day in the user’s time zone', async () => {
    const response = await get(`/back/sensors/${sensor.id}/readings/daily?from=2026-11-09&to=2026-11-12`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        day: '2026-11-10',
        captures: 2,
        slugTotal: 10,
        slugMax: 6,
        temperatureMin: 6,
        temperatureMax: 9,
        rainfallTotal: 2,
        batteryMin: 12.2,
      }),
      expect.objectContaining({
        day: '2026-11-11',
        captures: 1,
        slugTotal: 1,
        temperatureMin: null,
        rainfallTotal: null,
        batteryMin: 12.1,
      }),
    ]);
  });

  it('lists every capture of a range in time order', async () => {
    const response = await get(`/back/sensors/${sensor.id}/readings?from=2026-11-11&to=2026-11-11`);
    expect(response.json()).toEqual([
      {
        measuredAt: '2026-11-10T23:30:00.000Z',
        slugCount: 1,
        temperature: null,
        humidity: null,
        rainfall: null,
        batteryVoltage: 12.1,
      },
    ]);
  });

  it('refuses a reversed or over-long range with the field named', async () => {
    const reversed = await get(`/back/sensors/${sensor.id}/readings/daily?from=2026-11-12&to=2026-11-01`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().data.issues[0].path).toEqual(['to']);
    const tooLong = await get(`/back/sensors/${sensor.id}/readings/daily?from=2024-01-01&to=2026-11-01`);
    expect(tooLong.statusCode).toBe(422);
  });

  it('is 404 for a sensor outside the caller’s scope', async () => {
    const staff = await signIn(t.app, 'staff@demo.test');
    const other = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme du Nouveau'), 'CHART-2');
    expect((await get(`/back/sensors/${other.id}/readings/daily?from=2026-11-01&to=2026-11-02`)).statusCode).toBe(404);
    expect(
      (await get(`/back/sensors/${other.id}/readings/daily?from=2026-11-01&to=2026-11-02`, provider)).statusCode,
    ).toBe(200);
  });
});

describe('GET /back/sensors/{id}/weather-feed', () => {
  const feed = async (id = sensor.id, token = farmer) => {
    const response = await get(`/back/sensors/${id}/weather-feed`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const chooseSource = (source: string) =>
    t.app.inject({
      method: 'POST',
      url: `/back/sensors/${sensor.id}/weather`,
      headers: bearer(farmer),
      payload: { source },
    });

  it('says which source feeds the parcel, and why', async () => {
    expect(await feed()).toMatchObject({ feed: 'none', reason: 'no-parcel' });

    const placed = await t.app.inject({
      method: 'POST',
      url: '/back/parcels',
      headers: bearer(farmer),
      payload: {
        label: 'Champ de la station',
        soilType: 'limoneux',
        address: { postalCode: '47300', city: 'Villeneuve-sur-Lot', country: 'FR' },
        gpsLocation: { lat: 44.4, long: 0.7 },
        size: 10,
        sensorId: sensor.id,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // A station is fitted, but the source says none: the forecast feeds the parcel, and the answer says so.
    expect(await feed()).toMatchObject({ feed: 'forecast', reason: 'station-not-chosen' });

    expect((await chooseSource('sensor')).statusCode).toBe(200);
    const silent = await feed();
    expect(silent).toMatchObject({
      feed: 'forecast',
      reason: 'station-silent',
      lastWeatherAt: '2026-11-10T22:30:00.000Z',
    });
    expect(silent.silentDays).toBeGreaterThanOrEqual(2);

    await sendReadings(t.app, sensor, [reading(1, { temperature: 8 })]);
    expect(await feed()).toMatchObject({ feed: 'own-station', reason: 'station-reporting', silentDays: null });
  });

  it('is 404 for a sensor outside the caller’s scope', async () => {
    const staff = await signIn(t.app, 'staff@demo.test');
    const other = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme du Nouveau'), 'FEED-2');
    expect((await get(`/back/sensors/${other.id}/weather-feed`)).statusCode).toBe(404);
  });
});

describe('charts on captures partitioned by month', () => {
  it('read only the month their range lies in', async () => {
    const lastMonth = new Date(now().getTime());
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const day = (date: number) =>
      `${lastMonth.getUTCFullYear()}-${String(lastMonth.getUTCMonth() + 1).padStart(2, '0')}-${date}`;
    const range = { from: day(10), to: day(12) };
    const { db, plans } = explaining(t.db);

    await selectCaptures(db, sensor.id, range, 'Europe/Paris');
    await selectDailyReadings(db, sensor.id, range, 'Europe/Paris');

    const month = readingPartitionOf(lastMonth);
    expect(plans.map(scannedReadingPartitions)).toEqual([[month], [month]]);
  });
});
