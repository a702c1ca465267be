import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensorPlacements, sensors, subscriptionSeats } from '../../db/schema.ts';
import {
  accountIdByName,
  createCoveredSensorAs,
  createSensorAs,
  createUserWithRights,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: string;
let farmer: string;
let newcomer: string;
let farm: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, farmer, newcomer } = await signInDemoUsers(t.app));
  farm = await accountIdByName(t.db, 'Ferme des Demo');
});
afterAll(() => t.close());

const year = new Date().getFullYear();
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/back${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const createParcel = async (label: string, token = farmer) => {
  const parcel = await call(token, 'POST', '/parcels', {
    label,
    soilType: 'limoneux',
    address: { postalCode: '47300', city: 'Villeneuve-sur-Lot', country: 'FR' },
    gpsLocation: { lat: 44.4, long: 0.7 },
    size: 8,
  });
  expect(parcel.statusCode).toBe(201);
  const id = parcel.json<{ id: string }>().id;
  const crop = await call(token, 'POST', `/parcels/${id}/crops`, {
    year,
    currentCrop: 'colza',
    stage: 'leve',
    noTolerance: false,
    estimatedSeedingDate: `${year}-08-28`,
    actualSeedingDate: `${year}-08-28`,
    plantCover: false,
  });
  expect(crop.statusCode).toBe(201);
  return id;
};
const link = async (parcelId: string, sensorId: string) =>
  expect((await call(farmer, 'POST', `/parcels/${parcelId}/sensor`, { sensorId })).statusCode).toBe(200);
/** 22:00 UTC `daysAgo` days ago: inside the night that starts that day. */
const evening = (daysAgo: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - daysAgo);
  date.setUTCHours(22, 0, 0, 0);
  return date;
};
const nightsOf = async (parcelId: string) =>
  (await call(farmer, 'GET', `/parcels/${parcelId}/synthesis`)).json<{ nights: { slugs: number }[] }>().nights;
const openSeatsOf = (sensorId: string) =>
  t.db
    .select({ subscriptionId: subscriptionSeats.subscriptionId })
    .from(subscriptionSeats)
    .where(and(eq(subscriptionSeats.sensorId, sensorId), isNull(subscriptionSeats.removedAt)));
const refusal = async (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode).toBe(409);
  return response.json<{ message: string }>().message;
};

