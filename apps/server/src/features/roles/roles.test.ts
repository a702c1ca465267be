import { defaultRights, type Rights } from '@console/domain/access/rights';
import type { RoleInput } from '@console/domain/role/role.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { accountIdByName, createUserWithRights, insertActiveUser } from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider, farmer } = await signInDemoUsers(t.app));
});
afterAll(() => t.close());

type RoleBody = { id: string; labelFr: string; accountType: string; userCount: number; rights: Rights };
type IssueBody = { data: { issues: { path: (string | number)[]; message: string }[] } };

const farmerRole = (change: Partial<RoleInput> = {}): RoleInput => ({
  accountType: 'farmer',
  labelFr: 'Chef de culture',
  startPage: '/parcels',
  isAdmin: false,
  rights: { ...defaultRights('farmer'), myUsers: 'no-access', myAccount: 'read-only' },
  ...change,
});

const get = (token: string, url: string) => t.app.inject({ url: `/back${url}`, headers: bearer(token) });
const post = (token: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/back${url}`, headers: bearer(token), payload: payload as object });
const remove = (token: string, url: string) =>
  t.app.inject({ method: 'DELETE', url: `/back${url}`, headers: bearer(token) });

const createRole = async (input: RoleInput): Promise<RoleBody> => {
  const response = await post(staff, '/roles', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RoleBody>();
};

const labels = (body: { items: { labelFr: string }[] }) => body.items.map((item) => item.labelFr);

/** A user of the farm holding the role, signed in: proves what the role's rights let its users do. */
const signInHolder = async (roleId: string, email: string): Promise<string> => {
  await insertActiveUser(t.db, { email, accountId: await accountIdByName(t.db, 'Ferme des Demo'), roleId });
  return signIn(t.app, email);
};

describe('GET /back/roles', () => {
  it('lists the roles a page at a time, sorted by label, with how many users hold each', async () => {
    const response = await get(staff, '/roles?account_type=farmer');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      total: 2,
      filter: { accountType: 'farmer' },
      sort: { field: 'labelFr', order: 'asc' },
    });
    expect(body.items).toEqual([
      expect.objectContaining({ labelFr: 'Administrateur', accountType: 'farmer', isAdmin: true, userCount: 2 }),
      expect.objectContaining({ labelFr: 'Consultation', accountType: 'farmer', isAdmin: false, userCount: 0 }),
    ]);
  });

  it('searches the label, case-insensitively, and sorts by account type', async () => {
    const response = await get(staff, '/roles?search=CONSULT&sort=accountType&order=desc');
    expect(response.json().items.map((role: RoleBody) => role.accountType)).toEqual([
      'provider',
      'farmer',
      'desangosse',
    ]);
    expect(labels(response.json())).toEqual(['Consultation', 'Consultation', 'Consultation']);
    expect((await get(staff, '/roles?search=%25')).json().total).toBe(0);
  });

  it('sorts by the label in the language asked, the French one standing in for a role without it', async () => {
    const accountant = await createRole(
      farmerRole({
        accountType: 'provider',
        labelFr: 'Zélateur',
        labelEn: 'Accountant',
        rights: defaultRights('provider'),
      }),
    );
    const sorted = async (query: string) => labels((await get(staff, `/roles?account_type=provider${query}`)).json());
    expect(await sorted('')).toEqual(['Administrateur', 'Consultation', 'Zélateur']);
    expect(await sorted('&language=en')).toEqual(['Zélateur', 'Administrateur', 'Consultation']);
    expect(await sorted('&language=en&order=desc')).toEqual(['Consultation', 'Administrateur', 'Zélateur']);
    expect((await remove(staff, `/roles/${accountant.id}`)).statusCode).toBe(204);
  });

  it('refuses an unknown account type in the filter with the parameter named', async () => {
    const response = await get(staff, '/roles?account_type=pirate');
    expect(response.statusCode).toBe(422);
    expect(response.json<IssueBody>().data.issues[0]?.path).toEqual(['accountType']);
  });
});

describe('POST /back/roles', () => {
  it('creates a role that the list and the detail show', async () => {
    const created = await createRole(farmerRole({ labelFr: '  Saisonnier ' }));
    expect(created).toMatchObject({ labelFr: 'Saisonnier', accountType: 'farmer', userCount: 0 });
    expect(created.rights.myAccount).toBe('read-only');
    expect((await get(staff, `/roles/${created.id}`)).json()).toEqual(created);
    expect(labels((await get(staff, '/roles?search=saison')).json())).toEqual(['Saisonnier']);
  });

  it('refuses a label another role of the same account type has, whatever its case', async () => {
    const response = await post(staff, '/roles', farmerRole({ labelFr: 'administrateur' }));
    expect(response.statusCode).toBe(409);
    expect(response.json<IssueBody>().data.issues).toEqual([
      { path: ['labelFr'], message: 'roles.errors.label-taken' },
    ]);
    // Another account type may use it.
    await createRole(
      farmerRole({
        accountType: 'anonymous',
        labelFr: 'Administrateur',
        rights: defaultRights('anonymous'),
        startPage: '/profile',
      }),
    );
  });

  it('answers 422 naming the right that is not in the right enum', async () => {
    const response = await post(
      staff,
      '/roles',
      farmerRole({ rights: { ...farmerRole().rights, sensors: 'admin' as never } }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<IssueBody>().data.issues.map((issue) => issue.path)).toEqual([['rights', 'sensors']]);
  });

  it('answers 422 for a key the account type may not hold granted above no-access', async () => {
    const response = await post(
      staff,
      '/roles',
      farmerRole({ rights: { ...farmerRole().rights, roles: 'read-only', users: 'full-access' } }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<IssueBody>().data.issues).toEqual([
      { path: ['rights', 'users'], message: 'roles.errors.right-not-allowed' },
      { path: ['rights', 'roles'], message: 'roles.errors.right-not-allowed' },
    ]);
  });

  it('answers 422 for a start page the role cannot reach', async () => {
    const rights: Rights = { ...farmerRole().rights, sensors: 'no-access' };
    const response = await post(staff, '/roles', farmerRole({ rights, startPage: '/sensors' }));
    expect(response.statusCode).toBe(422);
    expect(response.json<IssueBody>().data.issues).toEqual([
      { path: ['startPage'], message: 'roles.errors.start-page-unreachable' },
    ]);
  });

  it('answers 422 for a missing field and an unknown account type', async () => {
    const { labelFr: _label, ...rest } = farmerRole();
    const response = await post(staff, '/roles', { ...rest, accountType: 'pirate' });
    expect(response.statusCode).toBe(422);
    const paths = response.json<IssueBody>().data.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['accountType', 'labelFr']));
  });
});

describe('POST /back/roles/{id}', () => {
  it('updates the role', async () => {
    const role = await createRole(farmerRole({ labelFr: 'Stagiaire' }));
    const response = await post(
      staff,
      `/roles/${role.id}`,
      farmerRole({ labelFr: 'Stagiaire confirmé', startPage: '/sensors', isAdmin: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: role.id,
      labelFr: 'Stagiaire confirmé',
      startPage: '/sensors',
      isAdmin: true,
    });
    expect((await get(staff, `/roles/${role.id}`)).json()).toMatchObject({ labelFr: 'Stagiaire confirmé' });
  });

  it('changes what the role’s users can do on their very next request', async () => {
    const role = await createRole(farmerRole({ labelFr: 'Observateur' }));
    const holder = await signInHolder(role.id, 'observer@ferme.test');
    expect((await get(holder, '/sensors')).statusCode).toBe(200);
    expect((await get(staff, `/roles/${role.id}`)).json().userCount).toBe(1);

    const update = await post(
      staff,
      `/roles/${role.id}`,
      farmerRole({ labelFr: 'Observateur', rights: { ...farmerRole().rights, sensors: 'no-access' } }),
    );
    expect(update.statusCode).toBe(200);
    // The same access token: rights are read with each request, not carried in the token.
    expect((await get(holder, '/sensors')).statusCode).toBe(403);
    expect((await get(holder, '/profile')).json().role.rights.sensors).toBe('no-access');
  });

  it('keeps the account type of a role its users hold', async () => {
    const role = await createRole(farmerRole({ labelFr: 'Associé' }));
    await signInHolder(role.id, 'partner@ferme.test');
    const response = await post(
      staff,
      `/roles/${role.id}`,
      farmerRole({ labelFr: 'Associé', accountType: 'provider', rights: defaultRights('provider') }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<IssueBody>().data.issues).toEqual([
      { path: ['accountType'], message: 'roles.errors.account-type-in-use' },
    ]);
  });

  it('does not let staff take away their own right to edit roles', async () => {
    const profile = (await get(staff, '/profile')).json<{ roleId: string }>();
    const response = await post(staff, `/roles/${profile.roleId}`, {
      accountType: 'desangosse',
      labelFr: 'Administrateur',
      startPage: '/parcels',
      isAdmin: true,
      rights: { ...defaultRights('desangosse'), roles: 'read-only' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<IssueBody>().data.issues[0]?.path).toEqual(['rights', 'roles']);
    expect((await get(staff, '/roles')).statusCode).toBe(200);
  });
});

describe('DELETE /back/roles/{id}', () => {
  it('refuses while users hold the role, saying so, then deletes it once nobody does', async () => {
    const role = await createRole(farmerRole({ labelFr: 'Temporaire' }));
    await signInHolder(role.id, 'temp@ferme.test');

    const refused = await remove(staff, `/roles/${role.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: expect.stringContaining('still hold this role'),
      data: { error: 'role-in-use', userCount: 1 },
    });
    expect((await get(staff, `/roles/${role.id}`)).statusCode).toBe(200);

    await t.db.delete(users).where(eq(users.email, 'temp@ferme.test'));
    expect((await remove(staff, `/roles/${role.id}`)).statusCode).toBe(204);
    expect((await get(staff, `/roles/${role.id}`)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('answers 403 to providers and farmers, whose roles lack the Roles right', async () => {
    const { items } = (await get(staff, '/roles?account_type=farmer')).json<{ items: RoleBody[] }>();
    const id = items[0]?.id ?? '';
    for (const token of [provider, farmer]) {
      expect((await get(token, '/roles')).statusCode).toBe(403);
      expect((await get(token, `/roles/${id}`)).statusCode).toBe(403);
      expect((await post(token, '/roles', farmerRole({ labelFr: 'Intrus' }))).statusCode).toBe(403);
      expect((await post(token, `/roles/${id}`, farmerRole())).statusCode).toBe(403);
      expect((await remove(token, `/roles/${id}`)).statusCode).toBe(403);
    }
  });

  it('lets a read-only Roles right read but not write', async () => {
    await createUserWithRights(t.db, 'De Sangosse', 'reader@desangosse.test', { roles: 'read-only' });
    const reader = await signIn(t.app, 'reader@desangosse.test');
    expect((await get(reader, '/roles')).statusCode).toBe(200);
    expect((await post(reader, '/roles', farmerRole({ labelFr: 'Lecteur' }))).statusCode).toBe(403);
  });

  it('answers 404 for an unknown role, and for an id that is not one', async () => {
    const unknown = crypto.randomUUID();
    expect((await get(staff, `/roles/${unknown}`)).statusCode).toBe(404);
    expect((await post(staff, `/roles/${unknown}`, farmerRole({ labelFr: 'Fantôme' }))).statusCode).toBe(404);
    expect((await remove(staff, `/roles/${unknown}`)).statusCode).toBe(404);
    expect((await get(staff, '/roles/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('GET /back/roles/options', () => {
  const types = (body: { accountType: string }[]) => [...new Set(body.map((role) => role.accountType))];

  it('gives a provider the roles of its own and its farmers’ users, and nothing else', async () => {
    const all = await get(provider, '/roles/options');
    expect(all.statusCode).toBe(200);
    expect(types(all.json())).toEqual(['farmer', 'provider']);
    const farmers = (await get(provider, '/roles/options?account_type=farmer')).json<{ labelFr: string }[]>();
    expect(farmers.map((role) => role.labelFr)).toEqual(expect.arrayContaining(['Administrateur', 'Consultation']));
    expect((await get(provider, '/roles/options?account_type=desangosse')).statusCode).toBe(403);
  });

  it('gives a farmer with the my-users right the farmer roles only', async () => {
    expect(types((await get(farmer, '/roles/options')).json())).toEqual(['farmer']);
    expect((await get(farmer, '/roles/options?account_type=provider')).statusCode).toBe(403);
  });

  it('answers 403 to a user who manages no users and no roles', async () => {
    await createUserWithRights(t.db, 'Ferme des Demo', 'worker@ferme.test', { myUsers: 'no-access' });
    expect((await get(await signIn(t.app, 'worker@ferme.test'), '/roles/options')).statusCode).toBe(403);
  });
});

describe('labels in the four languages', () => {
  const FARMER_ADMINISTRATOR = {
    labelFr: 'Administrateur',
    labelEn: 'Administrator',
    labelDe: 'Administrator',
    labelEs: 'Administrador',
  };

  it('saves and reads a label per language, an empty one left to the French label', async () => {
    const created = await createRole(
      farmerRole({ labelFr: 'Tractoriste', labelEn: ' Tractor driver ', labelDe: 'Traktorfahrer', labelEs: '' }),
    );
    expect(created).toMatchObject({
      labelFr: 'Tractoriste',
      labelEn: 'Tractor driver',
      labelDe: 'Traktorfahrer',
      labelEs: null,
    });

    const renamed = { labelFr: 'Tractoriste', labelEn: null, labelDe: 'Traktorist', labelEs: 'Tractorista' };
    const updated = await post(staff, `/roles/${created.id}`, farmerRole(renamed));
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await get(staff, `/roles/${created.id}`)).json()).toMatchObject(renamed);
    const options = (await get(staff, '/roles/options?account_type=farmer')).json<RoleBody[]>();
    expect(options.find((option) => option.id === created.id)).toMatchObject(renamed);
  });

  it('leaves a role created without its other labels to the French one, and keeps them when an update leaves them out', async () => {
    const created = await createRole(farmerRole({ labelFr: 'Saisonnier confirmé' }));
    expect(created).toMatchObject({ labelFr: 'Saisonnier confirmé', labelEn: null, labelDe: null, labelEs: null });
    await post(
      staff,
      `/roles/${created.id}`,
      farmerRole({ labelFr: 'Saisonnier confirmé', labelEn: 'Seasonal worker' }),
    );
    const updated = await post(staff, `/roles/${created.id}`, farmerRole({ labelFr: 'Saisonnier expérimenté' }));
    expect(updated.json()).toMatchObject({ labelFr: 'Saisonnier expérimenté', labelEn: 'Seasonal worker' });
  });

  it('answers 422 naming a label too long in one language', async () => {
    const response = await post(staff, '/roles', farmerRole({ labelFr: 'Long', labelDe: 'x'.repeat(101) }));
    expect(response.statusCode).toBe(422);
    expect(response.json<IssueBody>().data.issues).toEqual([{ path: ['labelDe'], message: 'too-long' }]);
  });

  it('names the demo roles in the four languages wherever a role is shown', async () => {
    const profile = (await get(farmer, '/profile')).json<{ role: object }>();
    expect(profile.role).toMatchObject(FARMER_ADMINISTRATOR);
    const users = (await get(staff, '/users?search=farmer@demo')).json<{ items: { roleLabels: object }[] }>();
    expect(users.items[0]?.roleLabels).toEqual(FARMER_ADMINISTRATOR);
    const list = (await get(staff, '/roles?account_type=farmer&search=admin')).json<{ items: object[] }>();
    expect(list.items[0]).toMatchObject(FARMER_ADMINISTRATOR);
  });
});
