import { RECENT_SECOND_FACTOR_MESSAGE } from '@console/domain/auth/two-factor-gate';
import { MFA_OTP_GRANT } from '@console/domain/auth/two-factor-grants';
import { addMinutes, addSeconds } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../auth/mfa/totp.ts';
import { setClock } from '../../clock.ts';
import { accounts, roles } from '../../db/schema.ts';
import { apiClient, createTestApp, requestTokens, signIn, type TestApp } from '../../test/test-app.ts';
import { enrolTotp, midStep } from '../../test/two-factor.ts';

let t: TestApp;
const api = apiClient(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => setClock(null));
afterAll(() => t.close());

const stepUpAsked = (answer: { statusCode: number; json: () => { message?: string } }) => {
  expect(answer.statusCode).toBe(403);
  expect(answer.json().message).toBe(RECENT_SECOND_FACTOR_MESSAGE);
};

/** Signs in with the password and a code of the app at `at`, as the sign-in page does. */
const signInInTwoSteps = async (email: string, secret: string, at: Date) => {
  setClock(at);
  const first = await requestTokens(t.app, { grant_type: 'password', username: email, password: 'demo-password' });
  const second = await requestTokens(t.app, {
    grant_type: MFA_OTP_GRANT,
    mfa_token: first.json<{ mfa_token: string }>().mfa_token,
    otp: totpCodeAt(secret, at),
  });
  expect(second.statusCode).toBe(200);
  return second.json<{ access_token: string }>().access_token;
};

const retentionChange = (version: number, readingsDays: number) => ({
  reason: 'Keep the readings longer',
  changes: {
    retention: {
      version,
      value: { readingsDays, notificationsDays: 365, usageEventsDays: 1095, imagesDays: 365, thumbnailsDays: 1095 },
    },
  },
});

describe('actions that need a second factor confirmed within five minutes', () => {
  it('go ahead after a sign-in in two steps, then ask again once five minutes have passed', async () => {
    const at = midStep();
    const { secret } = await enrolTotp(t.app, await signIn(t.app, 'staff@demo.test'), at);
    const signedInAt = addSeconds(at, 30);
    const staff = await signInInTwoSteps('staff@demo.test', secret, signedInAt);
    expect((await api.call(staff, 'PUT', '/settings/global', retentionChange(0, 1200))).statusCode).toBe(200);

    const later = addMinutes(signedInAt, 6);
    setClock(later);
    stepUpAsked(await api.call(staff, 'PUT', '/settings/global', retentionChange(1, 1300)));
    stepUpAsked(await api.get(staff, '/users/export/csv'));
    // Asked before the body is read: a payload of nonsense gets the same answer.
    stepUpAsked(await api.call(staff, 'PUT', '/settings/global', { nonsense: true }));
    // Reading stays open.
    expect((await api.get(staff, '/settings/global')).statusCode).toBe(200);

    const wrong = await api.post(staff, '/profile/two-factor/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    const confirmed = await api.post(staff, '/profile/two-factor/confirm', { code: totpCodeAt(secret, later) });
    expect(confirmed.statusCode).toBe(204);
    expect((await api.call(staff, 'PUT', '/settings/global', retentionChange(1, 1300))).statusCode).toBe(200);
    expect((await api.get(staff, '/users/export/csv')).statusCode).toBe(200);

    // Confirmed in this sign-in only: another of the same user's sign-ins is asked on its own.
    setClock(addSeconds(later, 30));
    const other = await signInInTwoSteps('staff@demo.test', secret, addSeconds(later, 30));
    setClock(addMinutes(later, 6));
    stepUpAsked(await api.get(other, '/users/export/csv'));

    // The profile lists the sign-ins, how each made its second step, and which one is asking.
    const { signIns } = (await api.get(staff, '/profile/two-factor')).json<{
      signIns: { secondFactor: string | null; isCurrent: boolean }[];
    }>();
    expect(signIns.map((signIn) => signIn.secondFactor)).toEqual(['totp', 'totp', null]);
    expect(signIns.map((signIn) => signIn.isCurrent)).toEqual([false, true, false]);
  });

  it('include granting an account’s administrator role', async () => {
    const at = midStep();
    const { secret } = await enrolTotp(t.app, await signIn(t.app, 'farmer@demo.test'), at);
    const farmer = await signInInTwoSteps('farmer@demo.test', secret, addSeconds(at, 30));
    setClock(addMinutes(at, 10));
    const [farm] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Ferme des Demo'));
    const [admin] = await t.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.accountType, 'farmer'), eq(roles.isAdmin, true)));
    const invitation = (email: string) => ({
      firstName: 'Léa',
      lastName: 'Fournier',
      email,
      language: 'fr',
      accountId: farm?.id,
      accountType: 'farmer',
      roleId: admin?.id,
    });
    stepUpAsked(await api.post(farmer, '/users', invitation('lea.admin@ferme.test')));
    await api.post(farmer, '/profile/two-factor/confirm', { code: totpCodeAt(secret, addMinutes(at, 10)) });
    expect((await api.post(farmer, '/users', invitation('lea.admin@ferme.test'))).statusCode).toBe(201);
  });

  it('go ahead for a user without a second factor, who has none to confirm', async () => {
    const provider = await signIn(t.app, 'provider@demo.test');
    expect((await api.get(provider, '/users/export/csv')).statusCode).toBe(200);
  });
});
