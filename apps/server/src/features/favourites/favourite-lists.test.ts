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

// `favourite_id` on the parcel, map, sensor and issue lists: the caller's scope narrowed by a saved territory.

let t: TestApp;
let staff: string;
let provider: string;
let farm: string;
let newcomerFarm: string;
let otherProvider: string;
const ids: Record<string, string> = {};
const sensorOf: Record<string, CreatedSensor> = {};

const addParcel = async (
  label: string,
  accountId: string,
  postalCode: string,
  crop: Parameters<typeof insertParcel>[2],
  riskLevel: 'low' | 'high' = 'low',
) => {
  ids[label] = await insertParcel(t.db, { label, accountId, postalCode, riskLevel }, crop);
};

const PARCEL_PLACE = { soilType: 'argileux', gpsLat: 51.5, gpsLong: -0.1 } as const;

const saveFavourite = (email: string, name: string, territory: Parameters<typeof insertFavourite>[3]) =>
  insertFavourite(t.db, email, name, territory);

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider } = await signInDemoUsers(t.app));
  farm = await accountIdByName(t.db, 'Ferme des Demo');
  newcomerFarm = await accountIdByName(t.db, 'Ferme du Nouveau');
  const [other] = await t.db
    .insert(accounts)
    .values({ type: 'farmer', name: 'Ferme Étrangère' })
    .returning({ id: accounts.id });
  otherProvider = other?.id ?? '';
  // Lot-et-Garonne (47) and Gironde (33) for the provider's farms; one farm outside the provider's scope in 47.
  await addParcel('Agen colza', farm, '47000', { currentCrop: 'colza', seedingType: 'labour' }, 'high');
  await addParcel('Nérac blé', farm, '47600', { currentCrop: 'cereales_hivers', seedingType: 'semis_direct' });
  await addParcel('Marmande colza', newcomerFarm, '47200', { currentCrop: 'colza', seedingType: 'semis_direct' });
  await addParcel('Bordeaux colza', newcomerFarm, '33000', { currentCrop: 'colza', seedingType: 'labour' });
  await addParcel('Nu', farm, '47300', undefined);
  await addParcel('Étranger colza', otherProvider, '47000', { currentCrop: 'colza', seedingType: 'labour' });
  sensorOf.agen = await createSensorAs(t.app, staff, farm, 'FAV-0001', { tags: ['nord'] });
  sensorOf.bordeaux = await createSensorAs(t.app, staff, newcomerFarm, 'FAV-0002', { tags: ['sud'] });
  sensorOf.free = await createSensorAs(t.app, staff, farm, 'FAV-0003', { tags: ['nord'], usage: 'renting' });
  sensorOf.foreign = await createSensorAs(t.app, staff, otherProvider, 'FAV-0004');
  await t.db.update(sensors).set({ parcelId: ids['Agen colza'] }).where(eq(sensors.id, sensorOf.agen.id));
  await t.db.update(sensors).set({ parcelId: ids['Bordeaux colza'] }).where(eq(sensors.id, sensorOf.bordeaux.id));
  await t.db.update(sensors).set({ parcelId: ids['Étranger colza'] }).where(eq(sensors.id, sensorOf.foreign.id));
  for (const sensor of [sensorOf.agen, sensorOf.bordeaux, sensorOf.foreign]) {
    await t.db.insert(issues).values({
      sensorId: sensor.id,
      accountId: (await t.db.select().from(sensors).where(eq(sensors.id, sensor.id)))[0]?.accountId ?? '',
      type: 'ouverture_couvercle',
      category: 'technical',
      level: 'blocking',
      openedAt: new Date(),
    });
  }
  await t.db.update(sensors).set({ openIssueCount: 1 }).where(eq(sensors.id, sensorOf.agen.id));
});
afterAll(() => t.close());

type Page = { items: { id: string; label?: string; serialNumber?: string }[]; total: number };

