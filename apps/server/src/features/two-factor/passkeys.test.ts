import { MFA_PASSKEY_GRANT } from '@console/domain/auth/two-factor-grants';
import { addMinutes, addSeconds } from 'date-fns';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../auth/mfa/totp.ts';
import { setClock } from '../../clock.ts';
import { createUserWithRights } from '../../test/fixtures.ts';
import { softwareAuthenticator } from '../../test/software-authenticator.ts';
import { apiClient, createTestApp, requestTokens, signIn, type TestApp } from '../../test/test-app.ts';
import { enrolTotp, midStep } from '../../test/two-factor.ts';

let t: TestApp;
const api = apiClient(() => t.app);
const PUBLIC_URL = 'https://console.example.test';
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  await createUserWithRights(t.db, 'Ferme des Demo', 'passkey-farmer@demo.test', {});
});
afterEach(() => setClock(null));
afterAll(() => t.close());

const oauth = (path: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/oauth${path}`,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('passkeys', () => {
  it('are added from the profile, then answer the sign-in’s second step once per challenge', async () => {
    const key = softwareAuthenticator({ rpId: 'console.example.test', origin: PUBLIC_URL });
    const token = await signIn(t.app, 'passkey-farmer@demo.test');
    const options = (await api.post(token, '/profile/two-factor/passkeys/options')).json<{
      challenge: string;
      rp: { id: string };
    }>();
    expect(options.rp.id).toBe('console.example.test');
    // A response to another challenge does not verify.
    const forged = await api.post(token, '/profile/two-factor/passkeys', {
      name: 'Laptop',
      response: key.register('b3RoZXItY2hhbGxlbmdl'),
    });
    expect(forged.statusCode).toBe(422);
    const added = await api.post(token, '/profile/two-factor/passkeys', {
      name: 'Laptop',
      response: key.register(options.challenge),
    });
    expect(added.statusCode, added.body).toBe(204);
    const state = (await api.get(token, '/profile/two-factor')).json();
    expect(state.passkeys).toEqual([
      { id: expect.any(String), name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);

    const first = await requestTokens(t.app, {
      grant_type: 'password',
      username: 'passkey-farmer@demo.test',
      password: 'demo-password',
    });
    expect(first.json()).toMatchObject({ error: 'mfa_required', mfa_methods: ['passkey'] });
    const mfaToken = first.json<{ mfa_token: string }>().mfa_token;
    const challenge = (await oauth('/passkey-options', { mfa_token: mfaToken })).json<{
      challenge: string;
      allowCredentials: { id: string }[];
    }>();
    expect(challenge.allowCredentials.map((credential) => credential.id)).toEqual([key.id]);
    const assertion = JSON.stringify(key.authenticate(challenge.challenge));
    const signedIn = await requestTokens(t.app, {
      grant_type: MFA_PASSKEY_GRANT,
      mfa_token: mfaToken,
      passkey: assertion,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // The challenge is spent with its sign-in: the same answer does not sign in again.
    const replay = await requestTokens(t.app, {
      grant_type: MFA_PASSKEY_GRANT,
      mfa_token: mfaToken,
      passkey: assertion,
    });
    expect(replay.json().error).toBe('invalid_grant');
    const signIns = (
      await api.get(signedIn.json<{ access_token: string }>().access_token, '/profile/two-factor')
    ).json();
    expect(signIns.signIns[0]).toMatchObject({ secondFactor: 'passkey', isCurrent: true });
    expect(signIns.passkeys[0].lastUsedAt).not.toBeNull();

    // Removing it, six minutes on, asks for a factor again: the passkey itself confirms one.
    const session = signedIn.json<{ access_token: string }>().access_token;
    setClock(addMinutes(new Date(), 6));
    const removal = `/profile/two-factor/passkeys/${signIns.passkeys[0].id}/remove`;
    expect((await api.post(session, removal)).statusCode).toBe(403);
    const confirmation = (await api.post(session, '/profile/two-factor/confirm/passkey-options')).json<{
      challenge: string;
    }>();
    const wrong = await api.post(session, '/profile/two-factor/confirm/passkey', {
      passkey: key.authenticate('b3RoZXItY2hhbGxlbmdl'),
    });
    expect(wrong.statusCode).toBe(422);
    const confirmed = await api.post(session, '/profile/two-factor/confirm/passkey', {
      passkey: key.authenticate(confirmation.challenge),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect((await api.post(session, removal)).statusCode).toBe(204);
    expect((await api.get(session, '/profile/two-factor')).json().passkeys).toEqual([]);
  });

  it('keep one factor where one is required: the app may go while a passkey remains, the last passkey may not', async () => {
    const key = softwareAuthenticator({ rpId: 'console.example.test', origin: PUBLIC_URL });
    const farmer = await signIn(t.app, 'farmer@demo.test');
    const at = midStep();
    const { secret } = await enrolTotp(t.app, farmer, at);
    const options = (await api.post(farmer, '/profile/two-factor/passkeys/options')).json<{ challenge: string }>();
    const response = key.register(options.challenge);
    expect((await api.post(farmer, '/profile/two-factor/passkeys', { name: 'Phone', response })).statusCode).toBe(204);
    const required = { required: true };
    expect((await api.post(farmer, '/account/profile/two-factor-requirement', required)).statusCode).toBe(200);

    setClock(addSeconds(at, 30));
    const appGone = await api.post(farmer, '/profile/two-factor/totp/remove', {
      code: totpCodeAt(secret, addSeconds(at, 30)),
    });
    expect(appGone.statusCode).toBe(204);
    const [passkey] = (await api.get(farmer, '/profile/two-factor')).json<{ passkeys: { id: string }[] }>().passkeys;
    expect((await api.post(farmer, `/profile/two-factor/passkeys/${passkey?.id}/remove`)).statusCode).toBe(409);

    // Staff see the passkey in the users list.
    setClock(null);
    const staff = await signIn(t.app, 'staff@demo.test');
    const listed = (await api.get(staff, '/users?search=farmer@demo.test')).json<{
      items: { email: string; passkeys: number; secondFactor: unknown }[];
    }>();
    expect(listed.items.find((item) => item.email === 'farmer@demo.test')).toMatchObject({
      passkeys: 1,
      secondFactor: null,
    });
  });

  it('answer bad input with 4xx and field paths, and another user’s passkey with 404', async () => {
    const key = softwareAuthenticator({ rpId: 'console.example.test', origin: PUBLIC_URL });
    const owner = await signIn(t.app, 'passkey-farmer@demo.test');
    const credential = { id: 'abc', rawId: 'abc', type: 'public-key' };
    for (const [body, path] of [
      [{ response: credential }, 'name'],
      [{ name: 'x'.repeat(61), response: credential }, 'name'],
      [{ name: 'Phone', response: { id: 'abc' } }, 'response'],
    ] as const) {
      const refused = await api.post(owner, '/profile/two-factor/passkeys', body);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json<{ data: { issues: { path: string[] }[] } }>().data.issues[0]?.path[0]).toBe(path);
    }

    // A passkey is its owner's alone.
    const options = (await api.post(owner, '/profile/two-factor/passkeys/options')).json<{ challenge: string }>();
    const response = key.register(options.challenge);
    expect((await api.post(owner, '/profile/two-factor/passkeys', { name: 'Tablet', response })).statusCode).toBe(204);
    const [passkey] = (await api.get(owner, '/profile/two-factor')).json<{ passkeys: { id: string }[] }>().passkeys;
    const provider = await signIn(t.app, 'provider@demo.test');
    expect((await api.post(provider, `/profile/two-factor/passkeys/${passkey?.id}/remove`)).statusCode).toBe(404);

    // A second step whose passkey is no JSON is a refused grant, not a server error.
    const first = await requestTokens(t.app, {
      grant_type: 'password',
      username: 'passkey-farmer@demo.test',
      password: 'demo-password',
    });
    const garbled = await requestTokens(t.app, {
      grant_type: MFA_PASSKEY_GRANT,
      mfa_token: first.json<{ mfa_token: string }>().mfa_token,
      passkey: '{not json',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error).toBe('invalid_grant');
  });
});
