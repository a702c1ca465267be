import { MFA_OTP_GRANT, MFA_RECOVERY_CODE_GRANT } from '@console/domain/auth/two-factor-grants';
import { addSeconds } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../auth/mfa/totp.ts';
import { issueUserToken } from '../../auth/user-tokens.ts';
import { setClock } from '../../clock.ts';
import { accounts, twoFactorEvents, users, userTokens } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { createUserWithRights } from '../../test/fixtures.ts';
import { readableMail, startSmtpServer } from '../../test/smtp-server.ts';
import { apiClient, createTestApp, requestTokens, signIn, type TestApp } from '../../test/test-app.ts';
import { enrolTotp, midStep } from '../../test/two-factor.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const api = apiClient(() => t.app);
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://console.example.test' });
  // Each test enrols a user of its own: the demo's four and two more.
  await createUserWithRights(t.db, 'Ferme des Demo', 'second-farmer@demo.test', {});
  await createUserWithRights(t.db, 'Ferme des Demo', 'third-farmer@demo.test', {});
  await createUserWithRights(t.db, 'Ferme des Demo', 'fourth-farmer@demo.test', {});
  await createUserWithRights(t.db, 'Ferme des Demo', 'farm-reader@demo.test', { myUsers: 'read-only' });
  await createUserWithRights(t.db, 'De Sangosse', 'staff-admin@demo.test', {});
  await t.db.insert(accounts).values({ type: 'farmer', name: 'Ferme Voisine' });
  await createUserWithRights(t.db, 'Ferme Voisine', 'neighbour@demo.test', {});
});
afterEach(() => setClock(null));
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The subjects of the e-mails `address` received, decoded. */
const subjectsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => readableMail(mail.raw).subject);

const passwordGrant = (email: string, password = DEMO_PASSWORD, ip = '192.0.2.10') =>
  requestTokens(t.app, { grant_type: 'password', username: email, password }, ip);

const mfaToken = async (email: string) => {
  const answer = await passwordGrant(email);
  expect(answer.statusCode).toBe(400);
  const body = answer.json<{ error: string; mfa_token: string }>();
  expect(body.error).toBe('mfa_required');
  return body.mfa_token;
};

const otpGrant = (token: string, otp: string, ip = '192.0.2.10') =>
  requestTokens(t.app, { grant_type: MFA_OTP_GRANT, mfa_token: token, otp }, ip);

/** Enrols the user's app at `at` and answers its secret and recovery codes. */
const enrol = async (email: string, at: Date) => {
  const token = await signIn(t.app, email);
  return { token, ...(await enrolTotp(t.app, token, at)) };
};

