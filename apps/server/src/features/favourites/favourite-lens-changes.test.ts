import { DAYS_IN_FIELD } from '@console/domain/crop/crop-in-field';
import { EVERYTHING, type Territory } from '@console/domain/favourite/favourite.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSensorLens } from '../../auth/sensor-lens.ts';
import { now, setClock } from '../../clock.ts';
import { crops, parcels, sensors } from '../../db/schema.ts';
import { accountIdByName, createSensorAs, insertFavourite, insertParcel } from '../../test/fixtures.ts';
import { bearer, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

// A favourite's sensors are resolved once and reused while nothing that can move one has committed (decision 188):
// each such change, written straight to the database as a device's report, a job or another server process would,
// shows in the next list under the favourite.

let t: TestApp;
let staff: string;
let farm: string;

const serialsUnder = async (favouriteId: string) => {
  const response = await t.app.inject({ url: `/back/sensors?favourite_id=${favouriteId}`, headers: bearer(staff) });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: { serialNumber: string }[] }>().items.map((item) => item.serialNumber);
};

let placed = 0;
/** A sensor of its own (its tag names it) on a rapeseed parcel of the Lot-et-Garonne at high risk. */
const placedSensor = async () => {
  placed += 1;
  const tag = `lens-${placed}`;
  const serialNumber = `LENS-000${placed}`;
  const parcelId = await insertParcel(
    t.db,
    { label: `Lens colza ${placed}`, accountId: farm, postalCode: '47000', riskLevel: 'high' },
    { currentCrop: 'colza', seedingType: 'labour' },
  );
  const { id: sensorId } = await createSensorAs(t.app, staff, farm, serialNumber, { tags: [tag] });
  await t.db.update(sensors).set({ parcelId }).where(eq(sensors.id, sensorId));
  /** A favourite of staff's on this sensor's tag and `territory`, listed once so that its sensors are resolved. */
  const listedFavourite = async (territory: Partial<Territory>) => {
    const id = await insertFavourite(t.db, 'staff@demo.test', `${tag} ${JSON.stringify(territory)}`, {
      tags: [tag],
      ...territory,
    });
    expect(await serialsUnder(id)).toEqual([serialNumber]);
    return id;
  };
  return { sensorId, parcelId, tag, serialNumber, listedFavourite };
};

beforeAll(async () => {
  t = await createTestApp();
  ({ staff } = await signInDemoUsers(t.app));
  farm = await accountIdByName(t.db, 'Ferme des Demo');
});
afterAll(() => t.close());

describe('a list under a favourite after a change', () => {
  it('follows the sensor’s tags, serial and faults', async () => {
    const { sensorId, tag, serialNumber, listedFavourite } = await placedSensor();
    const faulty = await insertFavourite(t.db, 'staff@demo.test', 'Lens faulty', { tags: [tag], faultySensors: true });
    expect(await serialsUnder(faulty)).toEqual([]);
    await t.db.update(sensors).set({ openIssueCount: 1 }).where(eq(sensors.id, sensorId));
    expect(await serialsUnder(faulty)).toEqual([serialNumber]);

    const named = await listedFavourite({ sensorSerialNumbers: [serialNumber] });
    const tagged = await listedFavourite({ tags: [tag] });
    await t.db
      .update(sensors)
      .set({ serialNumber: `${serialNumber}-B` })
      .where(eq(sensors.id, sensorId));
    expect(await serialsUnder(named)).toEqual([]);
    await t.db
      .update(sensors)
      .set({ tags: ['elsewhere'] })
      .where(eq(sensors.id, sensorId));
    expect(await serialsUnder(tagged)).toEqual([]);
  });

  it('follows the sensor’s parcel, and the parcel’s zone and risk', async () => {
    const { sensorId, parcelId, listedFavourite } = await placedSensor();
    const zoned = await listedFavourite({ postalZones: [{ value: '47' }] });
    const risky = await listedFavourite({ risks: ['high'] });
    const linked = await listedFavourite({ linkedSensorsAndParcels: true });
    await t.db
      .update(parcels)
      .set({ address: { postalCode: '33000', city: 'Bordeaux', country: 'FR' } })
      .where(eq(parcels.id, parcelId));
    expect(await serialsUnder(zoned)).toEqual([]);
    await t.db.update(parcels).set({ riskLevel: 'low' }).where(eq(parcels.id, parcelId));
    expect(await serialsUnder(risky)).toEqual([]);
    await t.db.update(sensors).set({ parcelId: null }).where(eq(sensors.id, sensorId));
    expect(await serialsUnder(linked)).toEqual([]);
  });

  it('follows the crop in the field, as it is sown over and as the days pass', async () => {
    const { parcelId, serialNumber, listedFavourite } = await placedSensor();
    const rapeseed = await listedFavourite({ cropTypes: ['colza'] });
    await t.db.update(crops).set({ currentCrop: 'mais' }).where(eq(crops.parcelId, parcelId));
    expect(await serialsUnder(rapeseed)).toEqual([]);
    await t.db.update(crops).set({ currentCrop: 'colza' }).where(eq(crops.parcelId, parcelId));
    expect(await serialsUnder(rapeseed)).toEqual([serialNumber]);
    // Sown a month ago: harvested once its days in the field have passed, with no write at all.
    setClock(new Date(now().getTime() + DAYS_IN_FIELD.colza * 86_400_000));
    try {
      ({ staff } = await signInDemoUsers(t.app));
      expect(await serialsUnder(rapeseed)).toEqual([]);
    } finally {
      setClock(null);
      ({ staff } = await signInDemoUsers(t.app));
    }
  });

  it('shows a transaction its own changes, and no one else once it rolls back', async () => {
    const { sensorId, tag, serialNumber, listedFavourite } = await placedSensor();
    const tagged = await listedFavourite({});
    const moved = { ...EVERYTHING, tags: [`${tag}-moved`] };
    const movedFavourite = await insertFavourite(t.db, 'staff@demo.test', 'Lens moved', moved);
    expect(await serialsUnder(movedFavourite)).toEqual([]);
    let seenInside: (readonly string[])[] = [];
    const rolledBack = t.db.transaction(async (tx) => {
      const before = (await resolveSensorLens(tx, moved)).sensorIds;
      await tx.update(sensors).set({ tags: moved.tags }).where(eq(sensors.id, sensorId));
      seenInside = [before, (await resolveSensorLens(tx, moved)).sensorIds];
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow('Rollback');
    expect(seenInside).toEqual([[], [sensorId]]);
    expect(await serialsUnder(movedFavourite)).toEqual([]);
    expect(await serialsUnder(tagged)).toEqual([serialNumber]);
  });
});
