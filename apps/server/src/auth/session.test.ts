import { TERMS_NOT_ACCEPTED_MESSAGE } from '@console/domain/terms/terms-gate';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { bearer, createTestApp, requestTokens, signIn, type TestApp } from '../test/test-app.ts';
import { issueUserToken } from './user-tokens.ts';

const JWT_SECRET = 'a signing key the tests know, long enough';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET });
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url: `/back${url}`, headers: token === undefined ? {} : bearer(token) });

const userIdOf = async (email: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
};

/** A token signed with the server's own key, with whatever claims a forger would choose. */
const forge = (claims: { sub: string; exp?: number }) => {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuedAt();
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(JWT_SECRET));
};

const passwordPair = async (email: string, password = 'demo-password') =>
  (await requestTokens(t.app, { grant_type: 'password', username: email, password })).json<{
    access_token: string;
    refresh_token: string;
  }>();

describe('the bearer token', () => {
  it('challenges a request without a token, and names a refused token invalid (RFC 6750 §3)', async () => {
    const missing = await get('/profile');
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    const wrong = await get('/profile', 'not-a-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('refuses a token without an expiry, and one whose subject is not a user id, with 401', async () => {
    const farmer = await userIdOf('farmer@demo.test');
    expect(
      (await get('/profile', await forge({ sub: farmer, exp: Math.floor(Date.now() / 1000) + 60 }))).statusCode,
    ).toBe(200);
    expect((await get('/profile', await forge({ sub: farmer }))).statusCode).toBe(401);
    const notAnId = await get('/profile', await forge({ sub: 'farmer', exp: Math.floor(Date.now() / 1000) + 60 }));
    expect(notAnId.statusCode).toBe(401);
  });

  it('keeps authenticated answers and access links out of every cache', async () => {
    const token = await signIn(t.app, 'farmer@demo.test');
    expect((await get('/profile', token)).headers['cache-control']).toBe('no-store');
    expect((await get('/sensors', token)).headers['cache-control']).toBe('no-store');
    expect((await get('/profile')).headers['cache-control']).toBe('no-store');
    const link = await issueUserToken(t.db, await userIdOf('farmer@demo.test'), 'access-link');
    const redeemed = await get(`/users/access-link-token/${link}`);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.headers['cache-control']).toBe('no-store');
  });
});

describe('ending sessions', () => {
  it('ends every access token issued before a password reset at once; the new sign-in works', async () => {
    const before = await signIn(t.app, 'provider@demo.test');
    expect((await get('/profile', before)).statusCode).toBe(200);
    const link = await issueUserToken(t.db, await userIdOf('provider@demo.test'), 'password-reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/back/password-reset/${link}`,
      payload: { password: 'hedgerow-and-clover' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await get('/profile', before)).statusCode).toBe(401);
    const after = await signIn(t.app, 'provider@demo.test', 'hedgerow-and-clover');
    expect((await get('/profile', after)).statusCode).toBe(200);
  });

  it('refuses a disabled user’s access and refresh tokens', async () => {
    const pair = await passwordPair('staff@demo.test');
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.email, 'staff@demo.test'));
    try {
      expect((await get('/profile', pair.access_token)).statusCode).toBe(401);
      const refresh = await requestTokens(t.app, { grant_type: 'refresh_token', refresh_token: pair.refresh_token });
      expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
    } finally {
      await t.db.update(users).set({ isDisabled: false }).where(eq(users.email, 'staff@demo.test'));
    }
  });
});

describe('the terms of service gate', () => {
  it('keeps tenant data from a user who has not accepted the terms, but not their profile or the terms', async () => {
    const newcomer = await signIn(t.app, 'newcomer@demo.test');
    for (const url of ['/sensors', '/parcels', '/notifications', '/account/profile', '/users/mine']) {
      const response = await get(url, newcomer);
      expect([url, response.statusCode, response.json().message]).toEqual([url, 403, TERMS_NOT_ACCEPTED_MESSAGE]);
    }
    expect((await get('/profile', newcomer)).json()).toMatchObject({ areTosAccepted: false });
    expect((await get('/profile/tos', newcomer)).statusCode).toBe(200);
    expect((await get('/tos/current/document')).statusCode).toBe(200);

    const accept = await t.app.inject({ method: 'POST', url: '/back/profile/tos/accept', headers: bearer(newcomer) });
    expect(accept.statusCode).toBe(204);
    expect((await get('/sensors', newcomer)).statusCode).toBe(200);
  });
});
