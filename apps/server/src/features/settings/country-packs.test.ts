import { DEFAULT_COUNTRY_PACKS, type CountryPack } from '@console/domain/country/country-pack';
import type { CountryPackSummary } from '@console/domain/country/country-pack.endpoints';
import { RISK_QUESTIONS } from '@console/domain/risk/risk.schema';
import type { SettingVersion } from '@console/domain/settings/global-settings.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema.ts';
import {
  accountIdByName,
  createCoveredSensorAs,
  createUserWithRights,
  insertActiveUser,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { changeCountryPack, type PackState, readCountryPack } from '../../test/country-packs.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;
let readOnlyStaff: string;
let spanishStaff: string;

const URL = '/back/settings/countries';

const spanishAddress = { firstLine: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', country: 'ES' } as const;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'staff@demo.test');
  provider = await signIn(t.app, 'provider@demo.test');
  farmer = await signIn(t.app, 'farmer@demo.test');
  await createUserWithRights(t.db, 'De Sangosse', 'packs-reader@demo.test', { configuration: 'read-only' });
  readOnlyStaff = await signIn(t.app, 'packs-reader@demo.test');
  const [staffUser] = await t.db
    .select({ accountId: users.accountId, roleId: users.roleId })
    .from(users)
    .where(eq(users.email, 'staff@demo.test'));
  if (!staffUser) throw new Error('no demo staff');
  await insertActiveUser(t.db, { ...staffUser, email: 'staff.es@demo.test', postalAddress: spanishAddress });
  spanishStaff = await signIn(t.app, 'staff.es@demo.test');
});
afterAll(() => t.close());

const read = (country: string, token = staff) => readCountryPack(t.app, token, country);
const post = (country: string, payload: unknown, token = staff) =>
  t.app.inject({ method: 'POST', url: `${URL}/${country}`, headers: bearer(token), payload: payload as object });
const change = async (country: string, reason: string, edit: (pack: CountryPack) => void) => {
  const response = await changeCountryPack(t.app, staff, country, reason, edit);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PackState>();
};
const profileOf = async (token: string) =>
  (await t.app.inject({ url: '/back/profile', headers: bearer(token) })).json<{
    internationalizationSettings: {
      country: string;
      noDecisionTree: boolean;
      riskQuestions: string[];
      units: CountryPack['defaults']['units'];
    };
  }>().internationalizationSettings;

