import type { NightGrid } from '@console/domain/dashboard/dashboard.schema';
import { dashboardOf, tileOf } from '../../../test/dashboards.ts';
import type { Stats } from '@console/domain/dashboard/stats.schema';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crops, notifications, parcelRiskNights, sensors, users } from '../../../db/schema.ts';
import {
  accountIdByName,
  createCoveredSensorAs,
  createUserWithRights,
  insertFavourite,
  insertOtherProvider,
  insertParcel,
  reading,
  sendReadings,
} from '../../../test/fixtures.ts';
import { apiClient, bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../../test/test-app.ts';
import { foldSensorNights } from '../service.ts';
import { selectRows } from '../../../db/client.ts';
import { explaining, readingPartitionOf, scannedReadingPartitions } from '../../../test/query-plans.ts';
import { foldSensorNight } from './night-fold.ts';
import { nightRiskRules } from './risk-nights.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;
let farm: string;

const { get } = apiClient(() => t.app);
const DAY_MS = 86_400_000;

/** The day `daysAgo` days ago (UTC), which names the night starting at its noon. */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
/** 22:00 UTC `daysAgo` days ago: inside the night that starts that day. */
const evening = (daysAgo: number) => `${day(daysAgo)}T22:00:00.000Z`;
const range = `?from=${day(5)}&to=${day(2)}`;

const readTab = dashboardOf(apiClient(() => t.app));
const dashboard = (token: string, tab: string, query = range) => readTab(token, tab, query);
const gridRow = async (token: string, serialNumber: string) => {
  const response = await get(token, `/dashboard/sensors/nights${range}`);
  expect(response.statusCode, response.body).toBe(200);
  const grid = response.json<NightGrid>();
  expect(grid.nights).toEqual([day(5), day(4), day(3), day(2)]);
  return grid.items.find((item) => item.serialNumber === serialNumber)?.states;
};
const call = (token: string, method: 'POST', url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url: `/back${url}`, headers: bearer(token), payload });

/** A parcel of the demo farm with a colza sown a month ago: its sensor owes every night of the last weeks. */
const sownParcel = async (label: string, riskLevel: 'low' | 'high' = 'low') => {
  const id = await insertParcel(
    t.db,
    { label, accountId: farm, postalCode: '47300', riskLevel },
    { currentCrop: 'colza', seedingType: 'semis_direct' },
  );
  await t.db
    .update(crops)
    .set({ estimatedSeedingDate: day(30) })
    .where(eq(crops.parcelId, id));
  return id;
};

let lot: string;
let other: string;
let sensor: Awaited<ReturnType<typeof createCoveredSensorAs>>;

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider, farmer } = await signInDemoUsers(t.app));
  farm = await accountIdByName(t.db, 'Ferme des Demo');
  lot = await sownParcel('Nights Lot');
  other = await sownParcel('Nights Other');
  sensor = await createCoveredSensorAs(t, staff, farm, 'NGT-0001');
  expect((await call(farmer, 'POST', `/parcels/${lot}/sensor`, { sensorId: sensor.id })).statusCode).toBe(200);
  // With the late capture of 9, a mean of 7 a night: medium under France's thresholds, below high's 7.5.
  const first = reading(0, { slugCount: 5, measuredAt: evening(3) });
  expect((await sendReadings(t.app, sensor, [first])).statusCode).toBe(200);
  await foldSensorNights(t.db);
});
afterAll(() => t.close());

