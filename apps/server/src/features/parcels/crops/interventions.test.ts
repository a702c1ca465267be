import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../clock.ts';
import { cropInterventions, parcelSharedAccounts, parcels } from '../../../db/schema.ts';
import { accountIdByName, createUserWithRights } from '../../../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let farmer: string;
let newcomer: string;
let base: string;

/** A parcel of the farmer's in `country`, with this season's crop; answers its interventions' URL. */
const createParcel = async (country: string, postalCode: string, city: string) => {
  const parcel = await t.app.inject({
    method: 'POST',
    url: '/back/parcels',
    headers: bearer(farmer),
    payload: {
      label: `Interventions ${country}`,
      soilType: 'limoneux',
      address: { postalCode, city, country },
      gpsLocation: { lat: 43.6, long: 0.6 },
      crop: {
        year: 2026,
        currentCrop: 'colza',
        stage: 'seme',
        noTolerance: false,
        estimatedSeedingDate: '2026-08-25',
        actualSeedingDate: '2026-08-25',
        plantCover: false,
      },
    },
  });
  const { id, currentCrop } = parcel.json();
  return { parcelId: id as string, url: `/back/parcels/${id}/crops/${currentCrop.id}/interventions` };
};

/** The season of the interventions below, seen in November: the colza sown in August is the field's crop then. */
const NOVEMBER = new Date('2026-11-15T10:00:00Z');

beforeAll(async () => {
  setClock(NOVEMBER);
  t = await createTestApp();
  ({ farmer, newcomer } = await signInDemoUsers(t.app));
  base = (await createParcel('FR', '32000', 'Auch')).url;
});
afterEach(() => setClock(NOVEMBER));
afterAll(async () => {
  setClock(null);
  await t.close();
});

const record = (payload: Record<string, unknown>, token = farmer) =>
  t.app.inject({ method: 'POST', url: base, headers: bearer(token), payload });
const timeline = (token = farmer) => t.app.inject({ url: base, headers: bearer(token) });