describe('an authenticator app', () => {
  it('is enrolled with a first code, then asked for at every sign-in, each code working once', async () => {
    const farmer = await signIn(t.app, 'farmer@demo.test');
    expect((await api.get(farmer, '/profile/two-factor')).json()).toEqual({
      totp: null,
      recoveryCodesRemaining: 0,
      events: [],
      passkeys: [],
      signIns: [
        { at: expect.any(String), ip: '127.0.0.1', userAgent: 'lightMyRequest', secondFactor: null, isCurrent: true },
      ],
    });

    const at = midStep();
    setClock(at);
    const started = (await api.post(farmer, '/profile/two-factor/totp')).json<{ secret: string; uri: string }>();
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/.+farmer%40demo\.test\?.*period=30/);
    expect(started.uri).toContain(`secret=${started.secret}`);
    // Not on until a code proves the app has the secret.
    expect((await passwordGrant('farmer@demo.test')).statusCode).toBe(200);
    const wrong = await api.post(farmer, '/profile/two-factor/totp/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data.issues).toEqual([{ path: ['code'], message: 'errors.totp-code-wrong' }]);
    const confirmed = await api.post(farmer, '/profile/two-factor/totp/confirm', {
      code: totpCodeAt(started.secret, at),
    });
    const { codes } = confirmed.json<{ codes: string[] }>();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await api.post(farmer, '/profile/two-factor/totp')).statusCode).toBe(409);
    const state = (await api.get(farmer, '/profile/two-factor')).json();
    expect(state).toMatchObject({
      totp: { enrolledAt: expect.any(String) },
      recoveryCodesRemaining: 10,
      events: [{ action: 'enrolled', at: expect.any(String) }],
    });
    // Told by e-mail, in their language: a change they did not make is how a stolen session shows.
    await expect
      .poll(() => subjectsTo('farmer@demo.test'))
      .toContain('La connexion en deux étapes est activée sur votre compte SlugWatch');

    // The confirming code's step is spent: a sign-in in the same 30 seconds needs the next code.
    expect((await otpGrant(await mfaToken('farmer@demo.test'), totpCodeAt(started.secret, at))).json().error).toBe(
      'invalid_grant',
    );
    const later = addSeconds(at, 60);
    setClock(later);
    const challenge = await mfaToken('farmer@demo.test');
    const signedIn = await otpGrant(challenge, totpCodeAt(started.secret, later));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    // The same code again, even on a new challenge: refused.
    const replay = await otpGrant(await mfaToken('farmer@demo.test'), totpCodeAt(started.secret, later));
    expect(replay.json()).toEqual({ error: 'invalid_grant', error_description: 'wrong code' });
    // The challenge is spent with its sign-in.
    expect((await otpGrant(challenge, totpCodeAt(started.secret, addSeconds(later, 30)))).json().error).toBe(
      'invalid_grant',
    );

    // The refresh grant does not ask again.
    const refreshed = await requestTokens(t.app, {
      grant_type: 'refresh_token',
      refresh_token: signedIn.json<{ refresh_token: string }>().refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('takes a code from one step either side of the server’s clock, not two', async () => {
    const at = midStep();
    const { secret } = await enrol('provider@demo.test', at);
    const now = addSeconds(at, 300);
    setClock(now);
    const tooOld = await otpGrant(await mfaToken('provider@demo.test'), totpCodeAt(secret, addSeconds(now, -60)));
    expect(tooOld.json().error).toBe('invalid_grant');
    const tooNew = await otpGrant(await mfaToken('provider@demo.test'), totpCodeAt(secret, addSeconds(now, 60)));
    expect(tooNew.json().error).toBe('invalid_grant');
    const behind = await otpGrant(await mfaToken('provider@demo.test'), totpCodeAt(secret, addSeconds(now, -30)));
    expect(behind.statusCode).toBe(200);
    const ahead = await otpGrant(await mfaToken('provider@demo.test'), totpCodeAt(secret, addSeconds(now, 30)));
    expect(ahead.statusCode).toBe(200);
  });

  it('answers expired_token for a second step begun more than 5 minutes ago', async () => {
    const challenge = await mfaToken('provider@demo.test');
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'provider@demo.test'));
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(userTokens.userId, user?.id ?? ''));
    expect((await otpGrant(challenge, '123456')).json()).toEqual({
      error: 'expired_token',
      error_description: 'the mfa_token has expired: sign in again',
    });
    expect((await otpGrant('not-a-token', '123456')).json().error).toBe('invalid_grant');
  });
});

describe('recovery codes', () => {
  it('sign in once each and say how many remain; a new set replaces the old one', async () => {
    const at = midStep();
    const { token, secret, codes } = await enrol('second-farmer@demo.test', at);
    const recover = async (code: string) =>
      requestTokens(t.app, {
        grant_type: MFA_RECOVERY_CODE_GRANT,
        mfa_token: await mfaToken('second-farmer@demo.test'),
        recovery_code: code,
      });
    const [first = '', second = ''] = codes;
    const used = await recover(first.toUpperCase());
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ recovery_codes_remaining: 9 });
    expect((await recover(first)).json()).toEqual({ error: 'invalid_grant', error_description: 'wrong code' });

    setClock(addSeconds(at, 60));
    const renewed = await api.post(token, '/profile/two-factor/recovery-codes', {
      code: totpCodeAt(secret, addSeconds(at, 60)),
    });
    expect(renewed.statusCode).toBe(200);
    expect((await recover(second)).json().error).toBe('invalid_grant');
    const fresh = renewed.json<{ codes: string[] }>().codes[0] ?? '';
    expect((await recover(fresh)).json()).toMatchObject({ recovery_codes_remaining: 9 });
  });
});

