import { defaultRights } from '@console/domain/access/rights';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, refreshTokens, roles, users, userTokens } from '../../db/schema.ts';
import { accountIdByName, createUserWithRights, insertActiveUser } from '../../test/fixtures.ts';
import { readSheet } from '../../test/xlsx-cells.ts';
import { linkIn, startSmtpServer } from '../../test/smtp-server.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let staff: string;
let provider: string;
let farmer: string;
let farmId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://console.example.test' });
  ({ staff, provider, farmer } = await signInDemoUsers(t.app));
  farmId = await accountIdByName(t.db, 'Ferme des Demo');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Issues = { data: { issues: { path: (string | number)[]; message: string }[]; error?: string } };
type UserBody = {
  id: string;
  email: string;
  state: string;
  roleId: string;
  accountName: string;
  isAdmin: boolean;
  accessLinkExpiresAt: string | null;
};
type Page = { items: UserBody[]; total: number; filter: Record<string, unknown>; sort: unknown };

const get = (token: string | null, url: string) =>
  t.app.inject({ url: `/back${url}`, headers: token ? bearer(token) : {} });
const post = (token: string, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: `/back${url}`, headers: bearer(token), payload: payload as object });
const remove = (token: string, url: string) =>
  t.app.inject({ method: 'DELETE', url: `/back${url}`, headers: bearer(token) });

const emails = (page: Page) => page.items.map((item) => item.email);
const userIdOf = async (email: string) => {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};
const roleIdOf = async (accountType: 'provider' | 'farmer', labelFr: string) => {
  const [row] = await t.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.accountType, accountType), eq(roles.labelFr, labelFr)));
  if (!row) throw new Error(`no role ${labelFr}`);
  return row.id;
};

const invitation = (email: string, change: Record<string, unknown> = {}) => ({
  firstName: 'Léa',
  lastName: 'Fournier',
  email,
  language: 'fr',
  accountId: farmId,
  accountType: 'farmer',
  ...change,
});

/** An active user of an account holding an existing role, signed in. */
const signInNewUser = async (accountId: string, roleId: string, email: string) => {
  await insertActiveUser(t.db, { email, accountId, roleId, firstName: 'Test', lastName: email });
  return signIn(t.app, email);
};

describe('GET /back/users and /back/users/mine', () => {
  it('shows staff every user, a provider its own and its farmers’ users, each a page at a time', async () => {
    const all = (await get(staff, '/users')).json<Page>();
    expect(emails(all)).toEqual(
      expect.arrayContaining(['staff@demo.test', 'provider@demo.test', 'farmer@demo.test', 'newcomer@demo.test']),
    );
    const mine = (await get(provider, '/users')).json<Page>();
    expect(emails(mine).sort()).toEqual(['farmer@demo.test', 'newcomer@demo.test', 'provider@demo.test']);
    expect(mine.total).toBe(3);
    expect(mine.sort).toEqual({ field: 'lastName', order: 'asc' });
  });

  it('gives a farmer its own farm through the my-users list, and 403 on the Users list', async () => {
    expect((await get(farmer, '/users')).statusCode).toBe(403);
    const mine = (await get(farmer, '/users/mine')).json<Page>();
    expect(emails(mine)).toEqual(['farmer@demo.test']);
    expect(mine.items[0]).toMatchObject({ accountName: 'Ferme des Demo', roleLabel: 'Administrateur', isAdmin: true });
  });

  it('filters by state, role, account and a search, with snake_case names, and sorts', async () => {
    const consultation = await roleIdOf('farmer', 'Consultation');
    await t.db.insert(users).values([
      { email: 'filter-a@demo.test', accountId: farmId, roleId: consultation, lastName: 'Aubert', state: 'invited' },
      { email: 'filter-b@demo.test', accountId: farmId, roleId: consultation, lastName: 'Zola', state: 'invited' },
    ]);
    const invited = (
      await get(provider, `/users?state=invited&account_id=${farmId}&sort=lastName&order=desc`)
    ).json<Page>();
    expect(emails(invited)).toEqual(['filter-b@demo.test', 'filter-a@demo.test']);
    expect(invited.filter).toEqual({ state: 'invited', accountId: farmId });
    const byRole = (await get(provider, `/users?role_id=${consultation}&search=ZOL`)).json<Page>();
    expect(emails(byRole)).toEqual(['filter-b@demo.test']);
    const active = (await get(farmer, '/users/mine?state=activated')).json<Page>();
    expect(emails(active)).toEqual(['farmer@demo.test']);
    await t.db.delete(users).where(sql`${users.email} like 'filter-%'`);
  });

  it('refuses an unknown state in the filter, naming the parameter', async () => {
    const response = await get(staff, '/users?state=sleeping');
    expect(response.statusCode).toBe(422);
    expect(response.json<Issues>().data.issues[0]?.path).toEqual(['state']);
  });
});

