import type { Endpoint } from '@console/domain/api/endpoint';
import { favouriteEndpoints } from '@console/domain/favourite/favourite.endpoints';
import { EVERYTHING, type FavouriteInput, type Territory } from '@console/domain/favourite/favourite.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, favourites, parcels, sensors, users } from '../../db/schema.ts';
import { accountIdByName, createSensorAs, createUserWithRights } from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { chooseZones, postalZoneOf } from './proposal.ts';
import { FAVOURITE_MAX_PER_USER } from './service.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;
/** A second user of the provider's account: same account, favourites of its own. */
let colleague: string;
let farm: string;
let otherFarm: string;

type Coverage = { parcels: number; sensors: number };
type Item = FavouriteInput & { id: string; isWatched: boolean; coverage: Coverage };
type Issues = { data: { issues: { path: (string | number)[]; message: string }[] } };

const favourite = (name: string, change: Partial<FavouriteInput> = {}): FavouriteInput => ({
  ...EVERYTHING,
  name,
  isFavourite: false,
  ...change,
});
const territory = (change: Partial<Territory>): Territory => ({ ...EVERYTHING, ...change });

const call = (token: string, method: Endpoint['method'], url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/back${url}`,
    headers: bearer(token),
    ...(payload ? { payload: payload as object } : {}),
  });
const get = (token: string, url: string) => call(token, 'GET', url);
const post = (token: string, url: string, payload: unknown) => call(token, 'POST', url, payload);

const create = async (token: string, input: FavouriteInput): Promise<Item> => {
  const response = await post(token, '/favourites', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Item>();
};
const starred = async (token: string) =>
  (await get(token, '/favourites/all'))
    .json<Item[]>()
    .filter((item) => item.isFavourite)
    .map((item) => item.name);

const addParcel = async (accountId: string, label: string, postalCode: string) => {
  const [row] = await t.db
    .insert(parcels)
    .values({
      accountId,
      label,
      soilType: 'argileux',
      address: { postalCode, city: 'Commune', country: 'FR' },
      gpsLat: 44.2,
      gpsLong: 0.6,
    })
    .returning({ id: parcels.id });
  if (!row) throw new Error(`parcel ${label} not created`);
  return row.id;
};

const watchedSince = async (id: string) => {
  const [row] = await t.db.select({ at: favourites.watchedSince }).from(favourites).where(eq(favourites.id, id));
  return row?.at;
};

/**
 * The provider's farms hold four parcels, in Lot-et-Garonne (47) and Tarn-et-Garonne (82), and, with the provider,
 * three sensors; another provider's farm in Ille-et-Vilaine (35) holds one parcel and one sensor, out of its reach.
 */
beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider, farmer } = await signInDemoUsers(t.app));
  await createUserWithRights(t.db, 'Agri Distribution Demo', 'colleague@demo.test', {});
  colleague = await signIn(t.app, 'colleague@demo.test');
  farm = await accountIdByName(t.db, 'Ferme des Demo');
  const newcomerFarm = await accountIdByName(t.db, 'Ferme du Nouveau');
  const agri = await accountIdByName(t.db, 'Agri Distribution Demo');
  const [otherProvider] = await t.db
    .insert(accounts)
    .values({
      type: 'provider',
      name: 'Other Distribution',
      postalAddress: { firstLine: '1 rue du Port', postalCode: '35000', city: 'Rennes', country: 'FR' },
    })
    .returning({ id: accounts.id });
  const [other] = await t.db
    .insert(accounts)
    .values({
      type: 'farmer',
      name: 'Ferme Bretonne',
      providerId: otherProvider?.id,
      postalAddress: { firstLine: 'La Lande', postalCode: '35500', city: 'Vitré', country: 'FR' },
    })
    .returning({ id: accounts.id });
  otherFarm = other?.id ?? '';

  await addParcel(farm, 'Villeneuve', '47300');
  const agen = await addParcel(farm, 'Agen', '47000');
  await addParcel(farm, 'Montauban nord', '82000');
  const montauban = await addParcel(newcomerFarm, 'Montauban sud', '82000');
  const vitre = await addParcel(otherFarm, 'Vitré', '35500');
  const sensorOn = async (accountId: string, serial: string, tags: string[], parcelId: string | null) => {
    const sensor = await createSensorAs(t.app, staff, accountId, serial, { tags });
    await t.db.update(sensors).set({ parcelId }).where(eq(sensors.id, sensor.id));
    return sensor.id;
  };
  const faulty = await sensorOn(farm, 'FAV-A1', ['colza', 'nord'], agen);
  await sensorOn(newcomerFarm, 'FAV-A2', ['bio'], montauban);
  await sensorOn(agri, 'FAV-A4', ['essai'], null);
  await sensorOn(otherFarm, 'FAV-B1', ['secret'], vitre);
  await t.db.update(sensors).set({ openIssueCount: 1 }).where(eq(sensors.id, faulty));
});
afterAll(() => t.close());

describe('access to the favourites', () => {
  const sample = '00000000-0000-4000-8000-000000000000';
  const entries = Object.entries(favouriteEndpoints) as [string, Endpoint][];

  it('refuses a farmer on every call with 403, before reading the body', async () => {
    const answers = await Promise.all(
      entries.map(async ([name, endpoint]) => {
        const url = endpoint.path.replace(':id', sample);
        // An invalid body: a schema's 422 would tell the farmer what the payload should be.
        const response = await call(farmer, endpoint.method, url, endpoint.body ? { name: 42 } : undefined);
        return [name, response.statusCode];
      }),
    );
    expect(answers).toEqual(entries.map(([name]) => [name, 403]));
  });

  it('refuses a provider user who reads neither parcels nor sensors', async () => {
    await createUserWithRights(t.db, 'Agri Distribution Demo', 'blind@demo.test', {
      parcels: 'no-access',
      sensors: 'no-access',
    });
    const blind = await signIn(t.app, 'blind@demo.test');
    expect((await get(blind, '/favourites/all')).statusCode).toBe(403);
    expect((await post(blind, '/favourites', favourite('Tout'))).statusCode).toBe(403);
  });

  it('answers 422 naming the invalid fields of a provider’s favourite', async () => {
    const response = await post(provider, '/favourites', {
      ...favourite(' '),
      selection: { type: 'some-selected', accountIds: [] },
      postalZones: [{ value: '4-7' }],
    });
    expect(response.statusCode).toBe(422);
    const paths = response.json<Issues>().data.issues.map((issue) => issue.path.join('.'));
    expect(paths.sort()).toEqual(['name', 'postalZones.0.value', 'selection.accountIds']);
  });
});

describe('saving favourites', () => {
  it('creates a favourite with what it reaches, and reads it back', async () => {
    const created = await create(provider, favourite('  Lot-et-Garonne ', { postalZones: [{ value: '47' }] }));
    expect(created).toMatchObject({
      name: 'Lot-et-Garonne',
      isFavourite: false,
      isWatched: false,
      postalZones: [{ value: '47' }],
      selection: { type: 'all-selected' },
      // Villeneuve and Agen, and the sensor on Agen.
      coverage: { parcels: 2, sensors: 1 },
    });
    expect((await get(provider, `/favourites/${created.id}`)).json()).toEqual(created);
  });

  it('keeps one star a user: starring a favourite takes it from the other, on create and on update', async () => {
    const a = await create(provider, favourite('Étoile A', { isFavourite: true }));
    expect(await starred(provider)).toEqual(['Étoile A']);
    const b = await create(provider, favourite('Étoile B', { isFavourite: true }));
    expect(await starred(provider)).toEqual(['Étoile B']);
    expect((await get(provider, `/favourites/${a.id}`)).json()).toMatchObject({ isFavourite: false });

    const restarred = await post(provider, `/favourites/${a.id}`, favourite('Étoile A', { isFavourite: true }));
    expect(restarred.statusCode).toBe(200);
    expect(await starred(provider)).toEqual(['Étoile A']);
    // Another user's star is theirs.
    await create(colleague, favourite('Collègue étoilé', { isFavourite: true }));
    expect(await starred(provider)).toEqual(['Étoile A']);
    expect(await starred(colleague)).toEqual(['Collègue étoilé']);

    // Saving B unstarred leaves A's star alone.
    await post(provider, `/favourites/${b.id}`, favourite('Étoile B'));
    expect(await starred(provider)).toEqual(['Étoile A']);
  });

  it('refuses a name the user already gives a favourite, whatever its case; others may use it', async () => {
    await create(provider, favourite('Tarn-et-Garonne', { postalZones: [{ value: '82' }] }));
    const taken = await post(provider, '/favourites', favourite('TARN-ET-GARONNE'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Issues>().data.issues).toEqual([{ path: ['name'], message: 'favourite.form.errors.name-taken' }]);
    await create(colleague, favourite('Tarn-et-Garonne'));
    await create(staff, favourite('tarn-et-garonne'));

    const renamed = await create(provider, favourite('Brouillon'));
    const clash = await post(provider, `/favourites/${renamed.id}`, favourite('tarn-et-garonne'));
    expect(clash.statusCode).toBe(409);
    expect((await get(provider, `/favourites/${renamed.id}`)).json()).toMatchObject({ name: 'Brouillon' });
  });

  it('updates a favourite, its territory and coverage with it', async () => {
    const { id } = await create(provider, favourite('À changer'));
    const response = await post(
      provider,
      `/favourites/${id}`,
      favourite('Changé', { postalZones: [{ value: '82', country: 'FR' }], tags: ['bio'] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Changé',
      postalZones: [{ value: '82', country: 'FR' }],
      tags: ['bio'],
      // Montauban sud bears the sensor tagged bio.
      coverage: { parcels: 1, sensors: 1 },
    });
  });

  it('watches a favourite since it was first watched, until it is no longer', async () => {
    const { id } = await create(provider, favourite('Surveillé', { isWatched: true }));
    const since = await watchedSince(id);
    expect(since).toBeInstanceOf(Date);
    expect(
      (await post(provider, `/favourites/${id}`, favourite('Surveillé', { isWatched: true }))).json(),
    ).toMatchObject({ isWatched: true });
    expect(await watchedSince(id)).toEqual(since);
    // Without `isWatched`, a favourite is not watched.
    const { isWatched: _watched, ...unwatched } = favourite('Surveillé');
    expect((await post(provider, `/favourites/${id}`, unwatched)).json()).toMatchObject({ isWatched: false });
    expect(await watchedSince(id)).toBeNull();
  });

  it('deletes a favourite', async () => {
    const { id } = await create(provider, favourite('À supprimer'));
    expect((await call(provider, 'DELETE', `/favourites/${id}`)).statusCode).toBe(204);
    expect((await get(provider, `/favourites/${id}`)).statusCode).toBe(404);
    expect((await call(provider, 'DELETE', `/favourites/${id}`)).statusCode).toBe(404);
  });

  it('keeps a favourite to its user: a colleague of the same account gets 404 on every call naming it', async () => {
    const { id } = await create(provider, favourite('Privé'));
    expect((await get(colleague, `/favourites/${id}`)).statusCode).toBe(404);
    expect((await post(colleague, `/favourites/${id}`, favourite('Pris'))).statusCode).toBe(404);
    expect((await call(colleague, 'DELETE', `/favourites/${id}`)).statusCode).toBe(404);
    expect((await get(staff, `/favourites/${id}`)).statusCode).toBe(404);
    expect((await get(provider, `/favourites/${id}`)).json()).toMatchObject({ name: 'Privé' });
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await get(provider, `/favourites/${unknown}`)).statusCode).toBe(404);
    expect((await post(provider, `/favourites/${unknown}`, favourite('Rien'))).statusCode).toBe(404);
  });

  it('lets a user keep at most the cap of favourites', async () => {
    await createUserWithRights(t.db, 'Agri Distribution Demo', 'collector@demo.test', {});
    const collector = await signIn(t.app, 'collector@demo.test');
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'collector@demo.test'));
    await t.db.insert(favourites).values(
      Array.from({ length: FAVOURITE_MAX_PER_USER }, (_, i) => ({
        userId: user?.id ?? '',
        name: `Zone ${String(i).padStart(3, '0')}`,
      })),
    );
    const refused = await post(collector, '/favourites', favourite('Une de trop'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Issues>().data.issues).toEqual([{ path: ['name'], message: 'favourite.form.errors.too-many' }]);

    // The list pages them 50 at a time, sorted by name either way, and searches names.
    const page = async (query: string) =>
      (await get(collector, `/favourites${query}`)).json<{ items: Item[]; total: number }>();
    const first = await page('');
    expect(first.total).toBe(FAVOURITE_MAX_PER_USER);
    expect(first.items.map((item) => item.name).slice(0, 2)).toEqual(['Zone 000', 'Zone 001']);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.coverage).toEqual({ parcels: 4, sensors: 3 });
    expect((await page('?start=50')).items[0]?.name).toBe('Zone 050');
    expect((await page('?sort=name&order=desc')).items[0]?.name).toBe('Zone 099');
    const found = await page('?search=NE%2009');
    expect(found.total).toBe(10);
    expect(found.items.map((item) => item.name)).toContain('Zone 095');

    // Deleting one makes room again.
    await call(collector, 'DELETE', `/favourites/${first.items[0]?.id}`);
    await create(collector, favourite('Une de plus'));
  });
});

describe('GET /back/favourites and /back/favourites/all', () => {
  it('lists only the caller’s favourites', async () => {
    await create(staff, favourite('Pour le personnel'));
    const names = async (token: string) => (await get(token, '/favourites/all')).json<Item[]>().map((i) => i.name);
    const mine = await names(provider);
    expect(mine).toContain('Lot-et-Garonne');
    expect(mine).not.toContain('Pour le personnel');
    expect(mine).not.toContain('Collègue étoilé');
    expect(await names(staff)).toEqual(['Pour le personnel', 'tarn-et-garonne']);
    expect(await names(colleague)).toEqual(['Collègue étoilé', 'Tarn-et-Garonne']);

    const listed = (await get(provider, '/favourites?sort=createdAt&search=garonne')).json();
    expect(listed).toMatchObject({
      total: 2,
      filter: { search: 'garonne' },
      sort: { field: 'createdAt', order: 'asc' },
    });
    expect(listed.items.map((item: Item) => item.name)).toEqual(['Lot-et-Garonne', 'Tarn-et-Garonne']);
    expect(listed.items[1].coverage).toEqual({ parcels: 2, sensors: 1 });
  });
});

describe('POST /back/favourites/coverage', () => {
  const coverage = async (token: string, change: Partial<Territory>) => {
    const response = await post(token, '/favourites/coverage', territory(change));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Coverage>();
  };

  it('counts what a territory reaches in the caller’s scope', async () => {
    expect(await coverage(provider, {})).toEqual({ parcels: 4, sensors: 3 });
    expect(await coverage(staff, {})).toEqual({ parcels: 5, sensors: 4 });
    expect(await coverage(provider, { postalZones: [{ value: '47', country: 'FR' }] })).toEqual({
      parcels: 2,
      sensors: 1,
    });
    expect(await coverage(provider, { postalZones: [{ value: '47', country: 'ES' }] })).toEqual({
      parcels: 0,
      sensors: 0,
    });
    expect(await coverage(provider, { faultySensors: true })).toEqual({ parcels: 1, sensors: 1 });
    expect(await coverage(staff, { postalZones: [{ value: '35' }] })).toEqual({ parcels: 1, sensors: 1 });
    expect(await coverage(provider, { postalZones: [{ value: '35' }] })).toEqual({ parcels: 0, sensors: 0 });
  });

  it('reaches nothing of another provider’s account a provider’s favourite names', async () => {
    const foreign = { selection: { type: 'some-selected' as const, accountIds: [otherFarm] } };
    expect(await coverage(provider, foreign)).toEqual({ parcels: 0, sensors: 0 });
    expect(await coverage(staff, foreign)).toEqual({ parcels: 1, sensors: 1 });
    const saved = await create(provider, favourite('Chez les autres', foreign));
    expect(saved.coverage).toEqual({ parcels: 0, sensors: 0 });
    expect(await coverage(provider, { selection: { type: 'some-selected', accountIds: [farm, otherFarm] } })).toEqual({
      parcels: 3,
      sensors: 1,
    });
  });
});

describe('the referentials', () => {
  type Accounts = { items: { name: string; type: string; postalCode: string | null }[]; total: number };
  const accountNames = async (token: string, body: object) => {
    const response = await post(token, '/favourites/referential/accounts', body);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Accounts>();
    expect(answer.total).toBe(answer.items.length);
    return answer.items.map((item) => item.name);
  };

  it('offers the accounts in the caller’s scope, never the manufacturer’s, by name', async () => {
    expect(await accountNames(provider, {})).toEqual(['Agri Distribution Demo', 'Ferme des Demo', 'Ferme du Nouveau']);
    expect(await accountNames(staff, {})).toEqual([
      'Agri Distribution Demo',
      'Ferme Bretonne',
      'Ferme des Demo',
      'Ferme du Nouveau',
      'Other Distribution',
    ]);
    const response = await post(provider, '/favourites/referential/accounts', { search: 'nouv' });
    expect(response.json()).toEqual({
      items: [
        {
          id: await accountIdByName(t.db, 'Ferme du Nouveau'),
          name: 'Ferme du Nouveau',
          type: 'farmer',
          postalCode: '82000',
          city: 'Montauban',
        },
      ],
      total: 1,
    });
    expect(await accountNames(provider, { search: 'FERME D' })).toEqual(['Ferme des Demo', 'Ferme du Nouveau']);
    expect(await accountNames(provider, { search: '%' })).toEqual([]);
  });

  it('narrows the accounts to those with a parcel or their address in the zones', async () => {
    // Ferme des Demo has a parcel in 82, Ferme du Nouveau its address and a parcel there.
    expect(await accountNames(provider, { postalZones: [{ value: '82' }] })).toEqual([
      'Ferme des Demo',
      'Ferme du Nouveau',
    ]);
    // The provider's own address is in Toulouse.
    expect(await accountNames(provider, { postalZones: [{ value: '31', country: 'FR' }] })).toEqual([
      'Agri Distribution Demo',
    ]);
    expect(await accountNames(provider, { postalZones: [{ value: '35' }] })).toEqual([]);
    expect(await accountNames(staff, { postalZones: [{ value: '35' }] })).toEqual([
      'Ferme Bretonne',
      'Other Distribution',
    ]);
    expect(await accountNames(staff, { postalZones: [{ value: '35', country: 'DE' }] })).toEqual([]);
  });

  const serials = async (token: string, body: object) => {
    const response = await post(token, '/favourites/referential/sensors', body);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ items: { serialNumber: string }[]; total: number }>();
    expect(answer.total).toBe(answer.items.length);
    return answer.items.map((item) => item.serialNumber);
  };

  it('offers the sensors the rest of the territory reaches, whatever serials it already names', async () => {
    expect(await serials(provider, {})).toEqual(['FAV-A1', 'FAV-A2', 'FAV-A4']);
    expect(await serials(staff, {})).toEqual(['FAV-A1', 'FAV-A2', 'FAV-A4', 'FAV-B1']);
    expect(await serials(provider, { sensorSerialNumbers: ['FAV-A1'] })).toEqual(['FAV-A1', 'FAV-A2', 'FAV-A4']);
    expect(await serials(provider, { postalZones: [{ value: '47' }] })).toEqual(['FAV-A1']);
    expect(await serials(provider, { tags: ['bio'], search: 'fav-a' })).toEqual(['FAV-A2']);
    expect(await serials(provider, { search: 'fav-b' })).toEqual([]);
    expect(await serials(staff, { search: 'fav-b' })).toEqual(['FAV-B1']);
    expect(await serials(provider, { selection: { type: 'some-selected', accountIds: [otherFarm] } })).toEqual([]);
  });

  const tags = async (token: string, body: object) => {
    const response = await post(token, '/favourites/referential/tags', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<string[]>();
  };

  it('offers the tags of the sensors the rest of the territory reaches', async () => {
    expect(await tags(provider, {})).toEqual(['bio', 'colza', 'essai', 'nord']);
    expect(await tags(staff, {})).toEqual(['bio', 'colza', 'essai', 'nord', 'secret']);
    expect(await tags(provider, { postalZones: [{ value: '47' }] })).toEqual(['colza', 'nord']);
    // A sensor bearing any picked tag is in: the picker keeps offering the others.
    expect(await tags(provider, { tags: ['bio'] })).toEqual(['bio', 'colza', 'essai', 'nord']);
    expect(await tags(provider, { faultySensors: true })).toEqual(['colza', 'nord']);
  });
});

describe('GET /back/favourites/proposal', () => {
  it('proposes the zones of the caller’s parcels, with what they reach', async () => {
    const response = await get(provider, '/favourites/proposal');
    expect(response.statusCode).toBe(200);
    // Two parcels in each département; the provider's sensor on no parcel is in no zone.
    expect(response.json()).toEqual({
      postalZones: [
        { value: '47', country: 'FR' },
        { value: '82', country: 'FR' },
      ],
      coverage: { parcels: 4, sensors: 2 },
    });
  });

  it('proposes the zone of the caller’s account address when it has no parcel', async () => {
    await t.db.insert(accounts).values({
      type: 'provider',
      name: 'Landhandel Nord',
      postalAddress: { firstLine: 'Feldweg 3', postalCode: '34117', city: 'Kassel', country: 'DE' },
    });
    await createUserWithRights(t.db, 'Landhandel Nord', 'landhandel@demo.test', {});
    const response = await get(await signIn(t.app, 'landhandel@demo.test'), '/favourites/proposal');
    expect(response.json()).toEqual({
      postalZones: [{ value: '34', country: 'DE' }],
      coverage: { parcels: 0, sensors: 0 },
    });
  });

  it('cuts a postcode to its zone, per country', () => {
    expect(postalZoneOf('FR', '47300')).toEqual({ value: '47', country: 'FR' });
    expect(postalZoneOf('DE', '34117')).toEqual({ value: '34', country: 'DE' });
    expect(postalZoneOf('ES', '47001')).toEqual({ value: '47', country: 'ES' });
    expect(postalZoneOf('AU', '5253')).toEqual({ value: '525', country: 'AU' });
    expect(postalZoneOf('UK', 'cb1 2ab')).toEqual({ value: 'CB', country: 'UK' });
    expect(postalZoneOf('UK', 'E1 6AN')).toEqual({ value: 'E', country: 'UK' });
    expect(postalZoneOf('FR', '4')).toBeNull();
  });

  it('takes the largest zones first until they hold 95 % of the parcels', () => {
    const zones = chooseZones([
      { country: 'FR', postalCode: '47300', parcels: 60 },
      { country: 'FR', postalCode: '47000', parcels: 20 },
      { country: 'ES', postalCode: '47001', parcels: 15 },
      { country: 'FR', postalCode: '82000', parcels: 4 },
      { country: 'UK', postalCode: 'CB1 2AB', parcels: 1 },
    ]);
    // 80 + 15 = 95 of 100: the last two zones are left out.
    expect(zones).toEqual([
      { value: '47', country: 'FR' },
      { value: '47', country: 'ES' },
    ]);
    expect(chooseZones([])).toEqual([]);
  });
});
