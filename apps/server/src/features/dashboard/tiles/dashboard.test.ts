import type { Dashboard } from '@console/domain/dashboard/dashboard.schema';
import { dashboardOf, tileOf } from '../../../test/dashboards.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountIdByName,
  createSensorAs,
  createUserWithRights,
  insertFavourite,
  insertOtherProvider,
  insertParcel,
  reading,
  sendReadings,
} from '../../../test/fixtures.ts';
import { apiClient, bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;
let otherProvider: string;
let blind: string;

const { get } = apiClient(() => t.app);

const dashboard = dashboardOf(apiClient(() => t.app));

/** Every figure of the tab that links to a list, beside that list's total with the link's query. */
const figuresAndTotals = async (token: string, board: Dashboard) =>
  Promise.all(
    board.tiles
      .flatMap((item) => [item, ...(item.series ?? [])])
      .filter((figure) => figure.link)
      .map(async (figure) => {
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(figure.link?.query ?? {})) {
          for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
        }
        const list = await get(token, `${figure.link?.path}?${query.toString()}`);
        return { key: figure.key, value: figure.value, total: list.json<{ total: number }>().total };
      }),
  );

const signInWith = async (email: string) => {
  const token = await signIn(t.app, email);
  const accepted = await t.app.inject({ method: 'POST', url: '/back/profile/tos/accept', headers: bearer(token) });
  expect(accepted.statusCode).toBe(204);
  return token;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider, farmer } = await signInDemoUsers(t.app));
  // The demo farm's parcels on both sides of the favourite's zone, and a sensor whose lid was opened.
  const farm = await accountIdByName(t.db, 'Ferme des Demo');
  await insertParcel(t.db, { label: 'Dash Lot', accountId: farm, postalCode: '47300' });
  await insertParcel(t.db, { label: 'Dash Gers', accountId: farm, postalCode: '32000' });
  const sensor = await createSensorAs(t.app, staff, farm, 'DASH-0001');
  await sendReadings(t.app, sensor, [reading(5), reading(4, { deviceState: 'maintenance' })]);
  const { farmId } = await insertOtherProvider(t.db, 'Other Dashboards');
  await insertParcel(t.db, { label: 'Other Dash Parcel', accountId: farmId, postalCode: '35500' });
  await createUserWithRights(t.db, 'Other Dashboards', 'other-dash@demo.test', {
    parcels: 'read-only',
    sensors: 'read-only',
    defaults: 'read-only',
  });
  otherProvider = await signInWith('other-dash@demo.test');
  await createUserWithRights(t.db, 'Agri Distribution Demo', 'blind-dash@demo.test', {
    parcels: 'no-access',
    sensors: 'no-access',
    defaults: 'no-access',
  });
  blind = await signInWith('blind-dash@demo.test');
});
afterAll(() => t.close());

describe('who sees which tab (spec point 6)', () => {
  it('refuses farmers every tab, a provider without the rights its tabs, and a provider the staff tabs', async () => {
    for (const tab of ['activity', 'sensors']) {
      expect((await get(farmer, `/dashboard/${tab}`)).statusCode).toBe(403);
      expect((await get(blind, `/dashboard/${tab}`)).statusCode).toBe(403);
    }
    for (const tab of ['support', 'metrics', 'qos'])
      expect((await get(provider, `/dashboard/${tab}`)).statusCode).toBe(403);
    // Refused before the query is read.
    expect((await get(farmer, '/dashboard/sensors?from=nonsense')).statusCode).toBe(403);
    expect((await get(staff, '/dashboard/sensors?from=2026-01-10&to=2026-03-01')).statusCode).toBe(422);
  });
});