describe('GET /back/users/export/{format}', () => {
  it('exports the filtered, sorted list as a named CSV file', async () => {
    const response = await get(provider, '/users/export/csv?account_id=' + farmId + '&sort=email&order=desc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]?.split(',').slice(0, 4)).toEqual(['Last name', 'First name', 'E-mail', 'State']);
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['farmer@demo.test']);
  });

  it('exports the same list as an Excel workbook', async () => {
    const response = await get(staff, '/users/export/xlsx?search=demo.test&state=activated&sort=email');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, content]) => strFromU8(content))
      .join('\n');
    const order = ['farmer@demo.test', 'newcomer@demo.test', 'provider@demo.test', 'staff@demo.test'];
    const positions = order.map((email) => text.indexOf(email));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('exports a workbook in the reader’s language, with typed cells', async () => {
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.email, 'farmer@demo.test'));
    const response = await get(farmer, '/users/export/xlsx?mine=true&search=farmer@demo.test');
    const [header, row, ...rest] = readSheet(new Uint8Array(response.rawPayload));
    expect(header?.map((cell) => cell.value)).toEqual([
      'Nom',
      'Prénom',
      'E-mail',
      'État',
      'Rôle',
      'Compte',
      'Type de compte',
      'Téléphone',
      'Langue',
      'Créé le',
    ]);
    expect(row).toEqual(
      expect.arrayContaining([
        { type: 'text', value: 'farmer@demo.test' },
        { type: 'text', value: 'Actif' },
        { type: 'text', value: 'Agriculteur' },
        { type: 'text', value: 'Français' },
        { type: 'number', value: expect.any(Number), format: 'dd/mm/yyyy' },
      ]),
    );
    expect(rest).toEqual([]);
  });

  it('exports the my-users list with `mine`, under the my-users right', async () => {
    expect((await get(farmer, '/users/export/csv')).statusCode).toBe(403);
    const response = await get(farmer, '/users/export/csv?mine=true');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('farmer@demo.test');
    expect(response.body).not.toContain('newcomer@demo.test');
  });

  it('refuses an unknown format', async () => {
    expect((await get(staff, '/users/export/pdf')).statusCode).toBe(404);
  });
});

