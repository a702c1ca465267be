import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema.ts';
import {
  accountIdByName,
  createCoveredSensorAs,
  createUserWithRights,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { FORECAST_CACHE_TTL_MS } from './forecast-client.ts';
import { createForecastClient, refreshParcelForecasts } from './service.ts';

type Provider = (request: IncomingMessage, response: ServerResponse) => void;

let t: TestApp;
let provider: Server;
let answer: Provider;
let calls: URL[];
let staff: string;
let farmer: string;
let newcomer: string;
let providerUrl: string;

const DAYS = ['2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10', '2026-04-11', '2026-04-12'];

/** What Open-Meteo answers for the route's query (https://open-meteo.com/en/docs), trimmed of unread fields. */
const openMeteoAnswer = {
  latitude: 43.64,
  longitude: 0.58,
  utc_offset_seconds: 7200,
  timezone: 'America/Guadeloupe',
  daily_units: { time: 'iso8601', temperature_2m_max: '°C', precipitation_sum: 'mm' },
  daily: {
    time: DAYS,
    temperature_2m_max: [16.2, 18, 14.5, 21, 19.4, 17, 15],
    temperature_2m_min: [8.1, 9, 3.2, 12, 11, 7.5, null],
    precipitation_sum: [4.2, 0, 6, 0, 0.4, 1, 3],
    relative_humidity_2m_mean: [88, 70, 92, 60, 87, 75, 90],
  },
  hourly_units: { time: 'iso8601', temperature_2m: '°C' },
  hourly: {
    time: DAYS.flatMap((day) => Array.from({ length: 24 }, (_, hour) => `${day}T${String(hour).padStart(2, '0')}:00`)),
    temperature_2m: Array.from({ length: 168 }, (_, hour) => 8 + (hour % 24) / 3),
    relative_humidity_2m: Array.from({ length: 168 }, () => 80),
    precipitation: Array.from({ length: 168 }, (_, hour) => (hour === 2 ? null : hour % 5 === 0 ? 0.4 : 0)),
  },
};

const json = (status: number, body: unknown) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  provider = createServer((request, response) => {
    calls.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
    answer(request, response);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  providerUrl = `http://127.0.0.1:${port}/v1/forecast?apikey=test-key`;
  t = await createTestApp({
    // A paid plan's key rides on the configured URL and must be kept.
    WEATHER_FORECAST_URL: providerUrl,
    WEATHER_FORECAST_TIMEOUT_MS: '300',
  });
  ({ staff, farmer, newcomer } = await signInDemoUsers(t.app));
});
afterAll(async () => {
  await t.close();
  provider.closeAllConnections();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});
beforeEach(() => {
  calls = [];
  answer = json(200, openMeteoAnswer);
});

let positions = 0;
/** A parcel of the farmer's, by default at a position of its own: each position has its own cache entry. */
const createParcel = async (lat = 44, long = ++positions / 10): Promise<string> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/back/parcels',
    headers: bearer(farmer),
    payload: {
      label: `Météo ${lat} ${long}`,
      soilType: 'limoneux',
      address: { postalCode: '32000', city: 'Auch', country: 'FR' },
      gpsLocation: { lat, long },
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
};

const getForecast = (token: string, parcelId: string) =>
  t.app.inject({ url: `/back/parcels/${parcelId}/weather-forecast`, headers: bearer(token) });

/** Runs `call` as if the forecast cache's quarter of an hour had passed (the cache reads the monotonic clock). */
const pastTheCache = async <T>(call: () => Promise<T>): Promise<T> => {
  const now = performance.now();
  const clock = vi.spyOn(performance, 'now').mockReturnValue(now + FORECAST_CACHE_TTL_MS + 1000);
  try {
    return await call();
  } finally {
    clock.mockRestore();
  }
};

/** What the provider's first three days give a parcel without counts: the weather alone rates the nights. */
const OUTLOOK_NIGHTS = [
  // Mild and wet.
  { night: '2026-04-06', level: 'medium' },
  // Dry.
  { night: '2026-04-07', level: 'low' },
  // Wet but cold.
  { night: '2026-04-08', level: 'low' },
];

const listOutlook = async (token: string, parcelId: string) => {
  const label = (await t.app.inject({ url: `/back/parcels/${parcelId}`, headers: bearer(token) })).json().label;
  const list = await t.app.inject({ url: '/back/parcels', query: { search: label }, headers: bearer(token) });
  expect(list.statusCode).toBe(200);
  return list.json<{ items: { id: string; outlook: unknown }[] }>().items.find((item) => item.id === parcelId)?.outlook;
};

describe('GET /back/parcels/{id}/weather-forecast', () => {
  it('asks the provider at the parcel’s position in the user’s zone and maps its answer', async () => {
    await t.db.update(users).set({ zoneId: 'America/Guadeloupe' }).where(eq(users.email, 'farmer@demo.test'));
    const parcelId = await createParcel(43.64, 0.58);
    const before = Date.now();

    const response = await getForecast(farmer, parcelId);

    expect(response.statusCode).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({
      apikey: 'test-key',
      latitude: '43.64',
      longitude: '0.58',
      daily: 'temperature_2m_max,temperature_2m_min,precipitation_sum,relative_humidity_2m_mean',
      hourly: 'temperature_2m,relative_humidity_2m,precipitation',
      timezone: 'America/Guadeloupe',
      forecast_days: '7',
    });
    const forecast = response.json();
    expect(forecast.days).toHaveLength(7);
    expect(forecast.days.slice(0, 3)).toEqual([
      {
        date: '2026-04-06',
        temperatureMin: 8.1,
        temperatureMax: 16.2,
        rainfall: 4.2,
        humidity: 88,
        isSlugFavourable: true,
      },
      { date: '2026-04-07', temperatureMin: 9, temperatureMax: 18, rainfall: 0, humidity: 70, isSlugFavourable: false },
      // Wet but cold.
      {
        date: '2026-04-08',
        temperatureMin: 3.2,
        temperatureMax: 14.5,
        rainfall: 6,
        humidity: 92,
        isSlugFavourable: false,
      },
    ]);
    // Damp air alone is enough; a missing minimum is never favourable.
    expect(forecast.days.map((day: { isSlugFavourable: boolean }) => day.isSlugFavourable)).toEqual([
      true,
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(forecast.days[6]).toMatchObject({ temperatureMin: null });
    expect(forecast.hours).toHaveLength(168);
    expect(forecast.hours.slice(1, 3)).toEqual([
      { time: '2026-04-06T01:00', temperature: 8 + 1 / 3, humidity: 80, rainfall: 0 },
      { time: '2026-04-06T02:00', temperature: 8 + 2 / 3, humidity: 80, rainfall: null },
    ]);
    expect(Date.parse(forecast.fetchedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers from its cache for a quarter of an hour, then asks the provider again', async () => {
    const parcelId = await createParcel();
    const first = await getForecast(farmer, parcelId);
    const second = await getForecast(farmer, parcelId);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(calls).toHaveLength(1);

    // The cache reads the monotonic clock.
    const now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(now + FORECAST_CACHE_TTL_MS + 1000);
    try {
      expect((await getForecast(farmer, parcelId)).statusCode).toBe(200);
    } finally {
      clock.mockRestore();
    }
    expect(calls).toHaveLength(2);
  });

  it('answers the last forecast kept for the parcel, with its age, when the provider then fails', async () => {
    const parcelId = await createParcel();
    const live = (await getForecast(farmer, parcelId)).json();
    expect(live.isKept).toBe(false);

    answer = json(503, { error: true });
    const response = await pastTheCache(() => getForecast(farmer, parcelId));

    expect(calls).toHaveLength(2);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...live, isKept: true });
  });

  it('keeps the next three nights’ outlook with the forecast, shown by the list and the synthesis', async () => {
    const parcelId = await createParcel();
    expect(await listOutlook(farmer, parcelId)).toBeNull();

    const { fetchedAt } = (await getForecast(farmer, parcelId)).json();

    const outlook = { fetchedAt, nights: OUTLOOK_NIGHTS };
    expect(await listOutlook(farmer, parcelId)).toEqual(outlook);
    const synthesis = await t.app.inject({ url: `/back/parcels/${parcelId}/synthesis`, headers: bearer(farmer) });
    expect(synthesis.json().parcel.outlook).toEqual(outlook);
    // Reading them asked the provider nothing more.
    expect(calls).toHaveLength(1);
  });

  it('rates the outlook again when the parcel’s level moves, so the two never disagree', async () => {
    const parcelId = await createParcel();
    const { fetchedAt } = (await getForecast(farmer, parcelId)).json();
    expect(await listOutlook(farmer, parcelId)).toEqual({ fetchedAt, nights: OUTLOOK_NIGHTS });

    // A young crop and three nights of 10 slugs: the level rises to high as the captures arrive.
    const sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'OUT-0001');
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/back${url}`, headers: bearer(farmer), payload });
    expect((await post(`/parcels/${parcelId}/sensor`, { sensorId: sensor.id })).statusCode).toBe(200);
    const sownOn = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);
    const crop = await post(`/parcels/${parcelId}/crops`, {
      year: Number(sownOn.slice(0, 4)),
      currentCrop: 'colza',
      stage: 'leve',
      noTolerance: false,
      estimatedSeedingDate: sownOn,
      actualSeedingDate: sownOn,
      plantCover: false,
    });
    expect(crop.statusCode, crop.body).toBe(201);
    const night = (daysAgo: number) => {
      const date = new Date(Date.now() - daysAgo * 86_400_000);
      date.setUTCHours(22, 0, 0, 0);
      return date.toISOString();
    };
    const captures = [2, 3, 4].map((days) => reading(0, { slugCount: 10, measuredAt: night(days) }));
    expect((await sendReadings(t.app, sensor, captures)).statusCode).toBe(200);

    // The same forecast, no new call: the mild wet night is high with the counts, the others one step below.
    expect(await listOutlook(farmer, parcelId)).toEqual({
      fetchedAt,
      nights: [
        { night: '2026-04-06', level: 'high' },
        { night: '2026-04-07', level: 'medium' },
        { night: '2026-04-08', level: 'medium' },
      ],
    });
    expect(calls).toHaveLength(1);
  });

  it('lets the job fetch the parcels nobody opened, a capped number a run, and skip them while fresh', async () => {
    const forecasts = createForecastClient({ baseUrl: providerUrl, timeoutMs: 300 });
    const parcelId = await createParcel();

    // Each run fetches two parcels, the longest waiting first, until it reaches this one.
    let kept: number;
    do {
      kept = await refreshParcelForecasts(t.db, forecasts, 2);
      expect(kept).toBeLessThanOrEqual(2);
    } while (kept === 2 && (await listOutlook(farmer, parcelId)) === null);

    const outlook = await listOutlook(farmer, parcelId);
    expect(outlook).toMatchObject({ nights: OUTLOOK_NIGHTS });
    // Fresh for half a day: the next runs leave it be.
    await pastTheCache(() => refreshParcelForecasts(t.db, forecasts, 1000));
    expect(await listOutlook(farmer, parcelId)).toEqual(outlook);
  });

  it('keeps another account’s parcel hidden (404) without calling the provider', async () => {
    const parcelId = await createParcel();
    expect((await getForecast(newcomer, parcelId)).statusCode).toBe(404);
    expect(calls).toEqual([]);
  });

  it('refuses a role without the Parcels right', async () => {
    const parcelId = await createParcel();
    await createUserWithRights(t.db, 'Ferme des Demo', 'no-parcels-weather@demo.test', { parcels: 'no-access' });
    const restricted = await signIn(t.app, 'no-parcels-weather@demo.test');
    expect((await getForecast(restricted, parcelId)).statusCode).toBe(403);
    expect(calls).toEqual([]);
  });

  it.each([
    ['an error status', json(500, { error: true, reason: 'internal' })],
    ['garbage', json(200, { daily: { time: ['not a day'] } })],
    ['no JSON at all', (_request: IncomingMessage, response: ServerResponse) => response.end('<html>oops</html>')],
    // Never answers: the timeout gives up first.
    ['no answer in time', () => undefined],
  ])('answers 502 weather-forecast-unavailable when the provider sends %s, and does not cache it', async (_, reply) => {
    const parcelId = await createParcel();
    answer = reply;
    const response = await getForecast(farmer, parcelId);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      status: 502,
      message: 'weather-forecast-unavailable',
      transactionId: expect.any(String),
      data: { error: 'weather-forecast-unavailable' },
    });

    answer = json(200, openMeteoAnswer);
    expect((await getForecast(farmer, parcelId)).statusCode).toBe(200);
    expect(calls).toHaveLength(2);
  });
});
