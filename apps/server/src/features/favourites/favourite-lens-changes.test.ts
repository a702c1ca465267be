import { DAYS_IN_FIELD } from '@console/domain/crop/crop-in-field';
import { EVERYTHING, type Territory } from '@console/domain/favourite/favourite.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveParcelLens } from '../../auth/parcel-lens.ts';
import { resolveSensorLens } from '../../auth/sensor-lens.ts';
import { now, setClock } from '../../clock.ts';
import { crops, parcels, sensors } from '../../db/schema.ts';
import { accountIdByName, createSensorAs, insertFavourite, insertParcel } from '../../test/fixtures.ts';
import { bearer, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

// A favourite's sensors and parcels are resolved once and reused while nothing that can move one has committed
// (decisions 188 and 189): each such change, written straight to the database as a device's report, a job or another
// server process would, shows in the next lists under the favourite.

let t: TestApp;
let staff: string;
let farm: string;

const listUnder = async <Item>(path: string, favouriteId: string) => {
  const response = await t.app.inject({ url: `/back/${path}?favourite_id=${favouriteId}`, headers: bearer(staff) });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Item[] }>().items;
};

/** The serial numbers of the sensors and the labels of the parcels staff's lists show under the favourite. */
const under = async (favouriteId: string) => ({
  sensors: (await listUnder<{ serialNumber: string }>('sensors', favouriteId)).map((item) => item.serialNumber),
  parcels: (await listUnder<{ label: string }>('parcels', favouriteId)).map((item) => item.label),
});
const NOTHING = { sensors: [], parcels: [] };

let placed = 0;
/** A sensor of its own (its tag names it) on a rapeseed parcel of the Lot-et-Garonne at high risk. */
const placedSensor = async () => {
  placed += 1;
  const tag = `lens-${placed}`;
  const serialNumber = `LENS-000${placed}`;
  const label = `Lens colza ${placed}`;
  const parcelId = await insertParcel(
    t.db,
    { label, accountId: farm, postalCode: '47000', riskLevel: 'high' },
    { currentCrop: 'colza', seedingType: 'labour' },
  );
  const { id: sensorId } = await createSensorAs(t.app, staff, farm, serialNumber, { tags: [tag] });
  await t.db.update(sensors).set({ parcelId }).where(eq(sensors.id, sensorId));
  /** The sensor, and the parcel it stands on, in the lists. */
  const shown = { sensors: [serialNumber], parcels: [label] };
  /** A favourite of staff's on this sensor's tag and `territory`, listed once so that its members are resolved. */
  const listedFavourite = async (territory: Partial<Territory>) => {
    const id = await insertFavourite(t.db, 'staff@demo.test', `${tag} ${JSON.stringify(territory)}`, {
      tags: [tag],
      ...territory,
    });
    expect(await under(id)).toEqual(shown);
    return id;
  };
  return { sensorId, parcelId, tag, serialNumber, shown, listedFavourite };
};

beforeAll(async () => {
  t = await createTestApp();
  ({ staff } = await signInDemoUsers(t.app));
  farm = await accountIdByName(t.db, 'Ferme des Demo');
});
afterAll(() => t.close());

describe('a list under a favourite after a change', () => {
  it('follows the sensor’s tags, serial and faults', async () => {
    const { sensorId, tag, serialNumber, shown, listedFavourite } = await placedSensor();
    const faulty = await insertFavourite(t.db, 'staff@demo.test', 'Lens faulty', { tags: [tag], faultySensors: true });
    expect(await under(faulty)).toEqual(NOTHING);
    await t.db.update(sensors).set({ openIssueCount: 1 }).where(eq(sensors.id, sensorId));
    expect(await under(faulty)).toEqual(shown);

    const named = await listedFavourite({ sensorSerialNumbers: [serialNumber] });
    const tagged = await listedFavourite({ tags: [tag] });
    await t.db
      .update(sensors)
      .set({ serialNumber: `${serialNumber}-B` })
      .where(eq(sensors.id, sensorId));
    expect(await under(named)).toEqual(NOTHING);
    await t.db
      .update(sensors)
      .set({ tags: ['elsewhere'] })
      .where(eq(sensors.id, sensorId));
    expect(await under(tagged)).toEqual(NOTHING);
  });

  it('follows the sensor’s parcel, and the parcel’s account, zone and risk', async () => {
    const { sensorId, parcelId, shown, listedFavourite } = await placedSensor();
    const farms = await listedFavourite({ selection: { type: 'some-selected', accountIds: [farm] } });
    const zoned = await listedFavourite({ postalZones: [{ value: '47' }] });
    const risky = await listedFavourite({ risks: ['high'] });
    const linked = await listedFavourite({ linkedSensorsAndParcels: true });
    const provider = await accountIdByName(t.db, 'Agri Distribution Demo');
    await t.db.update(parcels).set({ accountId: provider }).where(eq(parcels.id, parcelId));
    expect(await under(farms)).toEqual({ ...shown, parcels: [] });
    await t.db
      .update(parcels)
      .set({ address: { postalCode: '33000', city: 'Bordeaux', country: 'FR' } })
      .where(eq(parcels.id, parcelId));
    expect(await under(zoned)).toEqual(NOTHING);
    await t.db.update(parcels).set({ riskLevel: 'low' }).where(eq(parcels.id, parcelId));
    expect(await under(risky)).toEqual(NOTHING);
    await t.db.update(sensors).set({ parcelId: null }).where(eq(sensors.id, sensorId));
    expect(await under(linked)).toEqual(NOTHING);
  });

  it('follows the crop in the field, as it is sown over and as the days pass', async () => {
    const { parcelId, shown, listedFavourite } = await placedSensor();
    const rapeseed = await listedFavourite({ cropTypes: ['colza'] });
    await t.db.update(crops).set({ currentCrop: 'mais' }).where(eq(crops.parcelId, parcelId));
    expect(await under(rapeseed)).toEqual(NOTHING);
    await t.db.update(crops).set({ currentCrop: 'colza' }).where(eq(crops.parcelId, parcelId));
    expect(await under(rapeseed)).toEqual(shown);
    // Sown a month ago: harvested once its days in the field have passed, with no write at all.
    setClock(new Date(now().getTime() + DAYS_IN_FIELD.colza * 86_400_000));
    try {
      ({ staff } = await signInDemoUsers(t.app));
      expect(await under(rapeseed)).toEqual(NOTHING);
    } finally {
      setClock(null);
      ({ staff } = await signInDemoUsers(t.app));
    }
  });

  it('shows a transaction its own changes, and no one else once it rolls back', async () => {
    const { sensorId, parcelId, tag, shown, listedFavourite } = await placedSensor();
    const tagged = await listedFavourite({});
    const moved = { ...EVERYTHING, tags: [`${tag}-moved`] };
    const movedFavourite = await insertFavourite(t.db, 'staff@demo.test', 'Lens moved', moved);
    expect(await under(movedFavourite)).toEqual(NOTHING);
    let seenInside: (readonly string[])[] = [];
    const rolledBack = t.db.transaction(async (tx) => {
      const members = async () => [
        ...(await resolveSensorLens(tx, moved)).sensorIds,
        ...(await resolveParcelLens(tx, moved)).parcelIds,
      ];
      const before = await members();
      await tx.update(sensors).set({ tags: moved.tags }).where(eq(sensors.id, sensorId));
      seenInside = [before, await members()];
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow('Rollback');
    expect(seenInside).toEqual([[], [sensorId, parcelId]]);
    expect(await under(movedFavourite)).toEqual(NOTHING);
    expect(await under(tagged)).toEqual(shown);
  });
});
