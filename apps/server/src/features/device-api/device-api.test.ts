import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reading } from '@console/domain/sensor/reading.schema';
import { readings as readingsTable } from '../../db/schema.ts';
import {
  accountIdByName,
  createSensorAs,
  type CreatedSensor,
  deviceAuth,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { preparedStatement, selectRows } from '../../db/client.ts';
import { readingPartitionOf, scannedReadingPartitions } from '../../test/query-plans.ts';
import { findSensorCredentials, ingestQuietBatch, insertReadingsStatement, readingInsertValues } from './queries.ts';
import { ingestDeviceBatch } from './service.ts';

let t: TestApp;
let staff: string;
let farmer: string;
let sensor: CreatedSensor;
/** A device with the right secret, next to the ones whose secrets are guessed. */
let other: CreatedSensor;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'staff@demo.test');
  farmer = await signIn(t.app, 'farmer@demo.test');
  const farm = await accountIdByName(t.db, 'Ferme des Demo');
  sensor = await createSensorAs(t.app, staff, farm, 'ING-0001');
  other = await createSensorAs(t.app, staff, farm, 'ING-FREE');
});
afterAll(() => t.close());

const storedCount = async (sensorId: string) =>
  (await t.db.select({ id: readingsTable.id }).from(readingsTable).where(eq(readingsTable.sensorId, sensorId))).length;
const getSensor = async (id = sensor.id) =>
  (await t.app.inject({ url: `/back/sensors/${id}`, headers: bearer(farmer) })).json();

describe('POST /back/device-api/readings', () => {
  it('stores a batch and moves the sensor’s state and last contact', async () => {
    const batch = [
      reading(3),
      reading(2),
      reading(1, { deviceState: 'acquisition', slugCount: 7, batteryVoltage: 12.1 }),
    ];
    const response = await sendReadings(t.app, sensor, batch);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 3, duplicates: 0 });
    const after = await getSensor();
    expect(after).toMatchObject({
      state: 'Acquisition',
      lastSlugCount: 7,
      batteryVoltage: 12.1,
      deviceState: 'acquisition',
    });
    expect(Date.now() - Date.parse(after.lastContactAt)).toBeLessThan(60_000);
    expect(after.lastMeasuredAt).toBe(batch[2]?.measuredAt);
  });

  it('stores a reading sent twice only once', async () => {
    const batch = [reading(0.5), reading(0.4)];
    expect((await sendReadings(t.app, sensor, batch)).json()).toEqual({ accepted: 2, duplicates: 0 });
    const before = await storedCount(sensor.id);
    expect((await sendReadings(t.app, sensor, [...batch, reading(0.3)])).json()).toEqual({
      accepted: 1,
      duplicates: 2,
    });
    expect(await storedCount(sensor.id)).toBe(before + 1);
  });

  it('refuses a batch with an invalid reading whole, naming its index and field', async () => {
    const before = await storedCount(sensor.id);
    const response = await sendReadings(t.app, sensor, [reading(0.2), reading(0.1, { slugCount: -3 })]);
    expect(response.statusCode).toBe(422);
    expect(response.json().data.issues[0].path).toEqual(['readings', 1, 'slugCount']);
    expect(await storedCount(sensor.id)).toBe(before);
  });

  it('refuses readings from the future, storing nothing of the batch', async () => {
    const before = await storedCount(sensor.id);
    const response = await sendReadings(t.app, sensor, [reading(0.1), reading(-1)]);
    expect(response.statusCode).toBe(422);
    expect(response.json().data.issues[0].path).toEqual(['readings', 1, 'measuredAt']);
    expect(await storedCount(sensor.id)).toBe(before);
  });

  it('refuses a wrong secret or an unknown serial with 401', async () => {
    for (const headers of [deviceAuth('ING-0001', 'not-the-secret'), deviceAuth('NOPE-1', sensor.deviceSecret), {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/back/device-api/readings',
        headers,
        payload: { readings: [reading(0)] },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Basic realm="devices"');
    }
  });

  it('answers 429 to a serial number after 10 wrong secrets in 15 minutes, before checking the secret', async () => {
    const locked = await createSensorAs(t.app, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'ING-LOCK');
    const send = (secret: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/back/device-api/readings',
        remoteAddress: ip,
        headers: deviceAuth('ING-LOCK', secret),
        payload: { readings: [reading(0)] },
      });
    for (let n = 0; n < 10; n += 1) expect((await send(`guess-${n}`, `192.0.2.${n}`)).statusCode).toBe(401);
    const refused = await send(locked.deviceSecret, '192.0.2.200');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(refused.json()).toMatchObject({ status: 429 });
    expect(await storedCount(locked.id)).toBe(0);
    // Other devices are not held back.
    expect((await sendReadings(t.app, other, [reading(0.05)])).statusCode).toBe(200);
  });

  it('answers 429 to a client address after 100 failures in 15 minutes, whatever the serial numbers', async () => {
    const fromScanner = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/back/device-api/readings',
        remoteAddress: '198.18.0.9',
        headers,
        payload: { readings: [reading(0)] },
      });
    for (let n = 0; n < 100; n += 1) {
      expect((await fromScanner(deviceAuth(`SCAN-${n}`, 'guess'))).statusCode).toBe(401);
    }
    expect((await fromScanner(deviceAuth(other.serialNumber, other.deviceSecret))).statusCode).toBe(429);
    expect((await sendReadings(t.app, other, [reading(0.04)])).statusCode).toBe(200);
  });

  it('answers 413 above 1 000 readings', async () => {
    const response = await sendReadings(
      t.app,
      sensor,
      Array.from({ length: 1001 }, (_, i) => reading(200 + i / 100)),
    );
    expect(response.statusCode).toBe(413);
  });

  it('does not let a late, older capture overwrite the sensor’s current state', async () => {
    await sendReadings(t.app, sensor, [reading(0.05, { deviceState: 'init', linuxState: 'processing' })]);
    await sendReadings(t.app, sensor, [reading(30, { deviceState: 'theft' })]);
    expect((await getSensor()).state).toBe('Traitement');
  });
});

