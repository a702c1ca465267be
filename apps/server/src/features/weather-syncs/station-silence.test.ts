import { HOUR_MS } from '@console/domain/weather/station-sync';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock.ts';
import { selectRows } from '../../db/client.ts';
import {
  accountIdByName,
  type CreatedSensor,
  createSensorAs,
  reading,
  sendReadings,
  linkStation,
} from '../../test/fixtures.ts';
import { hourlyWeather } from '../../test/weather-network-server.ts';
import { startWeenatServer } from '../../test/weenat-server.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { syncNetwork } from './station-sync.ts';
import { createWeenatClient } from './weenat-client.ts';

const API_KEY = 'weenat-key';
const FAST = { paceMs: 5, attempts: 2, backoffMs: 10, timeoutMs: 2_000 };
// Near the real time: a station's first sight is stamped by the database's own clock.
const START = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 30 * 60_000);
const later = (hours: number) => new Date(START.getTime() + hours * HOUR_MS);

let t: TestApp;
let weenat: Awaited<ReturnType<typeof startWeenatServer>>;
let users: Awaited<ReturnType<typeof signInDemoUsers>>;
let sensor: CreatedSensor;
/** The hour from which the station sends nothing, until it is set back. */
let silentFrom: Date | null = null;

beforeAll(async () => {
  weenat = await startWeenatServer({
    apiKey: API_KEY,
    devices: [
      {
        id: 900,
        serial: 'WN-SILENT',
        name: 'Hilltop station',
        location: [44.2, 0.6],
        weather: (hour) => (silentFrom && hour >= silentFrom ? null : hourlyWeather(hour)),
      },
    ],
  });
  t = await createTestApp();
  users = await signInDemoUsers(t.app);
  sensor = await createSensorAs(t.app, users.staff, await accountIdByName(t.db, 'Ferme des Demo'), 'SILENCE-1');
  await linkStation(t.app, users.staff, sensor.id, 'weenat', 'WN-SILENT');
});
afterEach(() => setClock(null));
afterAll(async () => {
  await weenat.close();
  await t.close();
});

const sync = () => syncNetwork(t.db, createWeenatClient(weenat.url, { apiKey: API_KEY }, FAST), 'schedule');
const stationIssues = () =>
  selectRows<{ open: boolean }>(
    t.db,
    sql`select closed_at is null as open from issues
        where sensor_id = ${sensor.id} and type = 'absence_station_meteo' order by opened_at`,
  );

describe("a partner station's silence", () => {
  it('opens absence_station_meteo on the traps using it once silent past the threshold, and captures leave it open', async () => {
    setClock(START);
    silentFrom = START;
    await sync();
    expect(await stationIssues()).toEqual([]);

    // 47 hours without an hour stored: under the 48 h threshold.
    setClock(later(46));
    await sync();
    expect(await stationIssues()).toEqual([]);

    setClock(later(49));
    await sync();
    expect(await stationIssues()).toEqual([{ open: true }]);
    // The farmer sees it among the trap's issues (signed in again: the clock moved past the first token).
    const farmer = await t.app.inject({
      url: `/back/issues?sensorId=${sensor.id}`,
      headers: bearer(await signIn(t.app, 'farmer@demo.test')),
    });
    expect(farmer.body).toContain('absence_station_meteo');

    // The trap's own captures carry weather, yet they say nothing of the partner station.
    const sent = await sendReadings(t.app, sensor, [reading(2), reading(1)]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await stationIssues()).toEqual([{ open: true }]);
  });

  it('closes it at the end of the run that finds the station reporting again', async () => {
    silentFrom = null;
    setClock(later(50));
    await sync();
    expect(await stationIssues()).toEqual([{ open: false }]);
    const [counts] = await selectRows<{ open: number }>(
      t.db,
      sql`select open_issue_count as open from sensors where id = ${sensor.id}`,
    );
    expect(counts?.open).toBe(0);
  });
});
