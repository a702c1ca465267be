import { eq, inArray } from 'drizzle-orm';
import type { Language } from '@console/domain/i18n/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelSharedAccounts, parcels, sensors, users } from '../../db/schema.ts';
import { accountIdByName, createCoveredSensorAs, createUserWithRights } from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;
let newcomer: string;

const field = {
  label: 'Les Grands Champs',
  soilType: 'argilo-calcaire',
  address: { postalCode: '32000', city: 'Auch', country: 'FR' },
  gpsLocation: { lat: 43.65, long: 0.58 },
  size: 12.5,
};

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider, farmer, newcomer } = await signInDemoUsers(t.app));
});
afterAll(() => t.close());

const create = (token: string, payload: Record<string, unknown> = field) =>
  t.app.inject({ method: 'POST', url: '/back/parcels', headers: bearer(token), payload });
const get = (token: string, url: string) => t.app.inject({ url: `/back/parcels${url}`, headers: bearer(token) });

/** Shares the parcel with the newcomer's farm, by account. */
const shareWithNewcomer = async (id: string) => {
  await t.db
    .update(parcels)
    .set({ sharingMode: ['targeted_account'] })
    .where(eq(parcels.id, id));
  await t.db
    .insert(parcelSharedAccounts)
    .values({ parcelId: id, accountId: await accountIdByName(t.db, 'Ferme du Nouveau') });
};

