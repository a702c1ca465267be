import { SECOND_FACTOR_NOT_ENROLLED_MESSAGE } from '@console/domain/auth/two-factor-gate';
import { addSeconds } from 'date-fns';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../auth/mfa/totp.ts';
import { setClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { createUserWithRights } from '../../test/fixtures.ts';
import { apiClient, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { enrolTotp, midStep } from '../../test/two-factor.ts';

let t: TestApp;
const api = apiClient(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
  await createUserWithRights(t.db, 'De Sangosse', 'staff-colleague@demo.test', {});
  await createUserWithRights(t.db, 'Ferme des Demo', 'farm-hand@demo.test', {});
  await createUserWithRights(t.db, 'Ferme des Demo', 'farm-reader@demo.test', {});
});
afterEach(() => setClock(null));
afterAll(() => t.close());

const gated = (answer: { statusCode: number; json: () => { message?: string } }) => {
  expect(answer.statusCode).toBe(403);
  expect(answer.json().message).toBe(SECOND_FACTOR_NOT_ENROLLED_MESSAGE);
};

describe('two-step sign-in required of the manufacturer’s staff', () => {
  it('is on by default outside demo mode, and off in the demo, whose sign-ins use a password alone', () => {
    expect(loadConfig({ ENVIRONMENT: 'production' }).settingDefaults.security).toEqual({ mfaRequiredForStaff: true });
    expect(loadConfig({ ENVIRONMENT: 'demo' }).settingDefaults.security).toEqual({ mfaRequiredForStaff: false });
  });

  it('keeps staff without a factor out of everything but their profile until they set one up', async () => {
    const staff = await signIn(t.app, 'staff@demo.test');
    const colleague = await signIn(t.app, 'staff-colleague@demo.test');
    const provider = await signIn(t.app, 'provider@demo.test');
    expect((await api.get(colleague, '/sensors')).statusCode).toBe(200);

    const changed = await api.call(staff, 'PUT', '/settings/global', {
      reason: 'Staff sign in in two steps',
      changes: { security: { version: 0, value: { mfaRequiredForStaff: true } } },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    gated(await api.get(colleague, '/sensors'));
    gated(await api.get(staff, '/settings/global'));
    const profile = (await api.get(colleague, '/profile')).json();
    expect(profile.secondFactor).toEqual({ required: true, enrolled: false, hasPasskey: false });
    // Other accounts are their administrators' to decide.
    expect((await api.get(provider, '/sensors')).statusCode).toBe(200);

    const at = midStep();
    const { secret } = await enrolTotp(t.app, colleague, at);
    expect((await api.get(colleague, '/sensors')).statusCode).toBe(200);
    expect((await api.get(colleague, '/profile')).json().secondFactor).toEqual({
      required: true,
      enrolled: true,
      hasPasskey: false,
    });
    // Required: it stays on, whatever code comes with the request.
    setClock(addSeconds(at, 30));
    const removal = await api.post(colleague, '/profile/two-factor/totp/remove', {
      code: totpCodeAt(secret, addSeconds(at, 30)),
    });
    expect(removal.statusCode).toBe(409);
    expect((await api.get(colleague, '/profile/two-factor')).json().totp).not.toBeNull();
  });
});

describe('two-step sign-in required by an account’s administrator', () => {
  it('applies to every user of that account from their next request, and says who required it', async () => {
    const admin = await signIn(t.app, 'farmer@demo.test');
    const hand = await signIn(t.app, 'farm-hand@demo.test');
    const newcomer = await signIn(t.app, 'newcomer@demo.test');
    expect((await api.get(hand, '/parcels')).statusCode).toBe(200);

    const required = await api.post(admin, '/account/profile/two-factor-requirement', { required: true });
    expect(required.statusCode, required.body).toBe(200);
    expect(required.json().secondFactorRequirement).toMatchObject({ required: true, changedAt: expect.any(String) });
    expect(required.json().secondFactorRequirement.changedBy).toMatch(/\S/);

    gated(await api.get(hand, '/parcels'));
    gated(await api.get(admin, '/parcels'));
    expect((await api.get(hand, '/profile')).json().secondFactor).toEqual({
      required: true,
      enrolled: false,
      hasPasskey: false,
    });
    // Another account is untouched (the newcomer's farm answers the terms gate first, as before).
    expect((await api.get(newcomer, '/profile')).json().secondFactor).toEqual({
      required: false,
      enrolled: false,
      hasPasskey: false,
    });

    await enrolTotp(t.app, hand, midStep());
    expect((await api.get(hand, '/parcels')).statusCode).toBe(200);
    // The administrator too sets up a factor before changing anything else, this requirement included.
    gated(await api.post(admin, '/account/profile/two-factor-requirement', { required: false }));
    await enrolTotp(t.app, admin, addSeconds(midStep(), 60));
    const lifted = await api.post(admin, '/account/profile/two-factor-requirement', { required: false });
    expect(lifted.statusCode).toBe(200);
    expect((await api.get(admin, '/parcels')).statusCode).toBe(200);
  });

  it('is changed only by the account’s administrator, whatever the request holds', async () => {
    const reader = await signIn(t.app, 'farm-reader@demo.test');
    const refused = await api.post(reader, '/account/profile/two-factor-requirement', { required: 'yes' });
    expect(refused.statusCode).toBe(403);
  });
});
