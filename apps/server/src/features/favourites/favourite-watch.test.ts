import type { Notification } from '@console/domain/notification/notification.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, issues, parcels, sensors } from '../../db/schema.ts';
import {
  accountIdByName,
  createSensorAs,
  type CreatedSensor,
  insertFavourite,
  insertParcel,
} from '../../test/fixtures.ts';
import { bearer, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { raiseIssuesOpened, raiseRiskLevelsHigh } from '../notifications/service.ts';

// "Tell me" on a favourite: a parcel in it turning high risk, or a sensor in it getting a blocking issue, tells its
// owner with the favourite's name, once, and never of what was already true when the watch began.

let t: TestApp;
let staff: string;
let provider: string;
let farm: string;
let foreignFarm: string;
let agen: string;
let bordeaux: string;
let foreignParcel: string;
let agenSensor: CreatedSensor;

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider } = await signInDemoUsers(t.app));
  farm = await accountIdByName(t.db, 'Ferme des Demo');
  const [foreign] = await t.db
    .insert(accounts)
    .values({ type: 'farmer', name: 'Ferme Étrangère' })
    .returning({ id: accounts.id });
  foreignFarm = foreign?.id ?? '';
  agen = await insertParcel(t.db, { label: 'Agen', accountId: farm, postalCode: '47000' });
  bordeaux = await insertParcel(t.db, { label: 'Bordeaux', accountId: farm, postalCode: '33000' });
  foreignParcel = await insertParcel(t.db, { label: 'Ailleurs', accountId: foreignFarm, postalCode: '47000' });
  agenSensor = await createSensorAs(t.app, staff, farm, 'WAT-0001');
  await t.db.update(sensors).set({ parcelId: agen }).where(eq(sensors.id, agenSensor.id));
});
afterAll(() => t.close());

const notificationsOf = async (token: string, type: Notification['type']) => {
  const response = await t.app.inject({ url: '/back/notifications', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return (response.json().items as Notification[]).filter((item) => item.type === type);
};

const turnHigh = async (...parcelIds: string[]) => {
  for (const id of parcelIds) await t.db.update(parcels).set({ riskLevel: 'high' }).where(eq(parcels.id, id));
  await raiseRiskLevelsHigh(t.db, parcelIds);
};

const openIssue = async (
  level: 'high' | 'blocking',
  type: 'mode_vol' | 'ouverture_couvercle' = 'mode_vol',
  openedAt = new Date(),
) => {
  const [row] = await t.db
    .insert(issues)
    .values({ sensorId: agenSensor.id, accountId: farm, type, category: 'technical', level, openedAt })
    .returning({ id: issues.id });
  await raiseIssuesOpened(t.db, [row?.id ?? '']);
  return row?.id ?? '';
};

describe('watched favourites', () => {
  it('tells the owner once, with the favourite’s name, of a parcel in it turning high risk', async () => {
    await insertFavourite(t.db, 'staff@demo.test', 'Lot-et-Garonne', {
      postalZones: [{ value: '47' }],
      isWatched: true,
    });
    // A second watched favourite over the same parcel does not tell twice (the first by name is named); an unwatched
    // one tells nothing.
    const agenOnly = await insertFavourite(t.db, 'staff@demo.test', 'Agen seul', {
      postalZones: [{ value: '47000' }],
      isWatched: true,
    });
    await insertFavourite(t.db, 'staff@demo.test', 'Gironde', { postalZones: [{ value: '33' }] });
    await turnHigh(agen, bordeaux);
    const told = await notificationsOf(staff, 'watch-risk-level-high');
    expect(told).toHaveLength(1);
    expect(told[0]?.payload).toEqual({
      parcelId: agen,
      parcelLabel: 'Agen',
      favouriteId: agenOnly,
      favouriteName: 'Agen seul',
    });
  });

  it('keeps to the owner’s scope: a provider is not told of a parcel outside it', async () => {
    await insertFavourite(t.db, 'provider@demo.test', 'Tout le 47', {
      postalZones: [{ value: '47' }],
      selection: { type: 'some-selected', accountIds: [foreignFarm, farm] },
      isWatched: true,
    });
    await turnHigh(foreignParcel);
    expect(await notificationsOf(provider, 'watch-risk-level-high')).toEqual([]);
  });

  it('tells of a blocking issue opened in the territory since the watch began, once', async () => {
    await insertFavourite(t.db, 'provider@demo.test', 'Capteurs du 47', {
      postalZones: [{ value: '47' }],
      isWatched: true,
    });
    const before = await openIssue('blocking', 'mode_vol', new Date(Date.now() - 3_600_000));
    await openIssue('high', 'ouverture_couvercle');
    expect(await notificationsOf(provider, 'watch-issue-blocking')).toEqual([]);
    await t.db.update(issues).set({ closedAt: new Date() }).where(eq(issues.id, before));

    const blocking = await openIssue('blocking');
    await raiseIssuesOpened(t.db, [blocking]);
    const told = await notificationsOf(provider, 'watch-issue-blocking');
    expect(told.map((item) => item.payload)).toEqual([
      expect.objectContaining({ issueId: blocking, serialNumber: 'WAT-0001', favouriteName: 'Capteurs du 47' }),
    ]);
  });
});
