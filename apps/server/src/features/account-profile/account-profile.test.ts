import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRights } from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;
let newcomer: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider, farmer, newcomer } = await signInDemoUsers(t.app));
});
afterAll(() => t.close());

const get = (token: string) => t.app.inject({ url: '/back/account/profile', headers: bearer(token) });
const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/back/account/profile', headers: bearer(token), payload });

const address = { firstLine: '4 route de Lectoure', postalCode: '32000', city: 'Auch', country: 'FR' };

describe('/back/account/profile', () => {
  it("shows each caller their own account's name, SIRET and address", async () => {
    expect((await get(provider)).json()).toMatchObject({
      type: 'provider',
      name: 'Agri Distribution Demo',
      siret: '73282932000074',
      postalAddress: { city: 'Toulouse' },
    });
    expect((await get(farmer)).json()).toMatchObject({ type: 'farmer', name: 'Ferme des Demo', siret: null });
  });

  it("updates the caller's account and no other", async () => {
    const response = await post(farmer, {
      name: 'Ferme des Demo (GAEC)',
      siret: '12345678901234',
      postalAddress: address,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Ferme des Demo (GAEC)',
      siret: '12345678901234',
      postalAddress: address,
    });
    expect((await get(farmer)).json()).toMatchObject({ name: 'Ferme des Demo (GAEC)' });
    expect((await get(newcomer)).json()).toMatchObject({ name: 'Ferme du Nouveau' });
    // No SIRET removes it.
    const cleared = await post(farmer, { name: 'Ferme des Demo', postalAddress: address });
    expect(cleared.json()).toMatchObject({ name: 'Ferme des Demo', siret: null });
  });

  it('answers 422 with field paths for a bad SIRET, an empty name and an address without city', async () => {
    const response = await post(farmer, { name: ' ', siret: '123', postalAddress: { ...address, city: '' } });
    expect(response.statusCode).toBe(422);
    const paths = response
      .json<{ data: { issues: { path: string[]; message: string }[] } }>()
      .data.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'name:required',
        'siret:account.form.errors.siret.format',
        expect.stringMatching(/^postalAddress\.city:/),
      ]),
    );
  });

  it('answers 403 to staff, whose roles cannot hold the MyAccount key, and to a role without it', async () => {
    expect((await get(staff)).statusCode).toBe(403);
    await createUserWithRights(t.db, 'Ferme des Demo', 'noaccount@demo.test', { myAccount: 'no-access' });
    expect((await get(await signIn(t.app, 'noaccount@demo.test'))).statusCode).toBe(403);
  });

  it('lets a read-only MyAccount right read but not write', async () => {
    await createUserWithRights(t.db, 'Agri Distribution Demo', 'readaccount@demo.test', { myAccount: 'read-only' });
    const token = await signIn(t.app, 'readaccount@demo.test');
    expect((await get(token)).statusCode).toBe(200);
    expect((await post(token, { name: 'Renamed', postalAddress: address })).statusCode).toBe(403);
  });
});
