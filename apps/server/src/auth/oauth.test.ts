import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requestTokens, type TestApp } from '../test/test-app.ts';
import { users } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { addSeconds } from 'date-fns';
import { setClock } from '../clock.ts';
import { REFRESH_TOKEN_REUSE_SECONDS } from './refresh-tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_IP_LIMIT_PER_MINUTE: '12' });
});
afterAll(() => t.close());

const password = (username: string, pass: string, ip?: string) =>
  requestTokens(t.app, { grant_type: 'password', username, password: pass }, ip);

describe('POST /oauth/tokens', () => {
  it('gives a token pair for the right password, case-insensitively on the address', async () => {
    const response = await password('Farmer@Demo.test', 'demo-password', '10.0.0.1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.pragma).toBe('no-cache');
  });

  it('answers invalid_grant alike for a wrong password and an unknown address', async () => {
    const wrongPassword = await password('provider@demo.test', 'not-the-password', '10.0.0.2');
    const unknown = await password('nobody@demo.test', 'demo-password', '10.0.0.2');
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'wrong e-mail or password' });
    }
  });

  it('locks an address after 5 failures, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await password('staff@demo.test', `wrong-${i}`, '10.0.0.3')).json().error).toBe('invalid_grant');
    }
    const locked = await password('staff@demo.test', 'demo-password', '10.0.0.4');
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error).toBe('slow_down');
  });

  it('limits attempts per client IP before checking any password', async () => {
    const ip = '10.0.0.5';
    const answers: string[] = [];
    for (let i = 0; i < 13; i++) answers.push((await password(`someone-${i}@demo.test`, 'x', ip)).json().error);
    expect(answers.slice(0, 12).every((error) => error === 'invalid_grant')).toBe(true);
    expect(answers[12]).toBe('slow_down');
    // Another client is not affected.
    expect((await password('farmer@demo.test', 'demo-password', '10.0.0.6')).statusCode).toBe(200);
  });

  it('refuses a disabled user with access_denied', async () => {
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.email, 'newcomer@demo.test'));
    const response = await password('newcomer@demo.test', 'demo-password', '10.0.0.7');
    expect(response.json().error).toBe('access_denied');
    await t.db.update(users).set({ isDisabled: false }).where(eq(users.email, 'newcomer@demo.test'));
  });

  it('rotates refresh tokens and revokes the family when an old one is replayed after the reuse interval', async () => {
    const first = (await password('farmer@demo.test', 'demo-password', '10.0.0.8')).json();
    const second = await requestTokens(t.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);

    setClock(addSeconds(new Date(), REFRESH_TOKEN_REUSE_SECONDS + 1));
    try {
      const replay = await requestTokens(t.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
      expect(replay.json().error).toBe('invalid_grant');
    } finally {
      setClock(null);
    }
    // The replay revoked the family: the newest token is dead too.
    const afterReplay = await requestTokens(t.app, {
      grant_type: 'refresh_token',
      refresh_token: rotated.refresh_token,
    });
    expect(afterReplay.json().error).toBe('invalid_grant');
  });

  it('rotates a token presented again within the reuse interval, as a second tab with stale storage does', async () => {
    const first = (await password('farmer@demo.test', 'demo-password', '10.0.0.8')).json();
    const refresh = (token: string) => requestTokens(t.app, { grant_type: 'refresh_token', refresh_token: token });
    const [tabA, tabB] = [(await refresh(first.refresh_token)).json(), (await refresh(first.refresh_token)).json()];
    expect(tabA.refresh_token).toEqual(expect.any(String));
    expect(tabB.refresh_token).toEqual(expect.any(String));
    expect(tabB.refresh_token).not.toBe(tabA.refresh_token);
    // Both tabs go on: neither rotation revoked the other.
    expect((await refresh(tabA.refresh_token)).statusCode).toBe(200);
    expect((await refresh(tabB.refresh_token)).statusCode).toBe(200);
  });

  it('does not let a client reset the per-address limit with its own X-Forwarded-For', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < 12; i++) await password(`spoof-${i}@demo.test`, 'x', ip);
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/oauth/tokens',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'farmer@demo.test',
        password: 'demo-password',
      }).toString(),
    });
    expect(spoofed.json().error).toBe('slow_down');
  });

  it('answers invalid_request to a body that is not form fields (RFC 6749 §5.2)', async () => {
    const bodies = [
      { headers: {}, payload: undefined },
      { headers: { 'content-type': 'text/plain' }, payload: 'grant_type=password' },
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
    ];
    for (const { headers, payload } of bodies) {
      const response = await t.app.inject({ method: 'POST', url: '/oauth/tokens', headers, payload });
      expect([headers, response.statusCode, response.json().error]).toEqual([headers, 400, 'invalid_request']);
    }
  });

  it('answers invalid_request and unsupported_grant_type as RFC 6749 says', async () => {
    const missing = await requestTokens(t.app, { grant_type: 'password', username: 'farmer@demo.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('invalid_request');
    const unsupported = await requestTokens(t.app, { grant_type: 'client_credentials' });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().error).toBe('unsupported_grant_type');
  });
});

describe('POST /oauth/revoke', () => {
  const revoke = (form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('ends the sign-in of a refresh token, every rotation of it included (RFC 7009)', async () => {
    const first = (await password('provider@demo.test', 'demo-password', '10.0.1.1')).json();
    const rotated = (
      await requestTokens(t.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token })
    ).json();
    const other = (await password('provider@demo.test', 'demo-password', '10.0.1.1')).json();
    const response = await revoke({ token: rotated.refresh_token, token_type_hint: 'refresh_token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const refresh = await requestTokens(t.app, { grant_type: 'refresh_token', refresh_token: rotated.refresh_token });
    expect(refresh.json().error).toBe('invalid_grant');
    // Another sign-in of the same person goes on.
    const elsewhere = await requestTokens(t.app, { grant_type: 'refresh_token', refresh_token: other.refresh_token });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers 200 to an unknown token and invalid_request to none', async () => {
    expect((await revoke({ token: 'never-issued' })).statusCode).toBe(200);
    const missing = await revoke({});
    expect([missing.statusCode, missing.json().error]).toEqual([400, 'invalid_request']);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ LOGIN_IP_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => proxied.close());

  it('counts attempts per forwarded client address', async () => {
    const attempt = (client: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/oauth/tokens',
        remoteAddress: '10.1.2.3',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: 'nobody@demo.test',
          password: 'x',
        }).toString(),
      });
    for (let i = 0; i < 2; i++) expect((await attempt('203.0.113.1')).json().error).toBe('invalid_grant');
    expect((await attempt('203.0.113.1')).json().error).toBe('slow_down');
    expect((await attempt('203.0.113.2')).json().error).toBe('invalid_grant');
  });
});