const read = async (token: string, url: string) => {
  const response = await t.app.inject({ url: `/back${url}`, headers: bearer(token) });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
const labels = async (token: string, query: string) =>
  ((await read(token, `/parcels?${query}`)) as Page).items.map((item) => item.label).sort();
const serials = async (token: string, query: string) =>
  ((await read(token, `/sensors?${query}`)) as Page).items.map((item) => item.serialNumber).sort();

describe('favourite_id on the lists', () => {
  it('narrows the parcel list, its map and its export to the favourite’s postal zones', async () => {
    const lotEtGaronne = await saveFavourite('provider@demo.test', 'Lot-et-Garonne', {
      postalZones: [{ value: '47' }],
    });
    expect(await labels(provider, `favourite_id=${lotEtGaronne}`)).toEqual([
      'Agen colza',
      'Marmande colza',
      'Nu',
      'Nérac blé',
    ]);
    expect((await read(provider, `/parcels?favourite_id=${lotEtGaronne}`)).total).toBe(4);
    const map = await read(provider, `/parcels/map?favourite_id=${lotEtGaronne}`);
    expect(map.points.map((point: { label: string }) => point.label).sort()).toEqual([
      'Agen colza',
      'Marmande colza',
      'Nu',
      'Nérac blé',
    ]);
    const csv = await t.app.inject({
      url: `/back/parcels/export/csv?favourite_id=${lotEtGaronne}`,
      headers: bearer(provider),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(5);
    expect(csv.body).not.toContain('Bordeaux colza');
  });

  it('gives exactly what the same filters give without it', async () => {
    const colzaLabour = await saveFavourite('staff@demo.test', 'Colza en labour', {
      cropTypes: ['colza'],
      risks: ['high', 'low'],
    });
    const withFavourite = await read(staff, `/parcels?favourite_id=${colzaLabour}`);
    const withFilters = await read(staff, '/parcels?crop_types=colza&risk_levels=high&risk_levels=low');
    expect(withFavourite.total).toBe(withFilters.total);
    expect(withFavourite.items).toEqual(withFilters.items);

    const northTagged = await saveFavourite('staff@demo.test', 'Nord', { tags: ['nord'], sensorStates: ['Inconnu'] });
    const sensorsWithFavourite = await read(staff, `/sensors?favourite_id=${northTagged}`);
    const sensorsWithFilters = await read(staff, '/sensors?tags=nord&states=Inconnu');
    expect(sensorsWithFavourite.total).toBe(2);
    expect(sensorsWithFavourite.items).toEqual(sensorsWithFilters.items);
    const counts = await read(staff, `/sensors/counts?favourite_id=${northTagged}`);
    expect(counts.total).toBe(2);
  });

  it('narrows sensors by their parcel’s zone and crop, and issues by their sensor', async () => {
    const colza47 = await saveFavourite('provider@demo.test', 'Colza 47', {
      postalZones: [{ value: '47' }],
      cropTypes: ['colza'],
    });
    // The free sensor has no parcel, so no zone; the foreign one is out of the provider's scope.
    expect(await serials(provider, `favourite_id=${colza47}`)).toEqual(['FAV-0001']);
    const issuePage = await read(provider, `/issues?favourite_id=${colza47}`);
    expect(issuePage.items.map((issue: { serialNumber: string }) => issue.serialNumber)).toEqual(['FAV-0001']);
    expect(issuePage.total).toBe(1);

    const faulty = await saveFavourite('provider@demo.test', 'En panne', { faultySensors: true });
    expect(await serials(provider, `favourite_id=${faulty}`)).toEqual(['FAV-0001']);
    expect(await labels(provider, `favourite_id=${faulty}`)).toEqual(['Agen colza']);

    const unlinked = await saveFavourite('provider@demo.test', 'Sans parcelle', { risks: ['nc'], tags: ['nord'] });
    expect(await serials(provider, `favourite_id=${unlinked}`)).toEqual(['FAV-0003']);
    expect(await labels(provider, `favourite_id=${unlinked}`)).toEqual([]);
  });

  it('keeps only linked sensors and parcels, and a seeding type, when asked', async () => {
    const linked = await saveFavourite('provider@demo.test', 'Équipées', { linkedSensorsAndParcels: true });
    expect(await labels(provider, `favourite_id=${linked}`)).toEqual(['Agen colza', 'Bordeaux colza']);
    expect(await serials(provider, `favourite_id=${linked}`)).toEqual(['FAV-0001', 'FAV-0002']);
    const directSeeding = await saveFavourite('provider@demo.test', 'Semis direct', {
      seedingTypes: ['semis_direct'],
      postalZones: [{ value: '476' }, { value: '33', country: 'FR' }],
    });
    expect(await labels(provider, `favourite_id=${directSeeding}`)).toEqual(['Nérac blé']);
  });

  it('never widens the caller’s scope, and says when a favourite reaches nothing', async () => {
    const foreign = await saveFavourite('provider@demo.test', 'Ferme étrangère', {
      selection: { type: 'some-selected', accountIds: [otherProvider, newcomerFarm] },
    });
    expect(await labels(provider, `favourite_id=${foreign}`)).toEqual(['Bordeaux colza', 'Marmande colza']);
    expect(await serials(provider, `favourite_id=${foreign}`)).toEqual(['FAV-0002']);
    const onlyForeign = await saveFavourite('provider@demo.test', 'Hors de portée', {
      selection: { type: 'some-selected', accountIds: [otherProvider] },
    });
    expect((await read(provider, `/parcels?favourite_id=${onlyForeign}`)).total).toBe(0);
    expect((await read(provider, `/sensors?favourite_id=${onlyForeign}`)).total).toBe(0);
    expect((await read(provider, `/issues?favourite_id=${onlyForeign}`)).total).toBe(0);
    // The same territory saved by staff reaches the foreign farm, which is in staff's scope.
    const staffForeign = await saveFavourite('staff@demo.test', 'Ferme étrangère', {
      selection: { type: 'some-selected', accountIds: [otherProvider] },
    });
    expect(await labels(staff, `favourite_id=${staffForeign}`)).toEqual(['Étranger colza']);
  });

  it('answers 404 for another user’s favourite or an unknown one', async () => {
    const staffOwn = await saveFavourite('staff@demo.test', 'Privé', { postalZones: [{ value: '47' }] });
    for (const url of ['/parcels', '/parcels/map', '/sensors', '/sensors/counts', '/issues', '/parcels/export/csv']) {
      const response = await t.app.inject({ url: `/back${url}?favourite_id=${staffOwn}`, headers: bearer(provider) });
      expect(response.statusCode, url).toBe(404);
    }
    const unknown = await t.app.inject({
      url: `/back/sensors?favourite_id=${crypto.randomUUID()}`,
      headers: bearer(staff),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('matches a postcode however it is written, and only in the zone’s country when the zone names one', async () => {
    const abroad = (label: string, postalCode: string, country: 'DE' | 'UK') =>
      t.db
        .insert(parcels)
        .values({ ...PARCEL_PLACE, accountId: farm, label, address: { postalCode, city: 'Town', country } });
    await abroad('Westminster', 'sw1a 1aa', 'UK');
    await abroad('Duisburg', '47051', 'DE');
    const french47 = await saveFavourite('provider@demo.test', '47 en France', {
      postalZones: [{ value: 'SW1A' }, { value: '47', country: 'FR' }],
    });
    expect(await labels(provider, `favourite_id=${french47}`)).toEqual([
      'Agen colza',
      'Marmande colza',
      'Nu',
      'Nérac blé',
      'Westminster',
    ]);
    const anyCountry = await saveFavourite('provider@demo.test', '4705 partout', { postalZones: [{ value: '4705' }] });
    expect(await labels(provider, `favourite_id=${anyCountry}`)).toEqual(['Duisburg']);
  });
});
