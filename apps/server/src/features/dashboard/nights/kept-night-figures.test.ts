import type { Dashboard } from '@console/domain/dashboard/dashboard.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOfUser } from '../../../auth/session.ts';
import { now } from '../../../clock.ts';
import { accounts, sensorNights, sensors, users } from '../../../db/schema.ts';
import { dashboardOf, tileOf } from '../../../test/dashboards.ts';
import {
  accountIdByName,
  createSensorAs,
  insertFavourite,
  insertOtherProvider,
  insertParcel,
} from '../../../test/fixtures.ts';
import { apiClient, createTestApp, signInDemoUsers, type TestApp } from '../../../test/test-app.ts';
import { keptNightFigure } from './kept-night-figures.ts';
import { lastNightOver } from './night-ranges.ts';

// A favourite's night figures are kept until a change they read commits (decision 192): each such change, written
// straight to the database as the fold, a correction or another server process would, shows in the next tab.

let t: TestApp;
let staff: string;
let provider: string;
let farm: string;
let sensorId: string;
let staffFavourite: string;
let providerFavourite: string;

const dashboard = dashboardOf(apiClient(() => t.app));
const night = () => lastNightOver(now());

const under = (token: string, favouriteId: string, tab: string): Promise<Dashboard> =>
  dashboard(token, tab, `?favourite_id=${favouriteId}`);

/** The favourite's nights tile on the sensors tab: nights captured of those owed. */
const nightsTile = async (token: string, favouriteId: string) => {
  const { value, of } = tileOf(await under(token, favouriteId, 'sensors'), 'nights');
  return { value, of };
};

/** Staff's QoS tab under the favourite: nights delivered, working weather, and who they are grouped under. */
const qos = async () => {
  const board = await under(staff, staffFavourite, 'qos');
  const nights = tileOf(board, 'qos-nights');
  const weather = tileOf(board, 'qos-weather');
  return {
    delivered: { value: nights.value, of: nights.of },
    weather: { value: weather.value, of: weather.of },
    groups: nights.series?.map((part) => part.label),
  };
};

/** Last night of the favourite's one sensor, owed, on its parcel, as the fold writes it. */
const writeNight = (captures: number) =>
  t.db
    .insert(sensorNights)
    .values({ sensorId, night: night(), accountId: farm, parcelId: null, expected: true, captures })
    .onConflictDoUpdate({ target: [sensorNights.sensorId, sensorNights.night], set: { captures } });

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider } = await signInDemoUsers(t.app));
  farm = await accountIdByName(t.db, 'Ferme des Demo');
  const parcelId = await insertParcel(t.db, { label: 'Kept nights', accountId: farm, postalCode: '47000' });
  ({ id: sensorId } = await createSensorAs(t.app, staff, farm, 'KEPT-0001', { tags: ['kept-nights'] }));
  await t.db.update(sensors).set({ parcelId }).where(eq(sensors.id, sensorId));
  await t.db
    .insert(sensorNights)
    .values({ sensorId, night: night(), accountId: farm, parcelId, expected: true, captures: 0 });
  staffFavourite = await insertFavourite(t.db, 'staff@demo.test', 'Kept nights', { tags: ['kept-nights'] });
  providerFavourite = await insertFavourite(t.db, 'provider@demo.test', 'Kept nights', { tags: ['kept-nights'] });
});
afterAll(() => t.close());

describe('a favourite’s night figures after a change', () => {
  it('follow the nights as the fold counts them again', async () => {
    expect(await nightsTile(staff, staffFavourite)).toEqual({ value: 0, of: 1 });
    expect((await qos()).delivered).toEqual({ value: 0, of: 1 });
    await writeNight(2);
    expect(await nightsTile(staff, staffFavourite)).toEqual({ value: 1, of: 1 });
    expect(await nightsTile(provider, providerFavourite)).toEqual({ value: 1, of: 1 });
    expect((await qos()).delivered).toEqual({ value: 1, of: 1 });
  });

  it('are kept while nothing they read has changed', async () => {
    await writeNight(1);
    expect(await nightsTile(staff, staffFavourite)).toEqual({ value: 1, of: 1 });
    // A write the version does not count (triggers off, as a replica applies it) is not seen...
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(sensorNights).set({ captures: 0 }).where(eq(sensorNights.sensorId, sensorId));
    });
    expect(await nightsTile(staff, staffFavourite)).toEqual({ value: 1, of: 1 });
    // ...until one it counts commits.
    await writeNight(0);
    expect(await nightsTile(staff, staffFavourite)).toEqual({ value: 0, of: 1 });
  });

  it('follow the sensor’s weather source and its owners’ names', async () => {
    expect((await qos()).weather).toEqual({ value: 0, of: 1 });
    await t.db.update(sensors).set({ weatherSource: 'sencrop' }).where(eq(sensors.id, sensorId));
    expect((await qos()).weather).toEqual({ value: 1, of: 1 });

    const [farmRow] = await t.db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.id, farm));
    const providerId = farmRow?.providerId ?? '';
    const [providerRow] = await t.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, providerId));
    const name = providerRow?.name ?? '';
    expect((await qos()).groups).toEqual([expect.stringContaining(name)]);
    await t.db.update(accounts).set({ name: `${name} renamed` }).where(eq(accounts.id, providerId));
    try {
      expect((await qos()).groups).toEqual([expect.stringContaining(`${name} renamed`)]);
    } finally {
      await t.db.update(accounts).set({ name }).where(eq(accounts.id, providerId));
    }
  });

  it('follow a farm to another provider', async () => {
    const [farmRow] = await t.db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.id, farm));
    const { providerId: otherProvider } = await insertOtherProvider(t.db, 'Kept Other Provider');
    expect((await nightsTile(provider, providerFavourite)).of).toBe(1);
    await t.db.update(accounts).set({ providerId: otherProvider }).where(eq(accounts.id, farm));
    try {
      expect((await nightsTile(provider, providerFavourite)).of).toBe(0);
    } finally {
      await t.db.update(accounts).set({ providerId: farmRow?.providerId }).where(eq(accounts.id, farm));
    }
  });

  it('are computed again in a transaction that has written', async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@demo.test'));
    const range = { from: night(), to: night() };
    let computed = 0;
    const figure = async (session: NonNullable<Awaited<ReturnType<typeof sessionOfUser>>>, db = t.db) =>
      keptNightFigure(db, session, staffFavourite, 'test', range, () => Promise.resolve((computed += 1)));
    const outside = await sessionOfUser(t.db, user?.id ?? '');
    if (!outside) throw new Error('no staff session');
    expect([await figure(outside), await figure({ ...outside })]).toEqual([1, 1]);
    const rolledBack = t.db.transaction(async (tx) => {
      await tx.update(sensors).set({ comment: 'written' }).where(eq(sensors.id, sensorId));
      expect([await figure({ ...outside }, tx), await figure({ ...outside }, tx)]).toEqual([2, 3]);
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow('Rollback');
    expect(await figure({ ...outside })).toBe(1);
  });
});