describe('the second factor', () => {
  it('is not skipped by a password reset', async () => {
    await enrol('third-farmer@demo.test', midStep());
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'third-farmer@demo.test'));
    const reset = await issueUserToken(t.db, user?.id ?? '', 'password-reset');
    const newPassword = 'a-new-Password-for-2fa!';
    const answer = await t.app.inject({
      method: 'POST',
      url: `/back/password-reset/${reset}`,
      payload: { password: newPassword },
    });
    expect(answer.statusCode).toBe(200);
    const grant = await passwordGrant('third-farmer@demo.test', newPassword);
    expect(grant.json()).toMatchObject({ error: 'mfa_required', mfa_token: expect.any(String) });
  });

  it('locks the address after five wrong codes, from whichever address they come', async () => {
    const at = midStep();
    const { secret } = await enrol('newcomer@demo.test', at);
    const challenge = await mfaToken('newcomer@demo.test');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await otpGrant(challenge, '000000', `198.51.100.${attempt}`);
      expect(wrong.json().error).toBe('invalid_grant');
    }
    setClock(addSeconds(at, 60));
    const right = await otpGrant(challenge, totpCodeAt(secret, addSeconds(at, 60)), '198.51.100.99');
    expect(right.json().error).toBe('slow_down');
  });

  it('is turned off only with a code, and then the password alone signs in again', async () => {
    const at = midStep();
    const { token, secret } = await enrol('staff@demo.test', at);
    const wrong = await api.post(token, '/profile/two-factor/totp/remove', { code: '123456' });
    expect(wrong.statusCode).toBe(422);
    setClock(addSeconds(at, 30));
    const removed = await api.post(token, '/profile/two-factor/totp/remove', {
      code: totpCodeAt(secret, addSeconds(at, 30)),
    });
    expect(removed.statusCode).toBe(204);
    const state = (await api.get(token, '/profile/two-factor')).json();
    expect(state).toMatchObject({ totp: null, recoveryCodesRemaining: 0 });
    expect(state.events.map((event: { action: string }) => event.action)).toEqual(['removed', 'enrolled']);
    await expect
      .poll(() => subjectsTo('staff@demo.test'))
      .toContain('Two-step sign-in is off for your SlugWatch account');
    expect((await passwordGrant('staff@demo.test')).statusCode).toBe(200);
  });

  it('is reset by another administrator, with a reason: the user’s sign-ins end and they are e-mailed', async () => {
    const { token } = await enrol('fourth-farmer@demo.test', midStep());
    // Back on the machine's clock, which signed `token`: the reset ends what was signed before it.
    setClock(null);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'fourth-farmer@demo.test'));
    const url = `/users/${user?.id}/two-factor/reset`;
    // Checked before the body: a role without the right gets 403, another account's administrator 404.
    expect((await api.post(await signIn(t.app, 'farm-reader@demo.test'), url, {})).statusCode).toBe(403);
    expect((await api.post(await signIn(t.app, 'neighbour@demo.test'), url, { reason: 'Lost phone' })).statusCode).toBe(
      404,
    );
    const admin = await signIn(t.app, 'staff-admin@demo.test');
    expect((await api.post(admin, url, { reason: '' })).statusCode).toBe(422);
    const reset = await api.post(admin, url, { reason: 'Lost phone, identity checked by a call' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().secondFactor).toBeNull();
    // The user's page keeps the reset, by whom and why, for the account's administrators.
    expect(reset.json().secondFactorHistory[0]).toMatchObject({
      action: 'reset',
      by: expect.stringMatching(/\S/),
      reason: 'Lost phone, identity checked by a call',
    });

    expect((await api.get(token, '/profile')).statusCode).toBe(401);
    const again = await passwordGrant('fourth-farmer@demo.test');
    expect(again.statusCode).toBe(200);
    const state = (await api.get(again.json<{ access_token: string }>().access_token, '/profile/two-factor')).json();
    expect(state).toMatchObject({ totp: null, recoveryCodesRemaining: 0 });
    expect(state.events[0].action).toBe('reset');
    const [event] = await t.db
      .select({ actorId: twoFactorEvents.actorId, reason: twoFactorEvents.reason })
      .from(twoFactorEvents)
      .where(and(eq(twoFactorEvents.userId, user?.id ?? ''), eq(twoFactorEvents.action, 'reset')));
    expect(event?.reason).toBe('Lost phone, identity checked by a call');
    expect(event?.actorId).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => subjectsTo('fourth-farmer@demo.test'))
      .toContain('Votre connexion en deux étapes SlugWatch a été réinitialisée');

    const [self] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'staff-admin@demo.test'));
    expect((await api.post(admin, `/users/${self?.id}/two-factor/reset`, { reason: 'Mine' })).statusCode).toBe(409);
  });

  it('is managed only by its signed-in owner', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/back/profile/two-factor' });
    expect(anonymous.statusCode).toBe(401);
  });
});