describe('the night grid and the nights tile', () => {
  it('tell a captured night from a silent one the sensor owed, for those with the right only', async () => {
    expect(await gridRow(provider, 'NGT-0001')).toEqual(['silent', 'silent', 'captured', 'silent']);
    const nights = tileOf(await dashboard(staff, 'sensors'), 'nights');
    expect(nights).toMatchObject({
      value: 1,
      of: 4,
      series: [
        { key: 'captured', value: 1 },
        { key: 'contact', value: 0 },
        { key: 'silent', value: 3 },
      ],
    });
    expect(nights.nights?.map((night) => night.night)).toEqual([day(5), day(4), day(3), day(2)]);
    expect(nights.nights?.[2]?.values).toEqual({ captured: 1 });

    expect((await get(farmer, `/dashboard/sensors/nights${range}`)).statusCode).toBe(403);
    await createUserWithRights(t.db, 'Agri Distribution Demo', 'no-sensors@demo.test', {
      sensors: 'no-access',
      defaults: 'read-only',
    });
    const noSensors = await signIn(t.app, 'no-sensors@demo.test');
    expect((await get(noSensors, `/dashboard/sensors/nights${range}`)).statusCode).toBe(403);
    expect((await get(noSensors, '/dashboard/sensors/nights?start=-1')).statusCode).toBe(403);
    expect((await get(provider, '/dashboard/sensors/nights?start=-1')).statusCode).toBe(422);
  });

  it('never show another provider the sensor, and keep to the list it pages', async () => {
    const { farmId: _farmId } = await insertOtherProvider(t.db, 'Other Nights');
    await createUserWithRights(t.db, 'Other Nights', 'other-nights@demo.test', { sensors: 'read-only' });
    const otherProvider = await signIn(t.app, 'other-nights@demo.test');
    await t.app.inject({ method: 'POST', url: '/back/profile/tos/accept', headers: bearer(otherProvider) });
    const response = await get(otherProvider, `/dashboard/sensors/nights${range}`);
    expect(response.json<NightGrid>()).toMatchObject({ items: [], total: 0 });
    expect(tileOf(await dashboard(otherProvider, 'sensors'), 'nights')).toMatchObject({ value: 0, of: 0 });
    await createUserWithRights(t.db, 'Other Nights', 'other-nights-parcels@demo.test', { parcels: 'read-only' });
    const otherParcels = await signIn(t.app, 'other-nights-parcels@demo.test');
    await t.app.inject({ method: 'POST', url: '/back/profile/tos/accept', headers: bearer(otherParcels) });
    const theirs = await dashboard(otherParcels, 'activity', `?from=${day(5)}&to=${day(0)}`);
    expect(tileOf(theirs, 'top-parcels')).toMatchObject({ value: 0, series: [] });
    expect(tileOf(theirs, 'pressure-by-zone')).toMatchObject({ value: 0, series: [] });
    expect(tileOf(theirs, 'parcel-alerts').value).toBe(0);
    const list = await get(provider, '/sensors');
    const grid = (await get(provider, `/dashboard/sensors/nights${range}`)).json<NightGrid>();
    expect(grid.total).toBe(list.json<{ total: number }>().total);
  });

  it('count a late capture in its own night once folded again', async () => {
    const late = reading(0, { slugCount: 9, measuredAt: evening(2) });
    expect((await sendReadings(t.app, sensor, [late])).statusCode).toBe(200);
    expect(await gridRow(provider, 'NGT-0001')).toEqual(['silent', 'silent', 'captured', 'silent']);
    await foldSensorNights(t.db);
    expect(await gridRow(provider, 'NGT-0001')).toEqual(['silent', 'silent', 'captured', 'captured']);
  });
});