describe('/settings/countries', () => {
  it('lists the five countries at their defaults, to staff with the Configuration right only', async () => {
    const list = (await t.app.inject({ url: URL, headers: bearer(readOnlyStaff) })).json<{
      items: CountryPackSummary[];
    }>();
    expect(list.items.map((item) => [item.country, item.language, item.hemisphere, item.decisionTree])).toEqual([
      ['FR', 'fr', 'north', true],
      ['AU', 'en', 'south', true],
      ['DE', 'de', 'north', true],
      ['ES', 'es', 'north', true],
      ['UK', 'en', 'north', true],
    ]);
    expect(await read('UK')).toMatchObject({ version: 0, isDefault: true, value: DEFAULT_COUNTRY_PACKS.UK });
    for (const token of [farmer, provider]) {
      expect((await t.app.inject({ url: URL, headers: bearer(token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url: `${URL}/FR`, headers: bearer(token) })).statusCode).toBe(403);
    }
    // Refused before the body is read: an empty one would otherwise be 422.
    for (const token of [farmer, provider, readOnlyStaff]) expect((await post('FR', {}, token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${URL}/XX`, headers: bearer(staff) })).statusCode).toBe(404);
  });

  it('answers 422 with the paths of what the pack cannot hold', async () => {
    const { value, version } = await read('DE');
    const pack = {
      decisionTree: { enabled: true, questions: [] },
      defaults: {
        ...value.defaults,
        language: 'it',
        zoneId: 'Mars/Olympus',
        mapView: { center: { lat: 91, long: 0 }, zoom: 30 },
        units: { ...value.defaults.units, area: 'rood' },
      },
      productRules: {
        substances: [{ ...value.productRules.substances[0], withdrawnOn: '2021-03-31', lastUseOn: '2020-01-01' }],
        products: [],
      },
      season: { ...value.season, leadDays: 90 },
      riskThresholds: {
        trapSurfaceM2: 0,
        crops: { ...value.riskThresholds.crops, colza: { mediumPerM2: 30, highPerM2: 10 } },
      },
    };
    const response = await post('DE', { version, reason: 'broken', pack });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .data.issues.map((issue: { path: string[] }) => issue.path.join('.'))
        .sort(),
    ).toEqual([
      'pack.decisionTree.questions',
      'pack.defaults.language',
      'pack.defaults.mapView.center.lat',
      'pack.defaults.mapView.zoom',
      'pack.defaults.units.area',
      'pack.defaults.zoneId',
      'pack.productRules.substances.0.lastUseOn',
      'pack.riskThresholds.crops.colza.highPerM2',
      'pack.riskThresholds.trapSurfaceM2',
      'pack.season.leadDays',
    ]);
    const twice = { enabled: true, questions: ['willRoll', 'willRoll'] };
    const repeated = await post('DE', { version, reason: 'twice', pack: { ...value, decisionTree: twice } });
    expect(repeated.statusCode).toBe(422);
    expect((await post('DE', { version, reason: '', pack: value })).statusCode).toBe(422);
  });

  it('versions each change with who, why and what, refuses a stale form with 409, and resets to the default', async () => {
    const first = await change('AU', 'Perth office opens', (pack) => {
      pack.defaults.zoneId = 'Australia/Perth';
    });
    expect(first).toMatchObject({ version: 1, isDefault: false, value: { defaults: { zoneId: 'Australia/Perth' } } });
    const stale = await post('AU', { version: 0, reason: 'late form', pack: DEFAULT_COUNTRY_PACKS.AU });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.issues[0].path).toEqual(['changes', 'country:AU', 'version']);

    const reset = await t.app.inject({
      method: 'POST',
      url: `${URL}/AU/reset`,
      headers: bearer(staff),
      payload: { version: 1, reason: 'back to Sydney' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ version: 2, isDefault: true, value: DEFAULT_COUNTRY_PACKS.AU });

    const history = (
      await t.app.inject({ url: '/back/settings/global/history?key=country:AU', headers: bearer(readOnlyStaff) })
    ).json<{ items: SettingVersion[] }>();
    expect(
      history.items.map(({ version, reason, isReset, changes }) => ({ version, reason, isReset, changes })),
    ).toEqual([
      {
        version: 2,
        reason: 'back to Sydney',
        isReset: true,
        changes: [{ path: 'defaults.zoneId', before: 'Australia/Perth', after: 'Australia/Sydney' }],
      },
      {
        version: 1,
        reason: 'Perth office opens',
        isReset: false,
        changes: [{ path: 'defaults.zoneId', before: 'Australia/Sydney', after: 'Australia/Perth' }],
      },
    ]);
  });

  it('gives each profile its country’s decision tree, and the risk of its parcels follows it', async () => {
    expect(await profileOf(spanishStaff)).toMatchObject({ country: 'ES', noDecisionTree: false });
    expect(await profileOf(staff)).toMatchObject({ country: 'FR', noDecisionTree: false });
    expect((await profileOf(staff)).riskQuestions).toEqual([...RISK_QUESTIONS]);

    // A Spanish parcel whose sensor counted 10 slugs on each of the last two nights: "high" on the counts alone.
    const sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'PACK-0001');
    const year = new Date().getFullYear();
    const created = await t.app.inject({
      method: 'POST',
      url: '/back/parcels',
      headers: bearer(staff),
      payload: {
        label: 'Finca del arbol',
        soilType: 'limoneux',
        accountId: await accountIdByName(t.db, 'Ferme des Demo'),
        address: { postalCode: '41001', city: 'Sevilla', country: 'ES' },
        gpsLocation: { lat: 37.4, long: -6 },
        crop: {
          year,
          currentCrop: 'colza',
          stage: 'leve',
          noTolerance: false,
          estimatedSeedingDate: `${year}-08-28`,
          actualSeedingDate: `${year}-08-28`,
          plantCover: false,
        },
        sensorId: sensor.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const parcelId = created.json<{ id: string }>().id;
    const evening = new Date(Date.now() - 30 * 3600_000);
    evening.setUTCHours(22, 0, 0, 0);
    const twoNights = [0, 1].map((daysBack) =>
      reading(0, { slugCount: 10, measuredAt: new Date(evening.getTime() - daysBack * 86_400_000).toISOString() }),
    );
    expect((await sendReadings(t.app, sensor, twoNights)).statusCode).toBe(200);
    const synthesis = async () =>
      (await t.app.inject({ url: `/back/parcels/${parcelId}/synthesis`, headers: bearer(staff) })).json<{
        risk: { level: string; reasons: string[] };
        crop: { id: string };
      }>();
    const cropId = (await synthesis()).crop.id;
    const stored = async () =>
      (await t.app.inject({ url: `/back/parcels/${parcelId}`, headers: bearer(staff) })).json<{ riskLevel: string }>()
        .riskLevel;
    const answers = { groundPreparation: false, groundWork: false, willRoll: false, favourableWeather: false };
    const answered = await t.app.inject({
      method: 'POST',
      url: `/back/parcels/${parcelId}/crops/${cropId}/risk-answers`,
      headers: bearer(spanishStaff),
      payload: { ...answers, residualPellet: true },
    });
    expect(answered.statusCode).toBe(200);
    // Pellets still in the field lower "high" one step.
    expect((await synthesis()).risk).toMatchObject({ level: 'medium', reasons: ['counts-high', 'residual-pellet'] });
    expect(await stored()).toBe('medium');

    await change('ES', 'No advisers trained on the tree in Spain yet', (pack) => {
      pack.decisionTree.enabled = false;
    });
    expect(await profileOf(spanishStaff)).toMatchObject({ country: 'ES', noDecisionTree: true, riskQuestions: [] });
    expect(await profileOf(staff)).toMatchObject({ country: 'FR', noDecisionTree: false });
    // The answers stay stored but no longer move the Spanish parcel's level, stored at once.
    expect((await synthesis()).risk).toMatchObject({ level: 'high', reasons: ['counts-high'] });
    expect(await stored()).toBe('high');

    // Back on, without the residual pellet question: its answer no longer counts.
    await change('ES', 'Tree back without the pellet question', (pack) => {
      pack.decisionTree = { enabled: true, questions: RISK_QUESTIONS.filter((q) => q !== 'residualPellet') };
    });
    expect((await profileOf(spanishStaff)).riskQuestions).not.toContain('residualPellet');
    expect((await synthesis()).risk).toMatchObject({ level: 'high', reasons: ['counts-high'] });
    await change('ES', 'Every question again', (pack) => {
      pack.decisionTree.questions = [...RISK_QUESTIONS];
    });
    expect(await stored()).toBe('medium');
  });

  it('shows the users of a country its units, and everyone else theirs', async () => {
    expect((await profileOf(spanishStaff)).units).toEqual({
      area: 'hectare',
      temperature: 'celsius',
      rainfall: 'millimeter',
    });
    await change('ES', 'Imperial units for a trial', (pack) => {
      pack.defaults.units = { area: 'acre', temperature: 'fahrenheit', rainfall: 'inch' };
    });
    expect((await profileOf(spanishStaff)).units).toEqual({
      area: 'acre',
      temperature: 'fahrenheit',
      rainfall: 'inch',
    });
    expect((await profileOf(staff)).units).toEqual(DEFAULT_COUNTRY_PACKS.FR.defaults.units);
    await t.app.inject({
      method: 'POST',
      url: `${URL}/ES/reset`,
      headers: bearer(staff),
      payload: { version: (await read('ES')).version, reason: 'Trial over' },
    });
    expect((await profileOf(spanishStaff)).units.area).toBe('hectare');
  });

  it('gives new users of an account the time zone of its country’s pack, and forms its language', async () => {
    await change('UK', 'Northern Ireland office', (pack) => {
      pack.defaults.zoneId = 'Europe/Belfast';
    });
    const provider = await accountIdByName(t.db, 'Agri Distribution Demo');
    await t.db
      .update(accounts)
      .set({ postalAddress: { firstLine: '1 High St', postalCode: 'BT1 1AA', city: 'Belfast', country: 'UK' } })
      .where(eq(accounts.id, provider));
    const [role] = await t.db.select({ id: users.roleId }).from(users).where(eq(users.accountId, provider));
    const created = await t.app.inject({
      method: 'POST',
      url: '/back/users',
      headers: bearer(staff),
      payload: {
        accountId: provider,
        accountType: 'provider',
        roleId: role?.id,
        email: 'belfast@demo.test',
        firstName: 'Ciara',
        lastName: 'Doyle',
        language: 'en',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [user] = await t.db.select({ zoneId: users.zoneId }).from(users).where(eq(users.email, 'belfast@demo.test'));
    expect(user?.zoneId).toBe('Europe/Belfast');
    // What the forms of anyone signed in start a new account's admin from.
    const defaults = await t.app.inject({ url: '/back/referentials/country-defaults', headers: bearer(farmer) });
    expect(defaults.json()).toMatchObject({
      UK: { language: 'en', zoneId: 'Europe/Belfast' },
      ES: { language: 'es', zoneId: 'Europe/Madrid' },
    });
  });
});
