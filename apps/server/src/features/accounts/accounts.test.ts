import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, roles, users } from '../../db/schema.ts';
import { accountIdByName, createUserWithRights } from '../../test/fixtures.ts';
import { linkIn, startSmtpServer } from '../../test/smtp-server.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let staff: string;
let provider: string;
let farmer: string;
let otherProviderId: string;
let otherFarmId: string;

const postalAddress = { firstLine: '3 chemin du Moulin', postalCode: '32000', city: 'Auch', country: 'FR' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://console.example.test' });
  ({ staff, provider, farmer } = await signInDemoUsers(t.app));
  // Another provider and its farm, in Germany: the demo provider must never see them.
  const [other] = await t.db
    .insert(accounts)
    .values({
      type: 'provider',
      name: 'Andere Landtechnik',
      postalAddress: { firstLine: 'Feldweg 2', postalCode: '80331', city: 'München', country: 'DE' },
    })
    .returning({ id: accounts.id });
  otherProviderId = other?.id ?? '';
  const [otherFarm] = await t.db
    .insert(accounts)
    .values({
      type: 'farmer',
      name: 'Hof am Bach',
      providerId: otherProviderId,
      comment: 'Kunde seit 2019',
      postalAddress: { firstLine: 'Bachstraße 1', postalCode: '80333', city: 'München', country: 'DE' },
    })
    .returning({ id: accounts.id });
  otherFarmId = otherFarm?.id ?? '';
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Issue = { path: (string | number)[]; message: string };
type Page = { items: { name: string; [key: string]: unknown }[]; total: number };

const get = (token: string, url: string) => t.app.inject({ url: `/back${url}`, headers: bearer(token) });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/back${url}`, headers: bearer(token), payload });
const names = (page: Page) => page.items.map((item) => item.name);
const issuesOf = (body: { data: { issues: Issue[] } }) => body.data.issues.map((issue) => issue.path.join('.'));
const accountCount = async (name: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(eq(accounts.name, name))
  )[0]?.n;

const admin = (email: string, language = 'en') => ({ firstName: 'Greta', lastName: 'Vogel', email, language });
const newAccount = (name: string, change: object = {}) => ({ name, postalAddress, ...change });

describe('GET /back/providers and /back/farmers', () => {
  it('lists providers for staff, with search, country filter, sort and counts', async () => {
    const all = (await get(staff, '/providers')).json<Page>();
    expect(names(all)).toEqual(['Agri Distribution Demo', 'Andere Landtechnik']);
    expect(all.items[0]).toMatchObject({ siret: '73282932000074', userCount: 1, farmerCount: 2 });
    expect(all.items[0]?.address).toEqual({ postalCode: '31000', city: 'Toulouse', country: 'FR' });

    // By name, SIRET start or city start, case-insensitive.
    expect(names((await get(staff, '/providers?search=landtech')).json())).toEqual(['Andere Landtechnik']);
    expect(names((await get(staff, '/providers?search=7328%202932')).json())).toEqual(['Agri Distribution Demo']);
    expect(names((await get(staff, '/providers?search=toul')).json())).toEqual(['Agri Distribution Demo']);
    expect(names((await get(staff, '/providers?search=100%25')).json())).toEqual([]);
    expect(names((await get(staff, '/providers?country=DE')).json())).toEqual(['Andere Landtechnik']);
    expect(names((await get(staff, '/providers?sort=createdAt&order=desc')).json())[0]).toBe('Andere Landtechnik');
    // Providers belong to no provider: that filter is not theirs.
    expect((await get(staff, `/providers?provider_id=${otherProviderId}`)).json<Page>().total).toBe(2);
  });

  it("shows a provider its own farms only, and staff every farm with each farm's provider", async () => {
    const own = (await get(provider, '/farmers')).json<Page>();
    expect(names(own)).toEqual(['Ferme des Demo', 'Ferme du Nouveau']);
    expect(own.items[0]).toMatchObject({
      provider: { name: 'Agri Distribution Demo' },
      userCount: 1,
      sensorCount: 0,
      parcelCount: 0,
    });
    expect((await get(provider, '/farmers?search=hof')).json<Page>().total).toBe(0);

    const byProvider = (await get(staff, `/farmers?provider_id=${otherProviderId}`)).json<Page>();
    expect(names(byProvider)).toEqual(['Hof am Bach']);
    expect(byProvider.items[0]).toMatchObject({ provider: { id: otherProviderId, name: 'Andere Landtechnik' } });
  });

  it('refuses the lists to roles without the right (403)', async () => {
    expect((await get(farmer, '/farmers')).statusCode).toBe(403);
    expect((await get(provider, '/providers')).statusCode).toBe(403);
    await createUserWithRights(t.db, 'Agri Distribution Demo', 'no-farms@demo.test', { farmerAccounts: 'no-access' });
    const noFarms = await signIn(t.app, 'no-farms@demo.test');
    expect((await get(noFarms, '/farmers')).statusCode).toBe(403);
    expect((await get(noFarms, '/farmers/export/csv')).statusCode).toBe(403);
    expect((await post(noFarms, '/farmers', { account: newAccount('X'), admin: admin('x@x.test') })).statusCode).toBe(
      403,
    );
  });

  it('exports the filtered list as CSV, within the scope', async () => {
    const response = await get(provider, '/farmers/export/csv?search=ferme');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="farmers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Name,SIRET,Postal code,City,Country,Created on,Users,Distributor,Sensors,Parcels');
    expect(lines).toHaveLength(3);
    expect(response.body).not.toContain('Hof am Bach');
  });

  it('exports in the reader’s language: German words, `;` and dates as dd/MM/yyyy', async () => {
    await t.db.update(users).set({ language: 'de' }).where(eq(users.email, 'provider@demo.test'));
    const response = await get(provider, '/farmers/export/csv?search=ferme');
    await t.db.update(users).set({ language: 'en' }).where(eq(users.email, 'provider@demo.test'));
    const [header, ...lines] = response.rawPayload.subarray(3).toString('utf8').trim().split('\n');
    expect(header).toBe('Name;SIRET;Postleitzahl;Ort;Land;Erstellt am;Benutzer;Händler;Sensoren;Schläge');
    expect(lines).toHaveLength(2);
    for (const line of lines)
      expect(line).toMatch(/^Ferme [^;]+;[^;]*;[^;]*;[^;]*;Frankreich;\d{2}\/\d{2}\/\d{4};\d+;/);
  });
});

describe('GET and POST /back/farmers/{id}', () => {
  it("keeps another provider's farms from a provider (404), reading and changing alike", async () => {
    expect((await get(provider, `/farmers/${otherFarmId}`)).statusCode).toBe(404);
    const change = { ...newAccount('Pris'), country: 'FR' };
    expect((await post(provider, `/farmers/${otherFarmId}`, change)).statusCode).toBe(404);
    expect(await accountCount('Hof am Bach')).toBe(1);
    // A provider is no farm, whatever the id.
    expect((await get(staff, `/farmers/${otherProviderId}`)).statusCode).toBe(404);
  });

  it("opens an account's page to its own users, without the internal comment, and no other", async () => {
    const farmId = await accountIdByName(t.db, 'Ferme des Demo');
    await t.db.update(accounts).set({ comment: 'Paie à 60 jours' }).where(eq(accounts.id, farmId));
    const own = await get(farmer, `/farmers/${farmId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Ferme des Demo', provider: { name: 'Agri Distribution Demo' } });
    expect(own.json()).not.toHaveProperty('comment');
    expect((await get(provider, `/farmers/${farmId}`)).json()).toMatchObject({ comment: 'Paie à 60 jours' });
    expect((await get(farmer, `/farmers/${otherFarmId}`)).statusCode).toBe(403);

    const providerId = await accountIdByName(t.db, 'Agri Distribution Demo');
    expect((await get(provider, `/providers/${providerId}`)).json()).toMatchObject({ farmerCount: 2 });
    expect((await get(provider, `/providers/${otherProviderId}`)).statusCode).toBe(403);
    // Its own page is for reading: changes need the right.
    expect((await post(farmer, `/farmers/${farmId}`, { ...newAccount('X'), country: 'FR' })).statusCode).toBe(403);
  });

  it("lets those who manage a farm change it, the address's country being the account's", async () => {
    const farmId = await accountIdByName(t.db, 'Ferme du Nouveau');
    const madrid = { firstLine: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', country: 'ES' };
    const mismatch = await post(provider, `/farmers/${farmId}`, { ...newAccount('Granja Nueva'), country: 'ES' });
    expect(mismatch.statusCode).toBe(422);
    expect(issuesOf(mismatch.json())).toEqual(['country']);

    const response = await post(provider, `/farmers/${farmId}`, {
      name: 'Granja Nueva',
      siret: '73282932000074',
      postalAddress: madrid,
      comment: 'Moved to Spain',
      country: 'ES',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Granja Nueva', postalAddress: madrid, comment: 'Moved to Spain' });
    // Leaving out the SIRET and the comment clears them.
    const cleared = await post(staff, `/farmers/${farmId}`, {
      name: 'Granja Nueva',
      postalAddress: madrid,
      country: 'ES',
    });
    expect(cleared.json()).not.toHaveProperty('siret');
    expect(cleared.json()).not.toHaveProperty('comment');
  });
});

describe('POST /back/providers and /back/farmers', () => {
  it("creates a provider and its admin, invited by e-mail in the admin's language", async () => {
    const response = await post(staff, '/providers', {
      account: newAccount('Landhandel Nord', { siret: '73282932000074', comment: 'Signed in March' }),
      admin: admin('greta@landhandel.test', 'de'),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ type: 'provider', name: 'Landhandel Nord', userCount: 1, farmerCount: 0 });

    const [user] = await t.db
      .select({ state: users.state, isAdmin: roles.isAdmin, accountType: roles.accountType, zoneId: users.zoneId })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.email, 'greta@landhandel.test'));
    expect(user).toEqual({ state: 'invited', isAdmin: true, accountType: 'provider', zoneId: 'Europe/Paris' });

    const mail = await smtp.waitForMail('greta@landhandel.test', /register/);
    expect(mail).toContain('Hallo Greta');
    const link = linkIn(mail, '/register/');
    expect(link).toMatch(/^https:\/\/console\.example\.test\/register\/[\w-]{43}$/);
    const token = new URL(link).pathname.split('/')[2] ?? '';
    const activated = await t.app.inject({
      method: 'POST',
      url: `/back/register/${token}`,
      payload: { password: 'colza-limaces-2026' },
    });
    expect(activated.statusCode).toBe(200);
    await expect(signIn(t.app, 'greta@landhandel.test', 'colza-limaces-2026')).resolves.toBeTypeOf('string');
  });

  it("gives a provider's new farm to the provider, its admin reviewing the farm while activating", async () => {
    const response = await post(provider, '/farmers', {
      account: newAccount('EARL du Coteau'),
      admin: admin('leo@coteau.test', 'fr'),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ provider: { name: 'Agri Distribution Demo' }, sensorCount: 0 });
    const mail = await smtp.waitForMail('leo@coteau.test', /register/);
    expect(mail).toContain('Bonjour Greta');
    expect(linkIn(mail, '/register/')).toMatch(/\/register\/[\w-]{43}\/farmers$/);
    expect(names((await get(provider, '/farmers?search=coteau')).json())).toEqual(['EARL du Coteau']);
  });

  it("lets staff choose a farm's provider, or none, and refuses a provider that is none", async () => {
    const chosen = await post(staff, '/farmers', {
      account: newAccount('Hof Neu', { providerId: otherProviderId }),
      admin: admin('hof-neu@example.test'),
    });
    expect(chosen.json()).toMatchObject({ provider: { id: otherProviderId } });
    const direct = await post(staff, '/farmers', {
      account: newAccount('Direct Farm'),
      admin: admin('d@example.test'),
    });
    expect(direct.json()).toMatchObject({ provider: null });

    const notProvider = await post(staff, '/farmers', {
      account: newAccount('Nowhere Farm', { providerId: otherFarmId }),
      admin: admin('n@example.test'),
    });
    expect(notProvider.statusCode).toBe(422);
    expect(issuesOf(notProvider.json())).toEqual(['account.providerId']);
    // A provider cannot give a farm to another provider.
    const foreign = await post(provider, '/farmers', {
      account: newAccount('Nowhere Farm', { providerId: otherProviderId }),
      admin: admin('n@example.test'),
    });
    expect(foreign.statusCode).toBe(422);
    expect(await accountCount('Nowhere Farm')).toBe(0);
  });

  it('creates nothing when the admin is refused: an address in use is a 409 on admin.email', async () => {
    const response = await post(staff, '/providers', {
      account: newAccount('Doublon SA'),
      admin: admin('FARMER@demo.test'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.issues).toEqual([{ path: ['admin', 'email'], message: 'accounts.errors.email-taken' }]);
    expect(await accountCount('Doublon SA')).toBe(0);
  });

  it('refuses an admin role of another account type, and invalid fields with their paths (422)', async () => {
    const [farmerAdminRole] = await t.db
      .select({ id: roles.id })
      .from(roles)
      .where(sql`${roles.accountType} = 'farmer' and ${roles.isAdmin}`);
    const wrongRole = await post(staff, '/providers', {
      account: newAccount('Rôle SA'),
      admin: { ...admin('role@example.test'), roleId: farmerAdminRole?.id },
    });
    expect(wrongRole.statusCode).toBe(422);
    expect(issuesOf(wrongRole.json())).toEqual(['admin.roleId']);

    const invalid = await post(staff, '/providers', {
      account: { name: '', siret: '1234', postalAddress: { ...postalAddress, country: 'IT' } },
      admin: { ...admin('not-an-email'), language: 'it' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(issuesOf(invalid.json())).toEqual(
      expect.arrayContaining(['account.name', 'account.siret', 'account.postalAddress.country', 'admin.email']),
    );
    expect(await accountCount('Rôle SA')).toBe(0);
  });
});