describe('the QoS tab', () => {
  it('counts nights delivered, their delay and working weather by provider and country, for staff only', async () => {
    expect((await get(provider, `/dashboard/qos${range}`)).statusCode).toBe(403);
    const board = await dashboard(staff, 'qos');
    const group = { key: expect.stringMatching(/:FR$/), label: 'Agri Distribution Demo · FR' };
    expect(tileOf(board, 'qos-nights')).toMatchObject({ value: 2, of: 4, series: [{ ...group, value: 2, of: 4 }] });
    expect(tileOf(board, 'qos-nights').nights?.map((night) => night.values)).toEqual([
      { silent: 1 },
      { silent: 1 },
      { captured: 1 },
      { captured: 1 },
    ]);
    // Both captures arrived days after they were taken: the median is between the two delays.
    const delay = tileOf(board, 'qos-delay');
    expect(delay.value).toBeGreaterThan(24 * 60);
    expect(delay.series).toEqual([expect.objectContaining({ ...group, value: delay.value })]);
    expect(tileOf(board, 'qos-weather')).toMatchObject({ value: 2, of: 4 });
    const silent = tileOf(board, 'qos-silent');
    expect(silent.link).toEqual({
      path: '/issues',
      query: { status: 'open', types: ['hors_service_plus_24_h'] },
    });
    const list = await get(staff, '/issues?status=open&types=hors_service_plus_24_h');
    expect(list.json<{ total: number }>().total).toBe(silent.value);

    // Without a favourite the tab adds up the per-account counts; a favourite reaching everything counts each
    // sensor's nights on the spot, to the same figures.
    const everything = await insertFavourite(t.db, 'staff@demo.test', 'Everything');
    const narrowed = await dashboard(staff, 'qos', `${range}&favourite_id=${everything}`);
    expect(narrowed.tiles.filter((tile) => tile.key !== 'qos-silent')).toEqual(
      board.tiles.filter((tile) => tile.key !== 'qos-silent'),
    );
    // A linked weather station serves the sensor's every night it owes, captures or not: counted on the spot under
    // the favourite, and in the per-account counts once the nights are folded again.
    await t.db.update(sensors).set({ weatherSource: 'sencrop' }).where(eq(sensors.id, sensor.id));
    const weather = (query: string) => dashboard(staff, 'qos', query).then((tab) => tileOf(tab, 'qos-weather'));
    expect(await weather(`${range}&favourite_id=${everything}`)).toMatchObject({ value: 4, of: 4 });
    await foldSensorNights(t.db, { from: day(5) });
    expect(await weather(range)).toMatchObject({ value: 4, of: 4 });
    await t.db.update(sensors).set({ weatherSource: 'none' }).where(eq(sensors.id, sensor.id));
    await foldSensorNights(t.db, { from: day(5) });

    const nightsTile = (query: string) => dashboard(provider, 'sensors', query).then((tab) => tileOf(tab, 'nights'));
    const providerEverything = await insertFavourite(t.db, 'provider@demo.test', 'Everything');
    expect(await nightsTile(`${range}&favourite_id=${providerEverything}`)).toEqual(await nightsTile(range));
    const riskTile = (query: string) => dashboard(staff, 'activity', query).then((tab) => tileOf(tab, 'risk-by-night'));
    expect(await riskTile(`${range}&favourite_id=${everything}`)).toEqual(await riskTile(range));
  });
});

describe('the statistics pages', () => {
  it('give the QoS month by month and season by season, to staff only, over a range of months of their own', async () => {
    expect((await get(provider, '/stats/qos')).statusCode).toBe(403);
    expect((await get(farmer, '/stats/maintenance?from=nonsense')).statusCode).toBe(403);
    expect((await get(staff, '/stats/qos?from=2020-01&to=2023-02')).statusCode).toBe(422);
    expect((await get(staff, '/stats/qos?from=2026-13&to=2026-12')).statusCode).toBe(422);
    const months = [day(5), day(2)].map((date) => date.slice(0, 7));
    const response = await get(staff, `/stats/qos?from=${months[0]}&to=${months[1]}`);
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json<Stats>();
    expect(stats.periods).toEqual([...new Set(months)]);
    const delivered = stats.measures.find((measure) => measure.key === 'nights-delivered');
    const all = delivered?.rows.find((row) => row.key === 'all');
    expect(all?.values.some((value) => value !== null && value > 0)).toBe(true);
    expect(delivered?.rows.map((row) => row.label)).toContain('Agri Distribution Demo · FR');

    // Owed nights run from the first day of the range to the last night over, some of them delivered: over the
    // whole range part of them, whichever months the captured nights fall in.
    const seasons = (await get(staff, `/stats/qos?from=${months[0]}&to=${months[1]}&by=season`)).json<Stats>();
    expect(seasons.periods).toHaveLength(1);
    expect(seasons.by).toBe('season');
    const [share] =
      seasons.measures.find((measure) => measure.key === 'nights-delivered')?.rows.find((row) => row.key === 'all')
        ?.values ?? [];
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(100);
  });

  it("give the maintenance per issue type and the console's use", async () => {
    const maintenance = (await get(staff, '/stats/maintenance')).json<Stats>();
    expect(maintenance.periods).toHaveLength(12);
    expect(maintenance.measures.map((measure) => measure.key)).toEqual([
      'issues-per-100-sensors',
      'time-to-close',
      'repeat-faults',
    ]);
    const usage = (await get(staff, '/stats/usage')).json<Stats>();
    expect(usage.measures.map((measure) => measure.key)).toEqual([
      'active-users',
      'exports',
      'renewal-rate',
      'contract-utilisation',
      'coverage-gaps',
    ]);
    const active = usage.measures.find((measure) => measure.key === 'active-users');
    // The demo users signed in this month.
    expect(active?.rows.find((row) => row.key === 'all')?.values.at(-1)).toBeGreaterThan(0);

    const file = await get(staff, '/stats/usage/export/csv?from=2026-01&to=2026-03&by=month');
    expect(file.statusCode, file.body).toBe(200);
    const lines = file.body.trim().split('\n');
    expect(lines[0]).toBe('Measure,Group,Period,Value');
    expect(lines).toContain('Active users,All,01/2026,0');
    expect((await get(provider, '/stats/usage/export/csv')).statusCode).toBe(403);
    expect((await get(provider, '/stats/usage/export/csv?from=nonsense')).statusCode).toBe(403);
  });
});

