import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, roles } from '../../db/schema.ts';
import { accountIdByName, insertActiveUser } from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let farmer: string;
let newcomer: string;
beforeAll(async () => {
  t = await createTestApp();
  farmer = await signIn(t.app, 'farmer@demo.test');
  newcomer = await signIn(t.app, 'newcomer@demo.test');
});
afterAll(() => t.close());

const validUpdate = {
  firstName: 'Jeanne',
  lastName: 'Moreau-Lefèvre',
  phoneNumber: '+33 6 98 76 54 32',
  postalAddress: { firstLine: '3 rue du Moulin', postalCode: '32000', city: 'Auch', country: 'FR' },
  language: 'de',
  zoneId: 'Europe/Berlin',
};

describe('GET /back/profile', () => {
  it('describes the signed-in user, account and role', async () => {
    const response = await t.app.inject({ url: '/back/profile', headers: bearer(farmer) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'farmer@demo.test',
      accountType: 'farmer',
      accountName: 'Ferme des Demo',
      state: 'activated',
      areTosAccepted: true,
      role: { isAdmin: true, startPage: '/parcels', rights: { parcels: 'full-access', roles: 'no-access' } },
    });
  });

  it('needs a bearer token: 401 in the error shape with the transaction id', async () => {
    const response = await t.app.inject({ url: '/back/profile', headers: { 'x-transaction-id': 'abc12345-test' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-transaction-id']).toBe('abc12345-test');
    expect(response.json()).toEqual({
      status: 401,
      message: 'authentication required',
      transactionId: 'abc12345-test',
    });
  });

  it('refuses a forged token', async () => {
    const response = await t.app.inject({ url: '/back/profile', headers: bearer(`${farmer.slice(0, -4)}AAAA`) });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /back/profile', () => {
  it('saves the update and answers the new profile', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/back/profile',
      headers: bearer(farmer),
      payload: validUpdate,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lastName: 'Moreau-Lefèvre', language: 'de', zoneId: 'Europe/Berlin' });
    const again = await t.app.inject({ url: '/back/profile', headers: bearer(farmer) });
    expect(again.json().postalAddress.firstLine).toBe('3 rue du Moulin');
  });

  it("pre-fills an invited user's address from their account, so their first save goes through", async () => {
    const accountId = await accountIdByName(t.db, 'Ferme des Demo');
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.accountType, 'farmer')).limit(1);
    // An invited user who activated their access: names, e-mail and role, no address of their own.
    await insertActiveUser(t.db, {
      email: 'invited-colleague@demo.test',
      accountId,
      roleId: role?.id ?? '',
      firstName: 'Paul',
      lastName: 'Girard',
    });
    const token = await signIn(t.app, 'invited-colleague@demo.test');
    const [account] = await t.db
      .select({ postalAddress: accounts.postalAddress })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const profile = (await t.app.inject({ url: '/back/profile', headers: bearer(token) })).json();
    expect(profile.postalAddress).toEqual(account?.postalAddress);

    const { firstName, lastName, postalAddress, language, zoneId } = profile;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/back/profile',
      headers: bearer(token),
      payload: { firstName, lastName, postalAddress, language, zoneId, phoneNumber: '+33 6 12 34 56 78' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('answers 422 with the field paths of every invalid field and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/back/profile',
      headers: bearer(farmer),
      payload: {
        ...validUpdate,
        firstName: 'Changed',
        phoneNumber: '+33 1',
        zoneId: 'Mars/Base',
        postalAddress: { ...validUpdate.postalAddress, city: '' },
      },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('failed to parse payload');
    expect(body.data.issues.map((issue: { path: string[] }) => issue.path.join('.')).sort()).toEqual([
      'phoneNumber',
      'postalAddress.city',
      'zoneId',
    ]);
    const profile = await t.app.inject({ url: '/back/profile', headers: bearer(farmer) });
    expect(profile.json().firstName).not.toBe('Changed');
  });

  it('ignores an attempt to change the e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/back/profile',
      headers: bearer(farmer),
      payload: { ...validUpdate, email: 'someone-else@demo.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('farmer@demo.test');
  });
});

describe('POST /back/profile/language', () => {
  const saveLanguage = (language: string) =>
    t.app.inject({ method: 'POST', url: '/back/profile/language', headers: bearer(farmer), payload: { language } });

  it('saves the language alone, so the next load opens in it', async () => {
    const before = (await t.app.inject({ url: '/back/profile', headers: bearer(farmer) })).json();
    expect((await saveLanguage('es')).statusCode).toBe(204);
    const after = (await t.app.inject({ url: '/back/profile', headers: bearer(farmer) })).json();
    expect(after).toMatchObject({ language: 'es', firstName: before.firstName, zoneId: before.zoneId });
  });

  it('answers 422 naming the field for a language the console does not offer', async () => {
    const response = await saveLanguage('it');
    expect(response.statusCode).toBe(422);
    expect(response.json().data.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toEqual(['language']);
  });
});

describe('terms of service', () => {
  it('has nothing to accept for a user who accepted the current version', async () => {
    const response = await t.app.inject({ url: '/back/profile/tos', headers: bearer(farmer) });
    expect(response.statusCode).toBe(404);
  });

  it('asks the newcomer to accept, then lets them through', async () => {
    const before = await t.app.inject({ url: '/back/profile', headers: bearer(newcomer) });
    expect(before.json().areTosAccepted).toBe(false);
    const terms = await t.app.inject({ url: '/back/profile/tos', headers: bearer(newcomer) });
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toMatchObject({ version: '2026-01', originalUrl: '/back/tos/current/document' });

    const accept = await t.app.inject({ method: 'POST', url: '/back/profile/tos/accept', headers: bearer(newcomer) });
    expect(accept.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/back/profile', headers: bearer(newcomer) });
    expect(after.json().areTosAccepted).toBe(true);
  });

  it('serves the current document as a PDF download without signing in', async () => {
    const response = await t.app.inject({ url: '/back/tos/current/document' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('terms-of-service-2026-01.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('referentials, locales and docs', () => {
  it('lists the IANA time zones', async () => {
    const response = await t.app.inject({ url: '/back/referentials/zone-ids', headers: bearer(farmer) });
    expect(response.json()).toEqual(expect.arrayContaining(['Europe/Paris', 'Australia/Sydney', 'Europe/London']));
  });

  it('serves translations publicly and 404s an unknown language', async () => {
    const french = await t.app.inject({ url: '/back/locales/fr/common' });
    expect(french.statusCode).toBe(200);
    expect(Object.keys(french.json()).length).toBeGreaterThan(0);
    const klingon = await t.app.inject({ url: '/back/locales/tlh/common' });
    expect(klingon.statusCode).toBe(404);
    expect(klingon.json().message).toBe('failed to parse params');
  });

  it('serves the texts compressed as the browser accepts, the same texts whichever way', async () => {
    const plain = await t.app.inject({ url: '/back/locales/de/common', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toContain('accept-encoding');
    const texts = plain.json();
    for (const [accepted, decode] of [
      ['gzip, deflate, br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const packed = await t.app.inject({ url: '/back/locales/de/common', headers: { 'accept-encoding': accepted } });
      expect(packed.headers['content-encoding']).toBe(accepted === 'gzip' ? 'gzip' : 'br');
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(texts);
    }
  });

  it('keeps the e-mail texts off the browsers: no mail namespace, none inside the common one', async () => {
    const common = await t.app.inject({ url: '/back/locales/fr/common' });
    expect(common.statusCode).toBe(200);
    expect(common.json()).not.toHaveProperty('mail');
    expect((await t.app.inject({ url: '/back/locales/fr/mail' })).statusCode).toBe(404);
  });

  it('answers 404 in the error shape for unknown API routes', async () => {
    const response = await t.app.inject({ url: '/back/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, transactionId: expect.any(String) });
    expect(response.headers['x-transaction-id']).toBe(response.json().transactionId);
  });

  it('publishes the OpenAPI document with the token and profile calls', async () => {
    const response = await t.app.inject({ url: '/back/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/oauth/tokens',
        '/back/profile',
        '/back/profile/tos/accept',
        '/back/device-api/readings',
      ]),
    );
  });
});

describe('favourite onboarding', () => {
  it('is done once the user completes or skips it, for that user only', async () => {
    const staff = await signIn(t.app, 'staff@demo.test');
    const onboardingOf = async (token: string) =>
      (await t.app.inject({ url: '/back/profile', headers: bearer(token) })).json<{
        favouriteOnboardingDone: boolean;
      }>().favouriteOnboardingDone;
    expect(await onboardingOf(newcomer)).toBe(false);
    const response = await t.app.inject({
      method: 'POST',
      url: '/back/profile/favourite-onboarding',
      headers: bearer(newcomer),
    });
    expect(response.statusCode).toBe(204);
    expect(await onboardingOf(newcomer)).toBe(true);
    expect(await onboardingOf(staff)).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/back/profile/favourite-onboarding' })).statusCode).toBe(401);
  });
});
