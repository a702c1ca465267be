import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema.ts';
import { accountIdByName } from '../../test/fixtures.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let staff: string;
let provider: string;
let farmer: string;
let newcomer: string;
/** A farm of no provider: outside the demo provider's accounts. */
let independentFarm: string;

const field = (label: string, accountId?: string) => ({
  label,
  soilType: 'limoneux',
  address: { postalCode: '32000', city: 'Auch', country: 'FR' },
  gpsLocation: { lat: 43.6, long: 0.6 },
  ...(accountId ? { accountId } : {}),
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://console.example.test' });
  ({ staff, provider, farmer, newcomer } = await signInDemoUsers(t.app));
  const [farm] = await t.db
    .insert(accounts)
    .values({ type: 'farmer', name: 'Ferme Indépendante' })
    .returning({ id: accounts.id });
  independentFarm = farm?.id ?? '';
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const createParcel = async (token: string, label: string, accountId?: string): Promise<string> =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/back/parcels',
      headers: bearer(token),
      payload: field(label, accountId),
    })
  ).json().id;
const request = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/back${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const mailTo = (address: string) => smtp.received.find((mail) => mail.to.includes(address));

describe('sharing parcels by e-mail', () => {
  it('shares with a known user, read-only, and invites an unknown address to sign up', async () => {
    const first = await createParcel(farmer, 'Partage A');
    const second = await createParcel(farmer, 'Partage B');
    const shared = await request(provider, 'POST', '/parcels/sharing', {
      parcelIds: [first, second],
      emails: ['Newcomer@Demo.test', 'agronome@example.org'],
    });
    expect(shared.statusCode).toBe(200);

    // The known user sees both parcels and cannot change them.
    const seen = await request(newcomer, 'GET', `/parcels/${first}`);
    expect(seen.json()).toMatchObject({ label: 'Partage A', isEditable: false, sharingMode: ['targeted'] });
    expect((await request(newcomer, 'POST', `/parcels/${first}`, field('Renommée'))).statusCode).toBe(403);

    // Each address got its e-mail; the unknown one a link to its invitation.
    await expect.poll(() => smtp.received.length).toBeGreaterThanOrEqual(2);
    expect(mailTo('newcomer@demo.test')?.raw).toContain('https://console.example.test/parcels/list');
    const invitationLink = /https:\/\/console\.example\.test\/register\/([0-9a-f-]{36})\/sharing-invitation/.exec(
      mailTo('agronome@example.org')?.raw.replace(/=\r?\n/g, '') ?? '',
    );
    expect(invitationLink).not.toBeNull();
    const invitationId = invitationLink?.[1] ?? '';

    // The invitation page needs no sign-in; signing up gives an account that sees the shared parcels read-only.
    const invitation = await t.app.inject({ url: `/back/sharing-invitations/${invitationId}` });
    expect(invitation.json()).toMatchObject({
      email: 'agronome@example.org',
      invitedBy: 'Agri Distribution Demo',
      parcelCount: 2,
      isAccepted: false,
    });
    const weak = await t.app.inject({
      method: 'POST',
      url: `/back/sharing-invitations/${invitationId}/register`,
      payload: { firstName: 'Alice', lastName: 'Martin', password: 'agronome-du-sud', language: 'fr' },
    });
    expect(weak.json().data.issues).toEqual([{ path: ['password'], message: 'password.errors.identity' }]);
    const guessable = await t.app.inject({
      method: 'POST',
      url: `/back/sharing-invitations/${invitationId}/register`,
      payload: { firstName: 'Alice', lastName: 'Martin', password: 'azertyuiop123', language: 'fr' },
    });
    expect(guessable.json().data.issues).toEqual([{ path: ['password'], message: 'password.errors.guessable' }]);
    const registered = await t.app.inject({
      method: 'POST',
      url: `/back/sharing-invitations/${invitationId}/register`,
      payload: { firstName: 'Alice', lastName: 'Martin', password: 'choux-fleurs-2026', language: 'fr' },
    });
    expect(registered.statusCode).toBe(201);
    const agronomist = await signIn(t.app, 'agronome@example.org', 'choux-fleurs-2026');
    // As the web app's gate asks of every new user first.
    expect((await request(agronomist, 'POST', '/profile/tos/accept')).statusCode).toBe(204);
    const list = (await request(agronomist, 'GET', '/parcels?search=Partage')).json();
    expect(list.items.map((item: { label: string; isEditable: boolean }) => [item.label, item.isEditable])).toEqual([
      ['Partage A', false],
      ['Partage B', false],
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/back/sharing-invitations/${invitationId}/register`,
      payload: { firstName: 'Alice', lastName: 'Martin', password: 'choux-fleurs-2026', language: 'fr' },
    });
    expect(again.statusCode).toBe(409);

    // The provider lists its addresses and stops sharing with one: the parcels leave that person's list.
    const emails = (await request(provider, 'GET', '/parcels/sharing/emails')).json();
    expect(emails).toContainEqual({
      email: 'agronome@example.org',
      hasAccount: true,
      parcels: [
        { id: first, label: 'Partage A' },
        { id: second, label: 'Partage B' },
      ],
    });
    expect((await request(provider, 'DELETE', '/parcels/sharing/emails/newcomer@demo.test')).statusCode).toBe(204);
    expect((await request(newcomer, 'GET', `/parcels/${first}`)).statusCode).toBe(404);
    expect((await request(agronomist, 'GET', `/parcels/${first}`)).statusCode).toBe(200);
  });

  it('shares all the requested parcels or none: a parcel outside the caller’s accounts is 404', async () => {
    const own = await createParcel(farmer, 'Partage refusé');
    const foreign = await createParcel(staff, 'Hors périmètre', independentFarm);
    const refused = await request(provider, 'POST', '/parcels/sharing', {
      parcelIds: [own, foreign],
      emails: ['quelquun@example.org'],
    });
    expect(refused.statusCode).toBe(404);
    expect((await request(farmer, 'GET', `/parcels/${own}`)).json().sharingMode).toEqual(['private']);
  });

  it('sets a parcel’s sharing modes, refusing contradictory ones with their field', async () => {
    const parcel = await createParcel(farmer, 'Modes');
    const paths = async (payload: object) => {
      const response = await request(provider, 'POST', `/parcels/${parcel}/sharing`, payload);
      expect(response.statusCode).toBe(422);
      return response.json().data.issues.map((issue: { path: string[] }) => issue.path.join('.'));
    };
    expect(await paths({ sharingMode: ['private', 'public'], sharedEmails: [], sharedAccountIds: [] })).toEqual([
      'sharingMode',
    ]);
    expect(await paths({ sharingMode: ['targeted'], sharedEmails: [], sharedAccountIds: [] })).toEqual([
      'sharedEmails',
    ]);

    const newcomerFarm = await accountIdByName(t.db, 'Ferme du Nouveau');
    const set = await request(provider, 'POST', `/parcels/${parcel}/sharing`, {
      sharingMode: ['public', 'targeted_account'],
      sharedEmails: [],
      sharedAccountIds: [newcomerFarm],
    });
    expect(set.json()).toMatchObject({
      sharingMode: ['public', 'targeted_account'],
      sharedAccounts: [{ accountId: newcomerFarm, accountName: 'Ferme du Nouveau' }],
    });
    expect((await request(newcomer, 'GET', `/parcels/${parcel}`)).json().isEditable).toBe(false);

    const back = await request(provider, 'POST', `/parcels/${parcel}/sharing`, {
      sharingMode: ['private'],
      sharedEmails: ['ignored@example.org'],
      sharedAccountIds: [],
    });
    expect(back.json()).toMatchObject({ sharingMode: ['private'], sharedEmails: [], sharedAccounts: [] });
    expect((await request(newcomer, 'GET', `/parcels/${parcel}`)).statusCode).toBe(404);
  });

  it('is for roles that may edit parcel sharing (403 for a farmer) and other accounts get 404', async () => {
    const parcel = await createParcel(farmer, 'Droits');
    expect(
      (await request(farmer, 'POST', '/parcels/sharing', { parcelIds: [parcel], emails: ['x@example.org'] }))
        .statusCode,
    ).toBe(403);
    expect((await request(farmer, 'GET', '/parcels/sharing/emails')).statusCode).toBe(403);
    const foreignProvider = await request(provider, 'POST', '/parcels/sharing', {
      parcelIds: [await createParcel(staff, 'Autre distributeur', independentFarm)],
      emails: ['x@example.org'],
    });
    expect(foreignProvider.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/back/sharing-invitations/${crypto.randomUUID()}` })).statusCode).toBe(404);
  });
});