describe('the parcels counting most slugs', () => {
  it('keep each night with the parcel the sensor served then, after the sensor moves', async () => {
    const top = () => dashboard(provider, 'activity').then((board) => tileOf(board, 'top-parcels'));
    expect(await top()).toMatchObject({ value: 14, series: [{ key: lot, label: 'Nights Lot', value: 14 }] });
    expect((await call(farmer, 'POST', `/parcels/${lot}/sensor/move`, { parcelId: other })).statusCode).toBe(200);
    await foldSensorNights(t.db);
    expect(await top()).toMatchObject({ value: 14, series: [{ key: lot, value: 14 }] });
    const narrowed = await dashboard(provider, 'activity', `${range.replace(day(5), day(2))}`);
    expect(tileOf(narrowed, 'top-parcels')).toMatchObject({ value: 9 });
  });

  it("export with every figure of the tab, in the reader's file, to those who see the tab only", async () => {
    const file = await get(provider, `/dashboard/activity/export/csv${range}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body.split('\n');
    expect(lines.find((line) => line.includes('Nights Lot'))).toMatch(/,14\r?$/);
    // The sensors tab's nights: a line a state and night, the night written as a date.
    const sensorsFile = await get(provider, `/dashboard/sensors/export/csv${range}`);
    const [year, month, date] = day(3).split('-');
    expect(sensorsFile.body.split('\n').filter((line) => line.includes(`${date}/${month}/${year}`))).toHaveLength(1);
    expect((await get(farmer, `/dashboard/activity/export/csv${range}`)).statusCode).toBe(403);
    expect((await get(farmer, '/dashboard/activity/export/pdf')).statusCode).toBe(403);
  });
});

describe('the risk night by night and the parcels left at high risk', () => {
  it('read each night as it ended, and drop a parcel once a product is recorded', async () => {
    const unattended = await sownParcel('Nights Unattended', 'high');
    for (const daysAgo of [4, 3]) await foldSensorNights(t.db, { at: new Date(`${evening(daysAgo)}`) });
    const board = await dashboard(provider, 'activity');
    const byNight = tileOf(board, 'risk-by-night');
    expect(byNight.nights?.map((night) => night.values.high ?? 0)).toEqual([0, 1, 1, 0]);
    expect(byNight.value).toBe(2);
    expect(tileOf(board, 'risk-without-action')).toMatchObject({
      value: 1,
      series: [{ key: unattended, label: 'Nights Unattended', value: 2 }],
    });

    const [crop] = await t.db.select({ id: crops.id }).from(crops).where(eq(crops.parcelId, unattended));
    const treated = await call(farmer, 'POST', `/parcels/${unattended}/crops/${crop?.id}/interventions`, {
      type: 'product',
      date: day(3),
      slugProduct: 'sluxx-hp',
      slugProductDosage: 5,
    });
    expect(treated.statusCode, treated.body).toBe(201);
    expect(tileOf(await dashboard(provider, 'activity'), 'risk-without-action')).toMatchObject({
      value: 0,
      series: [],
    });
    // Each run kept one row for the night it ran in.
    const kept = await t.db
      .select({ n: count() })
      .from(parcelRiskNights)
      .where(eq(parcelRiskNights.parcelId, unattended));
    expect(kept).toEqual([{ n: 2 }]);
  });
});

describe('the activity tab', () => {
  it('maps the pressure by postal zone, and finds products applied after a night at low risk', async () => {
    await sownParcel('Pressure Lot', 'high');
    const treatedEarly = await sownParcel('Treated Early');
    await insertParcel(t.db, { label: 'Pressure Gers', accountId: farm, postalCode: '32000', riskLevel: 'low' });
    await foldSensorNights(t.db, { at: new Date(evening(3)) });
    const before = tileOf(await dashboard(provider, 'activity'), 'pressure-by-zone');
    const lotZone = before.series?.find((zone) => zone.key === 'FR 47');
    expect(lotZone?.value).toBeGreaterThanOrEqual(1);
    expect(before.series?.find((zone) => zone.key === 'FR 32')).toMatchObject({ value: 0, of: 1 });
    expect(before.series?.[0]?.key).toBe('FR 47');
    expect(before.value).toBe(lotZone?.value);
    expect(tileOf(await dashboard(staff, 'activity'), 'pressure-by-zone').value).toBeGreaterThanOrEqual(before.value);

    // The night of day(3) ended at low risk on the sown parcel: a product the next day was not called for.
    const [crop] = await t.db.select({ id: crops.id }).from(crops).where(eq(crops.parcelId, treatedEarly));
    const treated = await call(farmer, 'POST', `/parcels/${treatedEarly}/crops/${crop?.id}/interventions`, {
      type: 'product',
      date: day(2),
      slugProduct: 'sluxx-hp',
      slugProductDosage: 5,
    });
    expect(treated.statusCode, treated.body).toBe(201);
    expect(tileOf(await dashboard(provider, 'activity'), 'treatments-at-low-risk')).toMatchObject({
      value: 1,
      series: [{ key: treatedEarly, label: 'Treated Early', value: 1 }],
    });
  });

  it('counts each alert raised about the parcels once, however many people it told', async () => {
    const people = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ['provider@demo.test', 'farmer@demo.test']));
    const alert = { type: 'risk-level-high' as const, occurrence: `${lot}@dash`, payload: { parcelId: lot } };
    await t.db.insert(notifications).values(people.map((person) => ({ ...alert, userId: person.id })));
    // Through tomorrow (UTC): the range is read in the provider's zone, already tomorrow's at midnight in Paris.
    const tile = tileOf(await dashboard(provider, 'activity', `?from=${day(5)}&to=${day(-1)}`), 'parcel-alerts');
    expect(tile.series?.find((part) => part.key === 'risk-level-high')?.value).toBe(1);
    expect(tile.value).toBeGreaterThanOrEqual(1);
  });
});

describe('the fold on captures partitioned by month', () => {
  it('reads only the month of the night it counts', async () => {
    const [sensor] = await selectRows<{ id: string }>(t.db, sql`select id from sensors order by serial_number limit 1`);
    const lastMonth = new Date();
    lastMonth.setUTCDate(11);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const { db, plans } = explaining(t.db);

    await foldSensorNight(db, sensor?.id ?? '', lastMonth.toISOString().slice(0, 10), await nightRiskRules(t.db));

    expect(plans.map(scannedReadingPartitions)).toEqual([[readingPartitionOf(lastMonth)]]);
  });
});