describe('POST /back/users', () => {
  it('invites a user who activates the account from the e-mailed link and then signs in', async () => {
    const consultation = await roleIdOf('farmer', 'Consultation');
    const response = await post(provider, '/users', { ...invitation('lea@ferme.test'), roleId: consultation });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<UserBody>()).toMatchObject({
      email: 'lea@ferme.test',
      state: 'invited',
      accountName: 'Ferme des Demo',
    });

    const link = linkIn(await smtp.waitForMail('lea@ferme.test', /register/), '/register/');
    expect(link).toMatch(/^https:\/\/console\.example\.test\/register\/[\w-]{43}$/);
    const token = new URL(link).pathname.split('/')[2] ?? '';
    const activated = await t.app.inject({
      method: 'POST',
      url: `/back/register/${token}`,
      payload: { password: 'colza-limaces-2026' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    await expect(signIn(t.app, 'lea@ferme.test', 'colza-limaces-2026')).resolves.toBeTypeOf('string');
    const listed = (await get(farmer, '/users/mine?search=lea@')).json<Page>();
    expect(listed.items.map((item) => [item.email, item.state])).toEqual([['lea@ferme.test', 'activated']]);
  });

  it("gives the new user the time zone of the account's country", async () => {
    const [farm] = await t.db
      .insert(accounts)
      .values({
        type: 'farmer',
        name: 'Hillside Farm',
        postalAddress: { firstLine: '1 Lane', postalCode: 'EX1 1AA', city: 'Exeter', country: 'UK' },
      })
      .returning({ id: accounts.id });
    const response = await post(staff, '/users', {
      ...invitation('tom@hillside.test'),
      language: 'en',
      accountId: farm?.id,
      roleId: await roleIdOf('farmer', 'Administrateur'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [created] = await t.db
      .select({ zoneId: users.zoneId })
      .from(users)
      .where(eq(users.email, 'tom@hillside.test'));
    expect(created?.zoneId).toBe('Europe/London');
    // The first administrator of a farm created for them reviews its details while activating.
    expect(linkIn(await smtp.waitForMail('tom@hillside.test', /register/), '/register/')).toMatch(/\/farmers$/);
  });

  it('refuses an address in use, whatever its case, naming the field, and creates nobody', async () => {
    const admin = await roleIdOf('farmer', 'Administrateur');
    const response = await post(farmer, '/users', { ...invitation('PROVIDER@demo.test'), roleId: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json<Issues>().data.issues).toEqual([{ path: ['email'], message: 'users.errors.email-taken' }]);
  });

  it('answers 422 with field paths for an invalid user', async () => {
    const response = await post(staff, '/users', { ...invitation('not-an-email'), firstName: '', roleId: 'x' });
    expect(response.statusCode).toBe(422);
    const paths = response.json<Issues>().data.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['email', 'firstName', 'roleId']));
  });

  it('refuses a role of another account type and an account out of reach, naming the field', async () => {
    const providerRole = await roleIdOf('provider', 'Consultation');
    const wrongRole = await post(provider, '/users', { ...invitation('role@ferme.test'), roleId: providerRole });
    expect(wrongRole.statusCode).toBe(422);
    expect(wrongRole.json<Issues>().data.issues[0]?.path).toEqual(['roleId']);

    const staffAccount = await accountIdByName(t.db, 'De Sangosse');
    const outOfReach = await post(provider, '/users', {
      ...invitation('reach@ferme.test'),
      accountId: staffAccount,
      accountType: 'desangosse',
      roleId: providerRole,
    });
    expect(outOfReach.statusCode).toBe(422);
    expect(outOfReach.json<Issues>().data.issues[0]?.path).toEqual(['accountId']);

    // Without the Users right, the my-users right invites into the caller's own account only.
    const newcomerFarm = await accountIdByName(t.db, 'Ferme du Nouveau');
    const otherFarm = await post(farmer, '/users', {
      ...invitation('other@ferme.test'),
      accountId: newcomerFarm,
      roleId: await roleIdOf('farmer', 'Consultation'),
    });
    expect(otherFarm.statusCode).toBe(422);
    expect(
      await t.db
        .select()
        .from(users)
        .where(sql`${users.email} like '%@ferme.test' and ${users.email} <> 'lea@ferme.test'`),
    ).toEqual([]);
  });
});

describe('one user', () => {
  it('answers 404, not data, for another tenant’s user, and for an id that is not one', async () => {
    const staffUser = await userIdOf('staff@demo.test');
    const newcomer = await userIdOf('newcomer@demo.test');
    expect((await get(provider, `/users/${staffUser}`)).statusCode).toBe(404);
    expect((await get(farmer, `/users/${newcomer}`)).statusCode).toBe(404);
    expect(
      (await post(farmer, `/users/${newcomer}`, { firstName: 'X', lastName: 'Y', language: 'fr', roleId: newcomer }))
        .statusCode,
    ).toBe(404);
    expect((await remove(provider, `/users/${staffUser}`)).statusCode).toBe(404);
    expect((await post(provider, `/users/${staffUser}/activation-request`)).statusCode).toBe(404);
    expect((await get(staff, '/users/not-a-uuid')).statusCode).toBe(404);
    expect((await get(provider, `/users/${newcomer}`)).json<UserBody>().email).toBe('newcomer@demo.test');
  });

  it('answers 403 to a role with neither the Users nor the my-users right', async () => {
    await createUserWithRights(t.db, 'Ferme des Demo', 'nousers@demo.test', { myUsers: 'no-access' });
    const token = await signIn(t.app, 'nousers@demo.test');
    const farmerUser = await userIdOf('farmer@demo.test');
    expect((await get(token, '/users/mine')).statusCode).toBe(403);
    expect((await get(token, `/users/${farmerUser}`)).statusCode).toBe(403);
    expect((await get(token, '/users/export/csv?mine=true')).statusCode).toBe(403);
    const consultation = await roleIdOf('farmer', 'Consultation');
    expect((await post(token, '/users', { ...invitation('x@ferme.test'), roleId: consultation })).statusCode).toBe(403);
    expect((await remove(token, `/users/${farmerUser}`)).statusCode).toBe(403);
  });

  it('lets a read-only Users right look but not change', async () => {
    await createUserWithRights(t.db, 'Agri Distribution Demo', 'readonly@demo.test', {
      users: 'read-only',
      myUsers: 'read-only',
    });
    const token = await signIn(t.app, 'readonly@demo.test');
    const farmerUser = await userIdOf('farmer@demo.test');
    expect((await get(token, `/users/${farmerUser}`)).statusCode).toBe(200);
    const change = {
      firstName: 'Jeanne',
      lastName: 'Moreau',
      language: 'fr',
      roleId: await roleIdOf('farmer', 'Administrateur'),
    };
    expect((await post(token, `/users/${farmerUser}`, change)).statusCode).toBe(403);
    expect((await post(token, `/users/${farmerUser}/activation-request`)).statusCode).toBe(403);
    expect((await post(token, '/users', { ...invitation('ro@ferme.test'), roleId: change.roleId })).statusCode).toBe(
      403,
    );
  });
});

describe('the my-users edit rule, on the server', () => {
  /** A farm role that is no administrator role; by default it manages the farm's users. */
  const insertFarmRole = async (labelFr: string, rights = defaultRights('farmer')) => {
    const [role] = await t.db
      .insert(roles)
      .values({ accountType: 'farmer', labelFr, rights })
      .returning({ id: roles.id });
    return role?.id ?? '';
  };

  it('lets a my-users editor change administrators and users of their own role, and no one else', async () => {
    const chefRole = await insertFarmRole('Chef de culture');
    const consultation = await roleIdOf('farmer', 'Consultation');
    const editor = await signInNewUser(farmId, chefRole, 'chef@ferme.test');
    await signInNewUser(farmId, chefRole, 'chef-2@ferme.test');
    await signInNewUser(farmId, consultation, 'lecteur@ferme.test');

    const change = (roleId: string) => ({ firstName: 'Changed', lastName: 'Name', language: 'en', roleId });
    const admin = await userIdOf('farmer@demo.test');
    const sameRole = await userIdOf('chef-2@ferme.test');
    const otherRole = await userIdOf('lecteur@ferme.test');
    const adminRole = await roleIdOf('farmer', 'Administrateur');
    expect((await post(editor, `/users/${admin}`, change(adminRole))).statusCode).toBe(200);
    expect((await post(editor, `/users/${sameRole}`, change(chefRole))).statusCode).toBe(200);
    expect((await post(editor, `/users/${otherRole}`, change(consultation))).statusCode).toBe(403);
    expect((await remove(editor, `/users/${otherRole}`)).statusCode).toBe(403);
    // The same list is readable: the rule is about changes.
    expect((await get(editor, `/users/${otherRole}`)).statusCode).toBe(200);

    // Without the my-users edit right, not even an administrator can be changed.
    const reader = await insertFarmRole('Lecteur équipe', { ...defaultRights('farmer'), myUsers: 'read-only' });
    const readOnly = await signInNewUser(farmId, reader, 'lecture@ferme.test');
    expect((await post(readOnly, `/users/${admin}`, change(adminRole))).statusCode).toBe(403);
  });

  it('keeps the administrator roles to administrators: a my-users editor neither invites nor promotes one', async () => {
    const managerRole = await insertFarmRole('Gestionnaire équipe');
    const editor = await signInNewUser(farmId, managerRole, 'gestion@ferme.test');
    await signInNewUser(farmId, managerRole, 'gestion-2@ferme.test');
    const colleague = await userIdOf('gestion-2@ferme.test');
    const adminRole = await roleIdOf('farmer', 'Administrateur');
    const promote = { firstName: 'Paul', lastName: 'Durand', language: 'fr', roleId: adminRole };

    expect((await post(editor, `/users/${colleague}`, promote)).statusCode).toBe(403);
    expect(
      (await post(editor, '/users', { ...invitation('second-admin@ferme.test'), roleId: adminRole })).statusCode,
    ).toBe(403);
    expect((await get(editor, `/users/${colleague}`)).json<UserBody>().isAdmin).toBe(false);
    // The account's administrator may, and so may the distributor that manages the farm's users.
    expect(
      (await post(farmer, '/users', { ...invitation('second-admin@ferme.test'), roleId: adminRole })).statusCode,
    ).toBe(201);
    expect((await post(provider, `/users/${colleague}`, promote)).statusCode).toBe(200);
  });
});

describe('changing and deleting', () => {
  it('updates names, language and role, but never the e-mail', async () => {
    const consultation = await roleIdOf('farmer', 'Consultation');
    const created = (
      await post(provider, '/users', { ...invitation('maj@ferme.test'), roleId: consultation })
    ).json<UserBody>();
    const response = await post(provider, `/users/${created.id}`, {
      firstName: 'Marc',
      lastName: 'Antoine',
      language: 'de',
      phoneNumber: '+33612345678',
      roleId: await roleIdOf('farmer', 'Administrateur'),
      email: 'changed@ferme.test',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Marc',
      language: 'de',
      isAdmin: true,
      email: 'maj@ferme.test',
    });
  });

  it('keeps a user from changing their own role and an account from losing its last administrator', async () => {
    const farmerUser = await userIdOf('provider@demo.test');
    const consultation = await roleIdOf('provider', 'Consultation');
    const own = await post(provider, `/users/${farmerUser}`, {
      firstName: 'Paul',
      lastName: 'Durand',
      language: 'en',
      roleId: consultation,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json<Issues>().data.issues).toEqual([{ path: ['roleId'], message: 'users.errors.own-role' }]);

    const newcomer = await userIdOf('newcomer@demo.test');
    const lastAdmin = await post(provider, `/users/${newcomer}`, {
      firstName: 'Noé',
      lastName: 'Petit',
      language: 'en',
      roleId: await roleIdOf('farmer', 'Consultation'),
    });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json<Issues>().data.issues[0]?.message).toBe('users.errors.last-admin');
    const deleted = await remove(provider, `/users/${newcomer}`);
    expect([deleted.statusCode, deleted.json<Issues>().data.error]).toEqual([409, 'last-admin']);
  });

  it('refuses to delete oneself', async () => {
    const self = await remove(staff, `/users/${await userIdOf('staff@demo.test')}`);
    expect([self.statusCode, self.json<Issues>().data.error]).toEqual([409, 'delete-self']);
  });

  it('deletes a user with their sessions and links, after which they cannot sign in', async () => {
    await createUserWithRights(t.db, 'Agri Distribution Demo', 'leaving@demo.test', {});
    const token = await signIn(t.app, 'leaving@demo.test');
    const id = await userIdOf('leaving@demo.test');
    await post(staff, `/users/${id}/generate-access-link-token`);
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))).toHaveLength(1);

    const response = await remove(provider, `/users/${id}`);
    expect(response.statusCode).toBe(204);
    expect((await get(provider, `/users/${id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))).toEqual([]);
    expect(await t.db.select().from(userTokens).where(eq(userTokens.userId, id))).toEqual([]);
    expect((await get(token, '/profile')).statusCode).toBe(401);
    await expect(signIn(t.app, 'leaving@demo.test')).rejects.toThrow();
  });
});

describe('POST /back/users/{id}/activation-request', () => {
  it('sends an invited user a new link, which replaces the first', async () => {
    const consultation = await roleIdOf('farmer', 'Consultation');
    const { id } = (
      await post(farmer, '/users', { ...invitation('relance@ferme.test'), roleId: consultation, language: 'en' })
    ).json<UserBody>();
    // The farm admin may invite a read-only colleague but, by the my-users rule, not change them: the provider re-sends.
    const first = linkIn(await smtp.waitForMail('relance@ferme.test', /register/), '/register/');
    expect((await post(farmer, `/users/${id}/activation-request`)).statusCode).toBe(403);
    expect((await post(provider, `/users/${id}/activation-request`)).statusCode).toBe(202);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('relance@ferme.test')).length).toBe(2);
    const second = linkIn(
      smtp.received.filter((mail) => mail.to.includes('relance@ferme.test'))[1]?.raw ?? '',
      '/register/',
    );
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: `/back/register/${new URL(first).pathname.split('/')[2]}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/back/register/${new URL(second).pathname.split('/')[2]}` })).statusCode).toBe(
      200,
    );
  });

  it('answers 409 for a user who already activated', async () => {
    const response = await post(provider, `/users/${await userIdOf('farmer@demo.test')}/activation-request`);
    expect([response.statusCode, response.json<Issues>().data.error]).toEqual([409, 'already-active']);
  });
});

describe('access links', () => {
  it('let staff open the console as an active user, until the link is revoked', async () => {
    const farmerUser = await userIdOf('farmer@demo.test');
    const generated = await post(staff, `/users/${farmerUser}/generate-access-link-token`);
    expect(generated.statusCode, generated.body).toBe(200);
    const link = generated.json<{ token: string; url: string; expiresAt: string }>();
    expect(link.url).toBe(`https://console.example.test/login/access-link-token/${link.token}`);
    const hoursLeft = (Date.parse(link.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    expect((await get(staff, `/users/${farmerUser}`)).json<UserBody>().accessLinkExpiresAt).toBe(link.expiresAt);

    // Public: the person opening the link is not signed in; the link works more than once.
    for (let use = 0; use < 2; use += 1) {
      const opened = await get(null, `/users/access-link-token/${link.token}`);
      expect(opened.statusCode).toBe(200);
      const { url } = opened.json<{ url: string }>();
      expect(url).toMatch(/^\/login\/token\/[\w.-]+$/);
      const accessToken = decodeURIComponent(url.slice('/login/token/'.length));
      expect((await get(accessToken, '/profile')).json<{ email: string }>().email).toBe('farmer@demo.test');
    }

    expect((await post(staff, `/users/${farmerUser}/delete-access-link-token`)).statusCode).toBe(204);
    expect((await get(null, `/users/access-link-token/${link.token}`)).statusCode).toBe(404);
    expect((await get(staff, `/users/${farmerUser}`)).json<UserBody>().accessLinkExpiresAt).toBeNull();
  });

  it('are for staff with the Users edit right, towards active distributor and farmer users only', async () => {
    const farmerUser = await userIdOf('farmer@demo.test');
    expect((await post(provider, `/users/${farmerUser}/generate-access-link-token`)).statusCode).toBe(403);
    expect((await post(farmer, `/users/${farmerUser}/generate-access-link-token`)).statusCode).toBe(403);
    const colleague = await userIdOf('staff@demo.test');
    expect((await post(staff, `/users/${colleague}/generate-access-link-token`)).statusCode).toBe(403);
    await t.db.insert(users).values({
      email: 'pending@ferme.test',
      accountId: farmId,
      roleId: await roleIdOf('farmer', 'Consultation'),
    });
    const pending = await post(staff, `/users/${await userIdOf('pending@ferme.test')}/generate-access-link-token`);
    expect([pending.statusCode, pending.json<Issues>().data.error]).toEqual([409, 'not-active']);
  });

  it('answer 404 for an unknown or malformed link', async () => {
    expect((await get(null, `/users/access-link-token/${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await get(null, '/users/access-link-token/short')).statusCode).toBe(404);
  });

  it('stop working when the user is disabled', async () => {
    await createUserWithRights(t.db, 'Ferme du Nouveau', 'disabled@demo.test', {});
    const id = await userIdOf('disabled@demo.test');
    const { token } = (await post(staff, `/users/${id}/generate-access-link-token`)).json<{ token: string }>();
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.id, id));
    expect((await get(null, `/users/access-link-token/${token}`)).statusCode).toBe(404);
  });
});