describe('a batch planned on the state read with the device’s credentials', () => {
  let quiet: CreatedSensor;
  beforeAll(async () => {
    quiet = await createSensorAs(t.app, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'ING-0002');
  });
  const readState = async () => {
    const { sensor: found } = await findSensorCredentials(t.db, quiet.serialNumber, '127.0.0.1');
    if (!found) throw new Error('sensor not found');
    const { deviceSecretHash: _hash, ...state } = found;
    return state;
  };
  const openIssues = async () =>
    (await t.app.inject({ url: `/back/issues?sensor_id=${quiet.id}&status=open`, headers: bearer(farmer) })).json()
      .items;

  it('writes nothing in its one statement once the sensor has moved on', async () => {
    const planned = await readState();
    expect((await sendReadings(t.app, quiet, [reading(0.9)])).statusCode).toBe(200);
    const before = await storedCount(quiet.id);
    expect(await ingestQuietBatch(t.db, planned, [reading(0.8) as Reading], null)).toBeNull();
    expect(await storedCount(quiet.id)).toBe(before);
  });

  it('gets the issue rules when an issue opened after its plan', async () => {
    const planned = await readState();
    expect(planned.openTypes).toEqual([]);
    await sendReadings(t.app, quiet, [reading(0.5, { batteryVoltage: 10.9 })]);
    expect((await openIssues()).map((issue: { type: string }) => issue.type)).toEqual(['niveau_batterie_insuffisant']);

    const healthy = reading(0.4, { batteryVoltage: 12.7 }) as Reading;
    expect(await ingestDeviceBatch(t.db, planned, [healthy])).toEqual({ accepted: 1, duplicates: 0 });
    expect(await openIssues()).toEqual([]);
    expect(await getSensor(quiet.id)).toMatchObject({
      batteryVoltage: 12.7,
      openIssueCount: 0,
      lastMeasuredAt: healthy.measuredAt,
    });
  });
});

describe('captures partitioned by month', () => {
  it('stores each capture in the partition of its month without reading any month', async () => {
    const farm = await accountIdByName(t.db, 'Ferme des Demo');
    const device = await createSensorAs(t.app, staff, farm, 'ING-MONTHS');
    // Now, and twenty days back: last month's partition is always made (migration 0062, the partition job).
    const batch = [reading(1), reading(20 * 24)] as Reading[];
    const explain = preparedStatement<Record<string, string>>(
      'explain_ingest',
      sql`explain (analyze, costs off, timing off) ${insertReadingsStatement()}`,
    );

    const plan = (await explain(t.db, readingInsertValues(device.id, batch)))
      .map((row) => Object.values(row).join(''))
      .join('\n');

    expect(plan).toContain('Insert on readings');
    expect(scannedReadingPartitions(plan)).toEqual([]);
    const stored = await selectRows<{ measuredAt: Date | string; partition: string }>(
      t.db,
      sql`select measured_at as "measuredAt", tableoid::regclass::text as partition from readings
          where sensor_id = ${device.id} order by measured_at`,
    );
    expect(stored.map((row) => row.partition)).toEqual(
      stored.map((row) => readingPartitionOf(new Date(row.measuredAt))),
    );
    expect(stored).toHaveLength(2);
  });
});
