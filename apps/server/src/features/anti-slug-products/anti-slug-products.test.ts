import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRights } from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let users: Awaited<ReturnType<typeof signInDemoUsers>>;
let readOnlyStaff: string;

const URL = '/back/settings/anti-slug-products';

beforeAll(async () => {
  t = await createTestApp();
  users = await signInDemoUsers(t.app);
  await createUserWithRights(t.db, 'De Sangosse', 'catalogue-reader@demo.test', { configuration: 'read-only' });
  readOnlyStaff = await signIn(t.app, 'catalogue-reader@demo.test');
});
afterAll(() => t.close());

const list = (token: string) => t.app.inject({ url: URL, headers: bearer(token) });
const create = (token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: URL, headers: bearer(token), payload: payload as object });
const update = (token: string, slug: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `${URL}/${slug}`, headers: bearer(token), payload: payload as object });
const pathsOf = (response: { json: () => { data: { issues: { path: string[] }[] } } }) =>
  response.json().data.issues.map((issue) => issue.path.join('.'));

const newProduct = {
  slug: 'test-pellets',
  name: 'Test Pellets',
  activeIngredient: 'ferric_phosphate',
  manufacturer: 'W. Neudorff',
  formulation: 'RB',
  authorisedDose: 7,
  efficacyDays: 21,
  countries: ['FR', 'DE', 'FR'],
  isActive: true,
};

describe('the anti-slug product catalogue', () => {
  it('is seeded from the registers, with no metaldehyde offered in the UK', async () => {
    const response = await list(users.staff);
    expect(response.statusCode).toBe(200);
    const products = response.json() as {
      slug: string;
      activeIngredient: string;
      countries: string[];
      isActive: boolean;
    }[];
    expect(products.length).toBeGreaterThanOrEqual(65);
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
      isActive: true,
    });
    expect(products).toContainEqual(
      expect.objectContaining({ slug: 'daxxos', manufacturer: 'W. Neudorff', formulation: 'RB', countries: ['ES'] }),
    );
    expect(products).toContainEqual(expect.objectContaining({ slug: 'axcela', countries: ['FR', 'DE', 'ES'] }));
    expect(products).toContainEqual(
      expect.objectContaining({ slug: 'metarex-inov', countries: ['FR', 'DE', 'ES', 'AU'] }),
    );
    expect(products).toContainEqual(
      expect.objectContaining({ slug: 'elirex-one', formulation: 'GB', authorisedDose: null, countries: ['ES'] }),
    );
    // Withdrawn with its substance in 2014: kept for old records, retired.
    expect(products).toContainEqual(
      expect.objectContaining({
        slug: 'draza-forte',
        activeIngredient: 'methiocarb',
        authorisedDose: 3.75,
        isActive: false,
      }),
    );
    // Replaced by its maker: kept for the records that name it, not offered.
    expect(products).toContainEqual(expect.objectContaining({ slug: 'magisem-protec', isActive: false }));
    const metaldehyde = products.filter((product) => product.activeIngredient === 'metaldehyde');
    expect(metaldehyde.length).toBeGreaterThan(0);
    // The pellets British growers applied until the ban are kept for old records, retired.
    const british = metaldehyde.filter((product) => product.countries.includes('UK'));
    expect(british.map((product) => product.slug)).toContain('tds-major');
    expect(british.filter((product) => product.isActive)).toEqual([]);
  });

  it('is kept by staff with the Configuration right: 403 for others, before the body is read', async () => {
    for (const token of [users.farmer, users.provider]) {
      expect((await list(token)).statusCode).toBe(403);
      expect((await create(token, { slug: 'Not A Slug' })).statusCode).toBe(403);
      expect((await update(token, 'sluxx-hp', {})).statusCode).toBe(403);
    }
    expect((await list(readOnlyStaff)).statusCode).toBe(200);
    expect((await create(readOnlyStaff, { slug: 'Not A Slug' })).statusCode).toBe(403);
  });

  it('answers 422 with the path of each wrong field, the dose bounded by what its column holds', async () => {
    const invalid = await create(users.staff, {
      ...newProduct,
      slug: 'Not A Slug',
      name: ' ',
      activeIngredient: 'copper_sulphate',
      authorisedDose: 0,
      efficacyDays: 365,
      countries: [],
    });
    expect(invalid.statusCode).toBe(422);
    expect(pathsOf(invalid).sort()).toEqual([
      'activeIngredient',
      'authorisedDose',
      'countries',
      'efficacyDays',
      'name',
      'slug',
    ]);

    const tooLarge = await update(users.staff, 'sluxx-hp', { ...newProduct, slug: undefined, authorisedDose: 1e39 });
    expect(tooLarge.statusCode).toBe(422);
    expect(pathsOf(tooLarge)).toEqual(['authorisedDose']);
    expect(tooLarge.json().data.issues[0].message).toBe('number-too-large');
  });

  it('adds a product once per slug, edits it and retires it from the pickers', async () => {
    const created = await create(users.staff, newProduct);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'test-pellets',
      countries: ['FR', 'DE'],
      dosageUnit: 'kg/ha',
      efficacyDays: 21,
    });

    const again = await create(users.staff, newProduct);
    expect(again.statusCode).toBe(409);
    expect(pathsOf(again)).toEqual(['slug']);

    const { slug: _slug, ...fields } = newProduct;
    const retired = await update(users.staff, 'test-pellets', { ...fields, authorisedDose: 6.5, isActive: false });
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ slug: 'test-pellets', authorisedDose: 6.5, isActive: false });

    const offered = await t.app.inject({ url: '/back/referentials/anti-slug-products', headers: bearer(users.farmer) });
    expect(offered.json().map((product: { slug: string }) => product.slug)).not.toContain('test-pellets');
    const kept = (await list(users.staff)).json().find((product: { slug: string }) => product.slug === 'test-pellets');
    expect(kept).toMatchObject({ isActive: false });

    expect((await update(users.staff, 'no-such-product', fields)).statusCode).toBe(404);
  });
});