describe('tiles', () => {
  it('each equal the total of the list they link to, for staff and a provider', async () => {
    for (const [token, tabs] of [
      [staff, ['activity', 'sensors', 'support', 'metrics', 'qos']],
      [provider, ['activity', 'sensors']],
    ] as const) {
      for (const tab of tabs) {
        const figures = await figuresAndTotals(token, await dashboard(token, tab));
        // The QoS tab links its silent sensors only: its other figures are read from the nights.
        expect(figures.length).toBeGreaterThanOrEqual(tab === 'qos' ? 1 : 4);
        if (tab === 'activity') expect(figures.map((figure) => figure.key)).toContain('rent-contracts-due');
        for (const figure of figures) expect(figure, `${tab} ${figure.key}`).toMatchObject({ total: figure.value });
      }
    }
  });

  it('count only what the caller reaches', async () => {
    const other = await dashboard(otherProvider, 'activity');
    expect(tileOf(other, 'parcels').value).toBe(1);
    const mine = tileOf(await dashboard(provider, 'activity'), 'parcels').value;
    const all = tileOf(await dashboard(staff, 'activity'), 'parcels').value;
    expect(mine).toBeGreaterThan(1);
    expect(all).toBeGreaterThanOrEqual(mine + 1);
    expect(tileOf(await dashboard(otherProvider, 'sensors'), 'sensors').value).toBe(0);
  });

  it('split the sensors by battery, USB storage and who pays for their service', async () => {
    const board = await dashboard(provider, 'sensors');
    // The lid-opened sensor reported a charged battery and a nearly empty USB key.
    expect(tileOf(board, 'battery').series?.find((part) => part.key === 'charged')?.value).toBeGreaterThan(0);
    expect(tileOf(board, 'usb-fill').series?.find((part) => part.key === 'below-50')).toMatchObject({
      link: { path: '/sensors', query: { usb_fill_from: '0', usb_fill_to: '50' } },
    });
    const coverage = tileOf(board, 'coverage');
    expect(coverage.series?.map((part) => part.key)).toEqual(['subscribed', 'unsubscribed', 'rented', 'in-stock']);
    const [subscribed, , rented] = coverage.series ?? [];
    expect(coverage.value).toBe((subscribed?.value ?? 0) + (rented?.value ?? 0));
    expect(tileOf(await dashboard(otherProvider, 'sensors'), 'coverage')).toMatchObject({ value: 0, of: 0 });
  });

  it('narrow with the favourite and the date range, and link to the lists narrowed the same way', async () => {
    const favourite = await insertFavourite(t.db, 'provider@demo.test', 'Lot-et-Garonne', {
      postalZones: [{ country: 'FR', value: '47' }],
    });
    const everything = tileOf(await dashboard(provider, 'activity'), 'parcels');
    const narrowed = await dashboard(provider, 'activity', `?favourite_id=${favourite}`);
    expect(tileOf(narrowed, 'parcels').value).toBeLessThan(everything.value);
    expect(tileOf(narrowed, 'parcels').value).toBeGreaterThan(0);
    expect(tileOf(narrowed, 'parcels').link?.query).toEqual({ favourite_id: favourite });
    const sold = await insertFavourite(t.db, 'provider@demo.test', 'Sold', { sensorUsages: ['selling'] });
    const narrowedSensors = await dashboard(provider, 'sensors', `?favourite_id=${sold}`);
    expect(tileOf(narrowedSensors, 'sensors').value).toBeGreaterThan(0);
    expect(tileOf(narrowedSensors, 'coverage').of).toBeGreaterThan(0);
    for (const board of [narrowed, narrowedSensors]) {
      for (const figure of await figuresAndTotals(provider, board)) {
        expect(figure, figure.key).toMatchObject({ total: figure.value });
      }
    }
    // Another user's favourite is nobody's here.
    expect((await get(staff, `/dashboard/activity?favourite_id=${favourite}`)).statusCode).toBe(404);

    const longAgo = await dashboard(staff, 'sensors', '?from=2020-01-01&to=2020-01-31');
    expect(tileOf(longAgo, 'issues-opened')).toMatchObject({
      value: 0,
      series: [],
      link: { path: '/issues', query: { from: '2020-01-01', to: '2020-01-31' } },
    });
    const recent = tileOf(await dashboard(staff, 'sensors'), 'issues-opened');
    expect(recent.series).toContainEqual(expect.objectContaining({ key: 'ouverture_couvercle', value: 1 }));
  });
});