describe('sharing limits', () => {
  const addresses = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, n) => `${prefix}-${n}@limits.example.org`);

  it('names at most 50 addresses in one request, and mails nobody when it names more', async () => {
    const parcel = await createParcel(staff, 'Trop d’adresses', independentFarm);
    const tooMany = await request(staff, 'POST', '/parcels/sharing', {
      parcelIds: [parcel],
      emails: addresses('many', 51),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().data.issues).toMatchObject([
      { path: ['emails'], message: 'parcel.sharing.errors.too-many-emails' },
    ]);
    const ownSharing = await request(staff, 'POST', `/parcels/${parcel}/sharing`, {
      sharingMode: ['targeted'],
      sharedEmails: addresses('many', 51),
      sharedAccountIds: [],
    });
    expect(ownSharing.statusCode).toBe(422);
    expect(smtp.received.some((mail) => mail.to.some((to) => to.startsWith('many-')))).toBe(false);
  });

  it('mails at most 200 addresses a day per account: past that, a 429 with Retry-After that changes nothing', async () => {
    const parcel = await createParcel(staff, 'Partage en masse', independentFarm);
    for (let batch = 0; batch < 4; batch += 1) {
      const shared = await request(staff, 'POST', '/parcels/sharing', {
        parcelIds: [parcel],
        emails: addresses(`batch-${batch}`, 50),
      });
      expect(shared.statusCode).toBe(200);
    }
    const refused = await request(staff, 'POST', `/parcels/${parcel}/sharing`, {
      sharingMode: ['targeted'],
      sharedEmails: ['one-more@limits.example.org'],
      sharedAccountIds: [],
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(refused.json()).toMatchObject({ status: 429, message: 'too many requests, try again later' });
    expect((await request(staff, 'GET', `/parcels/${parcel}`)).json().sharedEmails).toHaveLength(200);
    // Another account has its own allowance.
    const other = await request(provider, 'POST', '/parcels/sharing', {
      parcelIds: [await createParcel(farmer, 'Partage voisin')],
      emails: ['one-more@limits.example.org'],
    });
    expect(other.statusCode).toBe(200);
  });
});
