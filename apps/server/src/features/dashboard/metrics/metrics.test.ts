import { dashboardOf, tileOf } from '../../../test/dashboards.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdByName, createSensorAs, reading, sendReadings } from '../../../test/fixtures.ts';
import { apiClient, bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;

const { get } = apiClient(() => t.app);

const readTab = dashboardOf(apiClient(() => t.app));
const metrics = (query = '') => readTab(staff, 'metrics', query);

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider, farmer } = await signInDemoUsers(t.app));
});
afterAll(() => t.close());

describe('the metrics tab', () => {
  it('counts the people who signed in, by role and country, and the exports they downloaded, for staff only', async () => {
    expect((await get(provider, '/dashboard/metrics')).statusCode).toBe(403);
    const before = tileOf(await metrics(), 'active-users');
    // The demo users signed in once each; signing in again adds no person.
    await signIn(t.app, 'provider@demo.test');
    const after = tileOf(await metrics(), 'active-users');
    expect(after.value).toBe(before.value);
    expect(after.series).toContainEqual(
      expect.objectContaining({ label: expect.stringMatching(/ · FR$/), value: expect.any(Number) }),
    );
    expect(after.series?.reduce((sum, part) => sum + part.value, 0)).toBe(after.value);

    expect(tileOf(await metrics(), 'exports')).toMatchObject({ value: 0, series: [] });
    expect((await get(provider, '/parcels/export/csv')).statusCode).toBe(200);
    expect((await get(staff, '/dashboard/qos/export/xlsx')).statusCode).toBe(200);
    expect((await get(provider, '/sensors/export/pdf')).statusCode).toBe(404);
    const exports = tileOf(await metrics(), 'exports');
    expect(exports).toMatchObject({ value: 2 });
    expect(exports.series).toEqual(
      expect.arrayContaining([
        { key: 'parcels', value: 1 },
        { key: 'dashboard-qos', value: 1 },
      ]),
    );
    // A period long past counts nobody.
    const longAgo = await metrics('?from=2020-01-01&to=2020-01-30');
    expect(tileOf(longAgo, 'active-users')).toMatchObject({ value: 0, series: [] });
    expect(tileOf(longAgo, 'exports').value).toBe(0);
  });

  it('counts a person’s identical exports once within a few minutes, and another export or person apart', async () => {
    const exported = async () => tileOf(await metrics(), 'exports').value;
    const before = await exported();
    for (let time = 0; time < 5; time++) expect((await get(farmer, '/parcels/export/csv')).statusCode).toBe(200);
    expect(await exported()).toBe(before + 1);
    expect((await get(farmer, '/parcels/export/csv?search=Champ')).statusCode).toBe(200);
    expect((await get(farmer, '/parcels/export/xlsx')).statusCode).toBe(200);
    expect((await get(staff, '/parcels/export/csv')).statusCode).toBe(200);
    expect(await exported()).toBe(before + 4);
  });

  it('counts the accounts by type, as their lists do', async () => {
    const board = await metrics();
    const accounts = tileOf(board, 'accounts');
    expect(accounts.series?.map((part) => part.key)).toEqual(['desangosse', 'provider', 'farmer']);
    const farmers = await get(staff, '/farmers');
    expect(accounts.series?.find((part) => part.key === 'farmer')?.value).toBe(farmers.json<{ total: number }>().total);
  });

  it('counts the notifications raised over the period and those their readers opened', async () => {
    const before = tileOf(await metrics(), 'notifications-read');
    // An opened lid opens an issue, which notifies the farm's and its provider's people.
    const sensor = await createSensorAs(t.app, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'MET-0001');
    await sendReadings(t.app, sensor, [reading(1), reading(0, { deviceState: 'maintenance' })]);
    const raised = tileOf(await metrics(), 'notifications-read');
    expect(raised.of).toBeGreaterThan(before.of ?? 0);
    expect(raised.value).toBe(before.value);
    for (const token of [staff, provider, farmer]) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/back/notifications/seen', headers: bearer(token) })).statusCode,
      ).toBe(200);
    }
    const seen = tileOf(await metrics(), 'notifications-read');
    expect(seen.value).toBeGreaterThan(raised.value);
    expect(seen.of).toBe(raised.of);
  });
});