describe('crop interventions', () => {
  it('offers the catalogue of anti-slug products still sold', async () => {
    const products = (
      await t.app.inject({ url: '/back/referentials/anti-slug-products', headers: bearer(farmer) })
    ).json();
    expect(products).toContainEqual({
      slug: 'sluxx-hp',
      name: 'Sluxx HP',
      activeIngredient: 'ferric_phosphate',
      manufacturer: 'De Sangosse',
      formulation: 'RB',
      authorisedDose: 7,
      dosageUnit: 'kg/ha',
      countries: ['FR', 'DE', 'ES', 'UK'],
      efficacyDays: 14,
    });
  });

  it('records each kind of intervention and lists them newest first, each with its own fields', async () => {
    expect((await record({ type: 'seeding', date: '2026-08-26' })).statusCode).toBe(201);
    expect((await record({ type: 'soil_work', date: '2026-08-20', soilWork: 'travail_superficiel' })).statusCode).toBe(
      201,
    );
    expect((await record({ type: 'rolling', date: '2026-08-27', comment: 'Rouleau lisse' })).statusCode).toBe(201);
    const product = await record({
      type: 'product',
      date: '2026-09-02',
      slugProduct: 'sluxx-hp',
      slugProductDosage: 5,
    });
    expect(product.statusCode).toBe(201);
    expect(product.json()).toMatchObject({ type: 'product', slugProduct: 'sluxx-hp', slugProductDosage: 5 });

    const list = (await timeline()).json();
    expect(list.map((item: { type: string; date: string }) => `${item.date} ${item.type}`)).toEqual([
      '2026-09-02 product',
      '2026-08-27 rolling',
      '2026-08-26 seeding',
      '2026-08-20 soil_work',
    ]);
    expect(list[1]).toMatchObject({ comment: 'Rouleau lisse' });
    expect(list[1]).not.toHaveProperty('soilWork');
    expect(list[3]).toMatchObject({ soilWork: 'travail_superficiel' });
  });

  it('answers 422 naming the field: a dosage of zero, a missing soil work, an unknown product', async () => {
    const paths = async (payload: Record<string, unknown>) => {
      const response = await record(payload);
      expect(response.statusCode).toBe(422);
      return response.json().data.issues.map((issue: { path: string[] }) => issue.path.join('.'));
    };
    expect(await paths({ type: 'product', date: '2026-09-03', slugProduct: 'sluxx-hp', slugProductDosage: 0 })).toEqual(
      ['slugProductDosage'],
    );
    expect(await paths({ type: 'soil_work', date: '2026-09-03' })).toEqual(['soilWork']);
    expect(await paths({ type: 'product', date: '2026-09-03', slugProduct: 'no-such', slugProductDosage: 4 })).toEqual([
      'slugProduct',
    ]);
  });

  it('deletes a mistaken intervention', async () => {
    const { id } = (await record({ type: 'rolling', date: '2026-09-10' })).json();
    const deleted = await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: bearer(farmer) });
    expect(deleted.statusCode).toBe(204);
    expect((await timeline()).json().map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it('keeps other accounts out (404), a shared parcel read-only (403), and a role without the right out (403)', async () => {
    expect((await timeline(newcomer)).statusCode).toBe(404);
    expect((await record({ type: 'rolling', date: '2026-09-11' }, newcomer)).statusCode).toBe(404);

    const parcelId = base.split('/')[3] ?? '';
    await t.db
      .update(parcels)
      .set({ sharingMode: ['targeted_account'] })
      .where(eq(parcels.id, parcelId));
    await t.db
      .insert(parcelSharedAccounts)
      .values({ parcelId, accountId: await accountIdByName(t.db, 'Ferme du Nouveau') });
    expect((await timeline(newcomer)).statusCode).toBe(200);
    expect((await record({ type: 'rolling', date: '2026-09-11' }, newcomer)).statusCode).toBe(403);

    await createUserWithRights(t.db, 'Ferme des Demo', 'no-parcels-int@demo.test', { parcels: 'no-access' });
    expect((await timeline(await signIn(t.app, 'no-parcels-int@demo.test'))).statusCode).toBe(403);
  });

  it("offers and accepts only the products the parcel's country authorises: no metaldehyde in the UK, by its rule", async () => {
    const offered = async (parcelId: string, token = farmer) =>
      t.app.inject({ url: `/back/parcels/${parcelId}/anti-slug-products`, headers: bearer(token) });
    const french = base.split('/')[3] ?? '';
    const frenchProducts = (await offered(french)).json().products as { slug: string; countries: string[] }[];
    expect(frenchProducts.map((product) => product.slug)).toEqual(expect.arrayContaining(['metarex-inov', 'sluxx-hp']));
    expect(frenchProducts.every((product) => product.countries.includes('FR'))).toBe(true);

    const uk = await createParcel('UK', 'CB1 2AB', 'Cambridge');
    const ukOffer = (await offered(uk.parcelId)).json();
    const ukProducts = ukOffer.products as { slug: string; activeIngredient: string }[];
    // With the rule a farmer reads there: metaldehyde is no longer used in the UK (decision 164).
    expect(ukOffer.rules.substances).toEqual([
      expect.objectContaining({ activeIngredient: 'metaldehyde', withdrawnOn: '2021-03-31', lastUseOn: '2022-03-31' }),
    ]);
    expect(ukProducts.map((product) => product.slug)).toContain('sluxx-hp');
    expect(ukProducts.filter((product) => product.activeIngredient === 'metaldehyde')).toEqual([]);
    expect((await offered(uk.parcelId, newcomer)).statusCode).toBe(404);

    const onUk = (slugProduct: string) =>
      t.app.inject({
        method: 'POST',
        url: uk.url,
        headers: bearer(farmer),
        payload: { type: 'product', date: '2026-09-05', slugProduct, slugProductDosage: 5 },
      });
    const refused = await onUk('metarex-inov');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.issues).toEqual([
      {
        path: ['slugProduct'],
        message: 'crop.intervention.errors.substance-ended',
        params: { rule: 'substance-ended', activeIngredient: 'metaldehyde', since: '2022-04-01' },
      },
    ]);
    expect((await onUk('sluxx-hp')).statusCode).toBe(201);
    expect(
      (await record({ type: 'product', date: '2026-09-05', slugProduct: 'metarex-inov', slugProductDosage: 5 }))
        .statusCode,
    ).toBe(201);
  });

  it('keeps an intervention whose product was withdrawn since, flagged with the day of its withdrawal', async () => {
    const uk = await createParcel('UK', 'IP1 1AA', 'Ipswich');
    const cropId = uk.url.split('/')[5] ?? '';
    // Applied in the UK's year of grace, when metaldehyde was no longer sold but could still be used.
    await t.db.insert(cropInterventions).values({
      cropId,
      type: 'product',
      date: '2021-10-01',
      slugProduct: 'metarex-inov',
      slugProductDosage: 5,
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: uk.url,
          headers: bearer(farmer),
          payload: {
            type: 'product',
            date: '2026-09-05',
            slugProduct: 'sluxx-hp',
            slugProductDosage: 7,
          },
        })
      ).statusCode,
    ).toBe(201);
    const list = (await t.app.inject({ url: uk.url, headers: bearer(farmer) })).json();
    expect(
      list.map((item: { slugProduct: string; withdrawnSince: string | null }) => [
        item.slugProduct,
        item.withdrawnSince,
      ]),
    ).toEqual([
      ['sluxx-hp', null],
      ['metarex-inov', '2021-04-01'],
    ]);

    // The export keeps it too, flagged, in the farmer's language (French).
    const file = await t.app.inject({ url: `${uk.url}/export/csv`, headers: bearer(farmer) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      'Date;Intervention;Travail du sol;Produit;Substance active;Dose;Unité;Retiré depuis le;Commentaire',
      '05/09/2026;Anti-limace;;Sluxx HP;phosphate ferrique;7;kg/ha;;',
      '01/10/2021;Anti-limace;;Metarex INOV;métaldéhyde;5;kg/ha;01/04/2021;',
    ]);
    expect((await t.app.inject({ url: `${uk.url}/export/xlsx`, headers: bearer(farmer) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${uk.url}/export/csv`, headers: bearer(newcomer) })).statusCode).toBe(404);
    await createUserWithRights(t.db, 'Ferme des Demo', 'no-parcels-export@demo.test', { parcels: 'no-access' });
    const withoutRight = await signIn(t.app, 'no-parcels-export@demo.test');
    expect((await t.app.inject({ url: `${uk.url}/export/csv`, headers: bearer(withoutRight) })).statusCode).toBe(403);
  });
});