describe('moving a sensor between parcels', () => {
  it('gives each parcel the counts of the time the sensor served it, and lists who served when', async () => {
    const from = await createParcel('Avant déplacement');
    const to = await createParcel('Après déplacement');
    const sensor = await createCoveredSensorAs(t, staff, farm, 'MOV-0001');
    await link(from, sensor.id);

    const moved = await call(farmer, 'POST', `/parcels/${from}/sensor/move`, { parcelId: to });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: to, sensorId: sensor.id, sensor: { serialNumber: 'MOV-0001' } });
    expect((await call(farmer, 'GET', `/parcels/${from}`)).json().sensorId).toBeUndefined();

    // The move is dated two days ago at noon; the device then sends what it had kept: two nights before, one after.
    const movedAt = new Date(evening(2).getTime() - 10 * 3600_000);
    await t.db.execute(sql`update sensor_placements set removed_at = ${movedAt.toISOString()}
                           where sensor_id = ${sensor.id} and parcel_id = ${from}`);
    await t.db.execute(sql`update sensor_placements set placed_at = ${movedAt.toISOString()}
                           where sensor_id = ${sensor.id} and parcel_id = ${to}`);
    const captures = [4, 3, 2].map((days) => reading(0, { slugCount: days, measuredAt: evening(days).toISOString() }));
    expect((await sendReadings(t.app, sensor, captures)).statusCode).toBe(200);

    expect(await nightsOf(from)).toMatchObject([{ slugs: 4 }, { slugs: 3 }]);
    expect(await nightsOf(to)).toMatchObject([{ slugs: 2 }]);
    // Two seasons: in the first days of January the nights before the move are last year's.
    const history = await call(farmer, 'GET', `/parcels/${from}/history?seasons=2`);
    const weeks = history.json<{ seasons: { weeks: { nights: number }[] }[] }>().seasons.flatMap((s) => s.weeks);
    expect(weeks.reduce((nights, week) => nights + week.nights, 0)).toBe(2);

    const placements = await call(farmer, 'GET', `/parcels/${from}/placements`);
    expect(placements.statusCode).toBe(200);
    // Its first placement starts with its first capture, the parcel's first counted night.
    expect(placements.json()).toEqual([
      {
        sensor: { id: sensor.id, serialNumber: 'MOV-0001' },
        placedAt: evening(4).toISOString(),
        removedAt: movedAt.toISOString(),
      },
    ]);
    expect((await call(farmer, 'GET', `/parcels/${to}/placements`)).json()).toEqual([
      { sensor: { id: sensor.id, serialNumber: 'MOV-0001' }, placedAt: movedAt.toISOString() },
    ]);
  });

  it('unlinks a sensor, which is free again while the parcel keeps what it counted', async () => {
    const parcel = await createParcel('Capteur retiré');
    const sensor = await createCoveredSensorAs(t, staff, farm, 'MOV-0002');
    await link(parcel, sensor.id);
    expect((await sendReadings(t.app, sensor, [reading(0, { measuredAt: evening(2).toISOString() })])).statusCode).toBe(
      200,
    );

    const unlinked = await call(farmer, 'DELETE', `/parcels/${parcel}/sensor`);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().sensorId).toBeUndefined();
    const free = await call(farmer, 'GET', '/sensors?with_parcel=false&search=MOV-0002');
    expect(free.json().items.map((item: { id: string }) => item.id)).toEqual([sensor.id]);
    expect(await nightsOf(parcel)).toHaveLength(1);
    expect(await refusal(await call(farmer, 'DELETE', `/parcels/${parcel}/sensor`))).toBe('no-sensor');
    // Placed again later, it counts from then on only.
    await link(parcel, sensor.id);
    const placements = await t.db
      .select({ fromFirstCapture: sensorPlacements.fromFirstCapture })
      .from(sensorPlacements)
      .where(eq(sensorPlacements.sensorId, sensor.id))
      .orderBy(sensorPlacements.placedAt);
    expect(placements).toEqual([{ fromFirstCapture: true }, { fromFirstCapture: false }]);
    expect(await nightsOf(parcel)).toHaveLength(1);
  });

  it('swaps a faulty sensor: the replacement takes the parcel, the seat, the tags and the weather link in one go', async () => {
    const parcel = await createParcel('Capteur remplacé');
    const faulty = await createCoveredSensorAs(t, staff, farm, 'MOV-0003', { tags: ['bas-fond'] });
    const replacement = await createSensorAs(t.app, staff, farm, 'MOV-0004', { tags: ['neuf'] });
    await link(parcel, faulty.id);
    await t.db
      .update(sensors)
      .set({ weatherSource: 'weenat', weatherStationId: 'W-7' })
      .where(eq(sensors.id, faulty.id));
    const [seat] = await openSeatsOf(faulty.id);

    const swapped = await call(farmer, 'POST', `/parcels/${parcel}/sensor/swap`, { sensorId: replacement.id });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json()).toMatchObject({ sensorId: replacement.id, sensor: { serialNumber: 'MOV-0004' } });
    const tagsOf = async (id: string) =>
      (
        await t.db
          .select({ tags: sensors.tags, parcelId: sensors.parcelId, weather: sensors.weatherStationId })
          .from(sensors)
          .where(eq(sensors.id, id))
      )[0];
    expect(await tagsOf(replacement.id)).toEqual({ tags: ['bas-fond', 'neuf'], parcelId: parcel, weather: 'W-7' });
    expect(await tagsOf(faulty.id)).toEqual({ tags: [], parcelId: null, weather: null });
    const subscription = (await call(staff, 'GET', `/subscriptions/${seat?.subscriptionId}`)).json();
    const open = subscription.seats.filter((s: { removedAt?: string }) => !s.removedAt);
    expect(open.map((s: { sensor: { id: string } }) => s.sensor.id)).toEqual([replacement.id]);
    expect(subscription.events.map((e: { kind: string; detail?: string }) => [e.kind, e.detail])).toContainEqual([
      'seat-swapped',
      'MOV-0004',
    ]);
    expect(
      (await call(farmer, 'GET', `/parcels/${parcel}/placements`))
        .json()
        .map((p: { sensor: { serialNumber: string } }) => p.sensor.serialNumber),
    ).toEqual(['MOV-0004', 'MOV-0003']);
  });

  it('changes nothing when the replacement is refused half-way', async () => {
    const parcel = await createParcel('Remplacement refusé');
    const faulty = await createCoveredSensorAs(t, staff, farm, 'MOV-0005', { tags: ['haie'] });
    const stolen = await createSensorAs(t.app, staff, farm, 'MOV-0006');
    await t.db.update(sensors).set({ state: 'Vol' }).where(eq(sensors.id, stolen.id));
    await link(parcel, faulty.id);

    const swap = await call(farmer, 'POST', `/parcels/${parcel}/sensor/swap`, { sensorId: stolen.id });
    expect(await refusal(swap)).toBe('affectation-forbidden');
    const [kept] = await t.db.select().from(sensors).where(eq(sensors.id, faulty.id));
    expect(kept).toMatchObject({ parcelId: parcel, tags: ['haie'] });
    expect(await openSeatsOf(faulty.id)).toHaveLength(1);
    expect((await call(farmer, 'GET', `/parcels/${parcel}/placements`)).json()).toHaveLength(1);

    // A sold replacement without a seat of its own, for a sensor that had none, is refused by the affectation rule.
    const support = await createSensorAs(t.app, staff, farm, 'MOV-0007', { usage: 'support' });
    const uncovered = await createSensorAs(t.app, staff, farm, 'MOV-0008');
    const other = await createParcel('Capteur de prêt');
    await link(other, support.id);
    const refused = await call(farmer, 'POST', `/parcels/${other}/sensor/swap`, { sensorId: uncovered.id });
    expect(await refusal(refused)).toBe('subscription-error');
    expect((await call(farmer, 'GET', `/parcels/${other}`)).json().sensorId).toBe(support.id);
  });

  it('answers each refused move with its code', async () => {
    const from = await createParcel('Départ');
    const taken = await createParcel('Occupée');
    const empty = await createParcel('Vide');
    const sensor = await createCoveredSensorAs(t, staff, farm, 'MOV-0009');
    const other = await createCoveredSensorAs(t, staff, farm, 'MOV-0010');
    await link(from, sensor.id);
    await link(taken, other.id);
    const move = (parcelId: string, token = farmer) =>
      call(token, 'POST', `/parcels/${from}/sensor/move`, { parcelId });

    expect(await refusal(await move(taken))).toBe('already-linked');
    expect(await refusal(await move(from))).toBe('already-linked');
    expect(await refusal(await call(farmer, 'POST', `/parcels/${empty}/sensor/move`, { parcelId: taken }))).toBe(
      'no-sensor',
    );
    const elsewhere = await createParcel('Autre ferme', newcomer);
    expect(await refusal(await move(elsewhere, staff))).toBe('other-account');
    // The newcomer's parcel is out of the farmer's reach, and the farmer's out of the newcomer's.
    expect((await move(elsewhere)).statusCode).toBe(404);
    expect((await move(empty, newcomer)).statusCode).toBe(404);
    expect((await call(newcomer, 'DELETE', `/parcels/${from}/sensor`)).statusCode).toBe(404);
    expect((await call(newcomer, 'POST', `/parcels/${from}/sensor/swap`, { sensorId: other.id })).statusCode).toBe(404);
    // Nor does a sensor of another account replace the farm's: refused as any sensor out of reach, unseen.
    const foreign = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme du Nouveau'), 'MOV-0011');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const sensorId of [foreign.id, unknown]) {
      expect(await refusal(await call(farmer, 'POST', `/parcels/${from}/sensor/swap`, { sensorId }))).toBe('not-owned');
    }
    expect((await call(newcomer, 'GET', `/parcels/${from}/placements`)).statusCode).toBe(404);
    expect((await call(farmer, 'GET', `/parcels/${from}`)).json().sensorId).toBe(sensor.id);
  });

  it('refuses a role that may only read parcels before reading the body', async () => {
    await createUserWithRights(t.db, 'Ferme des Demo', 'read-parcels@demo.test', { parcels: 'read-only' });
    const reader = await signIn(t.app, 'read-parcels@demo.test');
    const parcel = await createParcel('Lecture seule');
    expect((await call(reader, 'POST', `/parcels/${parcel}/sensor/move`, { parcelId: 'nope' })).statusCode).toBe(403);
    expect((await call(reader, 'POST', `/parcels/${parcel}/sensor/swap`, {})).statusCode).toBe(403);
    expect((await call(reader, 'DELETE', `/parcels/${parcel}/sensor`)).statusCode).toBe(403);
    expect((await call(reader, 'GET', `/parcels/${parcel}/placements`)).statusCode).toBe(200);
  });
});