describe('parcels', () => {
  it('lets a farmer create a parcel on their own account and read it back', async () => {
    const response = await create(farmer, { ...field, comment: 'Bordure de bois au nord' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      label: 'Les Grands Champs',
      accountName: 'Ferme des Demo',
      customerComment: 'Bordure de bois au nord',
      riskLevel: 'unmeasured',
      currentCrop: null,
      isEditable: true,
      sharingMode: ['private'],
    });
  });

  it('answers 422 naming each invalid field', async () => {
    const response = await create(farmer, { ...field, size: 0, gpsLocation: { lat: 91, long: 0 }, label: '' });
    expect(response.statusCode).toBe(422);
    const paths = response.json().data.issues.map((issue: { path: (string | number)[] }) => issue.path.join('.'));
    expect(paths.sort()).toEqual(['gpsLocation.lat', 'label', 'size']);
  });

  it('keeps parcels to their tenants: another farm gets 404, the provider sees its farmers’', async () => {
    const { id } = (await create(farmer, { ...field, label: 'Parcelle privée' })).json();
    expect((await get(newcomer, `/${id}`)).statusCode).toBe(404);
    expect((await get(provider, `/${id}`)).statusCode).toBe(200);
    // Two farms asking the same list, one after the other: each reads its own.
    const listed = async (token: string) =>
      (await get(token, '?sort=createdAt&order=desc')).json().items.map((item: { id: string }) => item.id);
    expect(await listed(farmer)).toContain(id);
    expect(await listed(newcomer)).not.toContain(id);
    expect(await listed(farmer)).toContain(id);
  });

  it('lists the same parcels, own and shared each way, whether a search narrows the list or not', async () => {
    const newcomerFarm = await accountIdByName(t.db, 'Ferme du Nouveau');
    const made = async (label: string, sharing: Partial<typeof parcels.$inferInsert>) => {
      const { id } = (await create(farmer, { ...field, label })).json();
      await t.db.update(parcels).set(sharing).where(eq(parcels.id, id));
      return id as string;
    };
    const own = await made('Vue privée', { sharingMode: ['private'] });
    const shared = [
      await made('Vue publique', { sharingMode: ['public'] }),
      await made('Vue par e-mail', { sharingMode: ['targeted'], sharedEmails: ['newcomer@demo.test'] }),
      await made('Vue par compte', { sharingMode: ['targeted_account'] }),
    ];
    await t.db.insert(parcelSharedAccounts).values({ parcelId: shared[2] as string, accountId: newcomerFarm });
    const ours = new Set([own, ...shared]);
    const listed = async (token: string, query: string) =>
      (await get(token, `?${query}`)).json().items.flatMap(({ id }: { id: string }) => (ours.has(id) ? [id] : []));
    for (const [token, expected] of [
      [newcomer, shared],
      [provider, [own, ...shared]],
    ] as const) {
      // Unfiltered, the scope is read through indexes; searched, it is checked on each match.
      expect((await listed(token, 'sort=createdAt')).sort()).toEqual([...expected].sort());
      expect((await listed(token, 'search=vue&sort=createdAt')).sort()).toEqual([...expected].sort());
    }
    // The newcomer's lists in the other tests are their own.
    await t.db.delete(parcels).where(inArray(parcels.id, [...ours]));
  });

  it('lets staff create for an account and keeps their note from the farmer', async () => {
    const farm = await accountIdByName(t.db, 'Ferme des Demo');
    const response = await create(staff, { ...field, label: 'Essai DS', accountId: farm, comment: 'Note interne' });
    expect(response.json()).toMatchObject({ dsComment: 'Note interne' });
    const asFarmer = (await get(farmer, `/${response.json().id}`)).json();
    expect(asFarmer).not.toHaveProperty('dsComment');
    const foreign = await create(farmer, { ...field, accountId: await accountIdByName(t.db, 'Ferme du Nouveau') });
    expect(foreign.statusCode).toBe(422);
  });

  it('shows a shared parcel read-only to the people it is shared with', async () => {
    const { id } = (await create(farmer, { ...field, label: 'Parcelle partagée' })).json();
    await shareWithNewcomer(id);

    const shared = await get(newcomer, `/${id}`);
    expect(shared.json()).toMatchObject({ label: 'Parcelle partagée', isEditable: false, sharedAccounts: [] });
    const update = await t.app.inject({
      method: 'POST',
      url: `/back/parcels/${id}`,
      headers: bearer(newcomer),
      payload: field,
    });
    expect(update.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/back/parcels/${id}`, headers: bearer(newcomer) })).statusCode,
    ).toBe(403);
    expect((await get(farmer, `/${id}`)).json().label).toBe('Parcelle partagée');
  });

  it('names a shared parcel’s sensor to the people it is shared with, who cannot open that sensor', async () => {
    const { id } = (await create(farmer, { ...field, label: 'Capteur partagé' })).json();
    const sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'PRC-0002');
    await t.db.update(sensors).set({ parcelId: id }).where(eq(sensors.id, sensor.id));
    await shareWithNewcomer(id);

    const [listed] = (await get(newcomer, '?search=Capteur')).json().items;
    expect(listed).toMatchObject({ isEditable: false, sensorId: sensor.id, sensor: { serialNumber: 'PRC-0002' } });
    const sensorPage = await t.app.inject({ url: `/back/sensors/${sensor.id}`, headers: bearer(newcomer) });
    expect(sensorPage.statusCode).toBe(404);
    // The newcomer's lists in the other tests hold only the one shared parcel they expect.
    await t.db.delete(parcels).where(eq(parcels.id, id));
  });

  it('updates and deletes, freeing the parcel’s sensor', async () => {
    const { id } = (await create(farmer, { ...field, label: 'À supprimer' })).json();
    const sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'PRC-0001');
    await t.db.update(sensors).set({ parcelId: id }).where(eq(sensors.id, sensor.id));
    const updated = await t.app.inject({
      method: 'POST',
      url: `/back/parcels/${id}`,
      headers: bearer(farmer),
      payload: { ...field, label: 'Renommée', size: undefined },
    });
    expect(updated.json()).toMatchObject({ label: 'Renommée', sensorId: sensor.id });
    expect(updated.json()).not.toHaveProperty('size');

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/back/parcels/${id}`, headers: bearer(farmer) })).statusCode,
    ).toBe(204);
    expect((await get(farmer, `/${id}`)).statusCode).toBe(404);
    const [freed] = await t.db.select({ parcelId: sensors.parcelId }).from(sensors).where(eq(sensors.id, sensor.id));
    expect(freed?.parcelId).toBeNull();
  });

  it('filters by label, soil, sensor and missing information, and sorts', async () => {
    await create(newcomer, { ...field, label: 'Alpha', soilType: 'sableux' });
    await create(newcomer, { ...field, label: 'Beta', size: undefined });
    const labels = async (query: string) =>
      (await get(newcomer, `?${query}`)).json().items.map((item: { label: string }) => item.label);
    expect(await labels('search=al')).toEqual(['Alpha']);
    expect(await labels('soil_types=sableux')).toEqual(['Alpha']);
    expect(await labels('with_sensor=true&search=a')).toEqual([]);
    expect(await labels('missing_info_only=true&search=b')).toEqual(['Beta']);
    // The parcel shared with the newcomer's account is listed with their own.
    expect(await labels('sort=label&order=desc')).toEqual(['Parcelle partagée', 'Beta', 'Alpha']);
  });

  it('pages a label search in label order, case aside and ties by id, each parcel once', async () => {
    const accountId = await accountIdByName(t.db, 'Ferme du Nouveau');
    // 60 parcels over 7 labels in mixed case, so that pages split ties.
    const inserted = await t.db
      .insert(parcels)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          accountId,
          label: `${i % 2 ? 'OUCHE' : 'ouche'} ${i % 7}`,
          soilType: 'limoneux' as const,
          address: { ...field.address, country: 'FR' as const },
          gpsLat: 44,
          gpsLong: 0.5,
        })),
      )
      .returning({ id: parcels.id, label: parcels.label });
    type Row = { id: string; label: string };
    const byLabel = (a: Row, b: Row) => a.label.toLowerCase().localeCompare(b.label.toLowerCase());
    const byId = (a: Row, b: Row) => a.id.localeCompare(b.id);
    const pages = async (order: 'asc' | 'desc') => {
      const read = async (start: number) =>
        (await get(newcomer, `?search=ouche&sort=label&order=${order}&start=${start}`)).json();
      const [first, second] = [await read(0), await read(50)];
      expect([first.total, first.items.length, second.items.length]).toEqual([60, 50, 10]);
      return [...first.items, ...second.items].map(({ id }: { id: string }) => id);
    };
    const sorted = (compare: (a: Row, b: Row) => number) => [...inserted].sort(compare).map(({ id }) => id);
    expect(await pages('asc')).toEqual(sorted((a, b) => byLabel(a, b) || byId(a, b)));
    // Descending by label, the ties stay in id order.
    expect(await pages('desc')).toEqual(sorted((a, b) => byLabel(b, a) || byId(a, b)));
  });

  it('puts every matching parcel of the caller’s scope on the map, with its position and risk', async () => {
    const { id } = (
      await create(farmer, { ...field, label: 'Sur la carte', gpsLocation: { lat: 44.1, long: 0.9 } })
    ).json();
    const farmerMap = (await get(farmer, '/map?search=sur')).json();
    expect(farmerMap).toEqual({
      points: [{ id, label: 'Sur la carte', lat: 44.1, long: 0.9, riskLevel: 'unmeasured', riskWithheldSince: null }],
      isTruncated: false,
    });
    expect((await get(farmer, '/map?search=sur&risk_levels=high')).json().points).toEqual([]);
    expect((await get(provider, '/map')).json().points.map((p: { id: string }) => p.id)).toContain(id);
    expect((await get(newcomer, '/map')).json().points.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('puts on the map exactly the parcels the list answers for the same filters', async () => {
    const farm = await accountIdByName(t.db, 'Ferme des Demo');
    const sensor = await createCoveredSensorAs(t, staff, farm, 'MAP-0001');
    const cropOf = (currentCrop: string, stage: string) => ({
      year: new Date().getFullYear(),
      currentCrop,
      stage,
      noTolerance: false,
      estimatedSeedingDate: `${new Date().getFullYear()}-09-01`,
      // Both stages are past sowing, so each crop says the day it was sown.
      actualSeedingDate: `${new Date().getFullYear()}-09-01`,
      plantCover: false,
    });
    for (const parcel of [
      { label: 'Filtre colza', soilType: 'sableux', crop: cropOf('colza', 'leve'), sensorId: sensor.id },
      { label: 'Filtre blé', soilType: 'limoneux', crop: cropOf('cereales_hivers', 'seme') },
      { label: 'Filtre nu', soilType: 'limoneux', size: undefined },
    ]) {
      expect((await create(farmer, { ...field, ...parcel })).statusCode).toBe(201);
    }
    const onMap = async (query: string) =>
      (await get(farmer, `/map?search=filtre&${query}`)).json().points.map((point: { label: string }) => point.label);
    const listed = async (query: string) =>
      (await get(farmer, `?search=filtre&${query}`)).json().items.map((item: { label: string }) => item.label);

    const expected: Record<string, string[]> = {
      'crop_types=colza&crop_types=cereales_hivers': ['Filtre blé', 'Filtre colza'],
      'stages=leve': ['Filtre colza'],
      'soil_types=limoneux': ['Filtre blé', 'Filtre nu'],
      'with_sensor=false': ['Filtre blé', 'Filtre nu'],
      'with_sensor=true': ['Filtre colza'],
      'missing_info_only=true&soil_types=limoneux': ['Filtre blé', 'Filtre nu'],
      [`account_id=${farm}&stages=seme`]: ['Filtre blé'],
      'risk_levels=high': [],
    };
    for (const [query, labels] of Object.entries(expected)) {
      expect((await onMap(query)).sort(), query).toEqual(labels);
      expect((await listed(query)).sort(), query).toEqual(labels);
    }
    expect((await get(farmer, '/map?crop_types=wheat')).statusCode).toBe(422);
  });

  it('refuses a role without the Parcels right', async () => {
    await createUserWithRights(t.db, 'Ferme des Demo', 'no-parcels@demo.test', { parcels: 'no-access' });
    const restricted = await signIn(t.app, 'no-parcels@demo.test');
    expect((await get(restricted, '')).statusCode).toBe(403);
    expect((await get(restricted, '/map')).statusCode).toBe(403);
    expect((await create(restricted)).statusCode).toBe(403);
  });
});

describe('POST /back/parcels/{id}/sensor', () => {
  const affect = (token: string, parcelId: string, sensorId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/back/parcels/${parcelId}/sensor`,
      headers: bearer(token),
      payload: { sensorId },
    });

  it('links a sensor of the parcel’s account, once, and answers each refusal with its code', async () => {
    const farm = await accountIdByName(t.db, 'Ferme des Demo');
    const first = (await create(farmer, { ...field, label: 'Affectée' })).json();
    const second = (await create(farmer, { ...field, label: 'Seconde' })).json();
    const sensor = await createCoveredSensorAs(t, staff, farm, 'AFF-0001');
    const providerSensor = await createCoveredSensorAs(
      t,
      staff,
      await accountIdByName(t.db, 'Agri Distribution Demo'),
      'AFF-0002',
    );
    const otherFarmSensor = await createCoveredSensorAs(
      t,
      staff,
      await accountIdByName(t.db, 'Ferme du Nouveau'),
      'AFF-0003',
    );
    const stolen = await createCoveredSensorAs(t, staff, farm, 'AFF-0004');
    await t.db.update(sensors).set({ state: 'Vol' }).where(eq(sensors.id, stolen.id));

    const linked = await affect(farmer, first.id, sensor.id);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().sensorId).toBe(sensor.id);

    const refusal = async (parcelId: string, sensorId: string, token = farmer) => {
      const response = await affect(token, parcelId, sensorId);
      expect(response.statusCode).toBe(409);
      expect(response.json().data).toEqual({ error: response.json().message });
      return response.json().message;
    };
    expect(await refusal(second.id, sensor.id)).toBe('already-linked');
    expect(await refusal(first.id, stolen.id)).toBe('already-linked');
    expect(await refusal(second.id, stolen.id)).toBe('affectation-forbidden');
    expect(await refusal(second.id, otherFarmSensor.id, provider)).toBe('not-owned');
    expect(await refusal(second.id, otherFarmSensor.id)).toBe('not-owned');
    // A provider's own sensor may go on its farmer's parcel (rented or lent).
    expect((await affect(provider, second.id, providerSensor.id)).statusCode).toBe(200);
  });

  it('names the linked sensor in the list by its serial number and state', async () => {
    const farm = await accountIdByName(t.db, 'Ferme des Demo');
    const parcel = (await create(farmer, { ...field, label: 'Numéro visible' })).json();
    const sensor = await createCoveredSensorAs(t, staff, farm, 'AFF-0005');
    await t.db.update(sensors).set({ state: 'Maintenance' }).where(eq(sensors.id, sensor.id));
    expect((await affect(farmer, parcel.id, sensor.id)).statusCode).toBe(200);

    const list = await get(farmer, '?search=Numéro visible');
    expect(list.json().items).toEqual([
      expect.objectContaining({ sensorId: sensor.id, sensor: { serialNumber: 'AFF-0005', state: 'Maintenance' } }),
    ]);
    const bare = (await create(farmer, { ...field, label: 'Sans rien' })).json();
    expect((await get(farmer, `/${bare.id}`)).json()).not.toHaveProperty('sensor');
  });
});

describe('POST /back/parcels with its crop and sensor', () => {
  // Sown a month ago, whatever today is: the field's crop now.
  const sownAMonthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const crop = {
    year: Number(sownAMonthAgo.slice(0, 4)),
    currentCrop: 'colza',
    stage: 'seme',
    noTolerance: false,
    estimatedSeedingDate: sownAMonthAgo,
    actualSeedingDate: sownAMonthAgo,
    plantCover: false,
  };
  const parcelCount = async (label: string) =>
    (await t.db.select({ id: parcels.id }).from(parcels).where(eq(parcels.label, label))).length;

  it('creates the parcel, its season’s crop and its sensor together', async () => {
    const farm = await accountIdByName(t.db, 'Ferme des Demo');
    const sensor = await createCoveredSensorAs(t, staff, farm, 'NEW-0001');
    const free = (await t.app.inject({ url: '/back/sensors?with_parcel=false', headers: bearer(farmer) })).json();
    expect(free.items.map((item: { id: string }) => item.id)).toContain(sensor.id);

    const response = await create(farmer, { ...field, label: 'Trois étapes', crop, sensorId: sensor.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      sensorId: sensor.id,
      currentCrop: { year: crop.year, currentCrop: 'colza', stage: 'seme' },
    });
    const freeAfter = (await t.app.inject({ url: '/back/sensors?with_parcel=false', headers: bearer(farmer) })).json();
    expect(freeAfter.items.map((item: { id: string }) => item.id)).not.toContain(sensor.id);
    const placed = (await t.app.inject({ url: '/back/sensors?with_parcel=true', headers: bearer(farmer) })).json();
    expect(placed.items.map((item: { id: string }) => item.id)).toContain(sensor.id);
  });

  it('leaves no parcel behind when the sensor is refused', async () => {
    const farm = await accountIdByName(t.db, 'Ferme des Demo');
    const sensor = await createCoveredSensorAs(t, staff, farm, 'NEW-0002');
    expect((await create(farmer, { ...field, label: 'Porte le capteur', sensorId: sensor.id })).statusCode).toBe(201);

    const refused = await create(farmer, { ...field, label: 'Jamais créée', crop, sensorId: sensor.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toEqual({ error: 'already-linked' });
    expect(await parcelCount('Jamais créée')).toBe(0);
  });

  it('names the crop’s field when its seeding quantity is out of range, and stores nothing', async () => {
    const response = await create(farmer, {
      ...field,
      label: 'Mauvaise dose',
      crop: { ...crop, estimatedSeedingQuantity: 5 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toEqual([
      'crop.estimatedSeedingQuantity',
    ]);
    expect(await parcelCount('Mauvaise dose')).toBe(0);
  });
});

/** The farmer's interface language, which their exports speak. */
const farmerSpeaks = (language: Language) =>
  t.db.update(users).set({ language }).where(eq(users.email, 'farmer@demo.test'));

describe('GET /back/parcels/export/csv', () => {
  it('exports the filtered parcels of the caller’s scope only', async () => {
    await farmerSpeaks('en');
    await create(farmer, { ...field, label: 'Export Nord', size: 4.5 });
    const exported = await t.app.inject({ url: '/back/parcels/export/csv?search=Export', headers: bearer(farmer) });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="parcels-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...lines] = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header?.split(',').slice(0, 3)).toEqual(['Parcel', 'Account', 'Slug risk']);
    expect(lines).toEqual([expect.stringMatching(/^Export Nord,Ferme des Demo,Not measured,/)]);

    const foreign = await t.app.inject({ url: '/back/parcels/export/csv?search=Export', headers: bearer(newcomer) });
    expect(foreign.body).not.toContain('Export Nord');
    await createUserWithRights(t.db, 'Ferme des Demo', 'no-parcels-csv@demo.test', { parcels: 'no-access' });
    const withoutRight = await signIn(t.app, 'no-parcels-csv@demo.test');
    expect((await t.app.inject({ url: '/back/parcels/export/csv', headers: bearer(withoutRight) })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /back/parcels/export/csv in the reader’s language', () => {
  const year = new Date().getFullYear();
  beforeAll(async () => {
    const crop = {
      year,
      currentCrop: 'colza',
      stage: 'leve',
      noTolerance: false,
      estimatedSeedingDate: `${year}-08-25`,
      // A crop past sowing says the day it was sown.
      actualSeedingDate: `${year}-08-27`,
      plantCover: false,
    };
    const created = await create(farmer, { ...field, label: 'Export Sud', size: 4.5, crop });
    expect(created.statusCode, created.body).toBe(201);
  });

  it.each([
    [
      'en',
      'Parcel,Account,Slug risk,Season,Crop,Stage,Soil type,Size (ha),Sensor installed,Postal code,',
      'Export Sud,Ferme des Demo,Not measured,{year},Oilseed rape,Emerged,Clay-limestone,4.5,No,32000,Auch,France,43.65,0.58,',
    ],
    [
      'fr',
      'Parcelle;Compte;Risque limaces;Campagne;Culture;Stade;Type de sol;Surface (ha);Capteur installé;Code postal;',
      'Export Sud;Ferme des Demo;Non mesuré;{year};Colza;Levé;Argilo-calcaire;4,5;Non;32000;Auch;France;43,65;0,58;',
    ],
    [
      'de',
      'Schlag;Konto;Schneckenrisiko;Saison;Kultur;Stadium;Bodenart;Fläche (ha);Sensor installiert;Postleitzahl;',
      'Export Sud;Ferme des Demo;Nicht gemessen;{year};Raps;Aufgelaufen;Kalkhaltiger Ton;4,5;Nein;32000;Auch;Frankreich;43,65;0,58;',
    ],
    [
      'es',
      'Parcela;Cuenta;Riesgo de babosas;Campaña;Cultivo;Estadio;Tipo de suelo;Superficie (ha);Sensor instalado;Código postal;',
      'Export Sud;Ferme des Demo;Sin medir;{year};Colza;Emergido;Arcillo-calcáreo;4,5;No;32000;Auch;Francia;43,65;0,58;',
    ],
  ] as const)(
    'speaks %s to a reader in that language, in a file a spreadsheet opens',
    async (language, header, line) => {
      await farmerSpeaks(language);
      const exported = await t.app.inject({
        url: '/back/parcels/export/csv?search=Export+Sud',
        headers: bearer(farmer),
      });
      expect([...exported.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [head, row, ...rest] = exported.rawPayload.subarray(3).toString('utf8').split('\n');
      expect(head?.slice(0, header.length)).toBe(header);
      const expected = line.replace('{year}', String(year));
      expect(row?.slice(0, expected.length)).toBe(expected);
      expect(rest).toEqual(['']);
    },
  );
});
