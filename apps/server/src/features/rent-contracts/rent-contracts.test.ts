import type { Endpoint } from '@console/domain/api/endpoint';
import { rentContractEndpoints } from '@console/domain/rent-contract/rent-contract.endpoints';
import type { RentContract, RentContractInput } from '@console/domain/rent-contract/rent-contract.schema';
import { addLocalDays, todayIn } from '@console/domain/subscription/subscription-period';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crops,
  notifications,
  rentContractLines,
  rentContracts,
  sensorPlacements,
  sensors,
  users,
} from '../../db/schema.ts';
import {
  accountIdByName,
  createSensorAs,
  createUserWithRights,
  insertFavourite,
  insertOtherProvider,
  insertParcel,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { apiClient, bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { raiseValidationReminders } from './service.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;
/** A user of another provider, which rents to its own farm. */
let otherProvider: string;
let farm: string;
let agri: string;
let otherFarm: string;
let otherProviderId: string;
/** The demo provider's sensors for rent, and one it sells. */
const sensor = { A: '', B: '', C: '', D: '', sold: '' };

type Issues = { data: { issues: { path: (string | number)[]; message: string }[] } };

const { call, get, post } = apiClient(() => t.app);
const refusal = (response: Awaited<ReturnType<typeof post>>) =>
  response.json<{ data?: { error?: string } }>().data?.error;

const today = () => todayIn('Europe/Paris', new Date());

const input = (change: Partial<RentContractInput> = {}): RentContractInput => ({
  lessorAccountId: agri,
  lesseeAccountId: farm,
  sensorIds: [sensor.A],
  startsOn: today(),
  plannedReturnOn: addLocalDays(today(), 120),
  ...change,
});

const create = async (token: string, change: Partial<RentContractInput> = {}): Promise<RentContract> => {
  const response = await post(token, '/rent-contracts', input(change));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RentContract>();
};

/** The lessee's notices asking to validate the contract. */
const toValidate = async (contractId: string) => {
  const rows = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        eq(users.email, 'farmer@demo.test'),
        eq(notifications.type, 'rent-contract-to-validate'),
        sql`${notifications.payload}->>'contractId' = ${contractId}`,
      ),
    );
  return rows.length;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider, farmer } = await signInDemoUsers(t.app));
  farm = await accountIdByName(t.db, 'Ferme des Demo');
  agri = await accountIdByName(t.db, 'Agri Distribution Demo');
  ({ farmId: otherFarm, providerId: otherProviderId } = await insertOtherProvider(t.db, 'Other Rentals'));
  await createUserWithRights(t.db, 'Other Rentals', 'other-rentals@demo.test', { farmerAccounts: 'full-access' });
  otherProvider = await signIn(t.app, 'other-rentals@demo.test');
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/back/profile/tos/accept',
    headers: bearer(otherProvider),
  });
  expect(accepted.statusCode, accepted.body).toBe(204);
  for (const name of ['A', 'B', 'C', 'D'] as const) {
    sensor[name] = (await createSensorAs(t.app, staff, agri, `RENT-${name}`, { usage: 'renting' })).id;
  }
  sensor.sold = (await createSensorAs(t.app, staff, agri, 'RENT-SOLD')).id;
});
afterAll(() => t.close());

describe('access to rent contracts', () => {
  const sample = '00000000-0000-4000-8000-000000000000';
  const entries = Object.entries(rentContractEndpoints) as [string, Endpoint][];
  const answers = (token: string, names: string[]) =>
    Promise.all(
      entries
        .filter(([name]) => names.includes(name))
        .map(async ([name, endpoint]) => {
          const response = await call(token, endpoint.method, endpoint.path.replace(':id', sample), { code: 42 });
          return [name, response.statusCode];
        }),
    );

  it('refuses a farmer the lessor’s calls with 403, before reading the body', async () => {
    const names = ['create', 'update', 'send', 'cancel', 'returnLines', 'convertLines', 'extend'];
    expect(await answers(farmer, names)).toEqual(names.map((name) => [name, 403]));
  });

  it('refuses staff the lessee’s own list', async () => {
    expect(await answers(staff, ['mine'])).toEqual([['mine', 403]]);
  });
});

describe('a contract from draft to return', () => {
  it('is drafted by the provider, unseen by the farm until sent, then validated by the farm', async () => {
    const draft = await create(provider, { sensorIds: [sensor.A, sensor.B], externalRef: 'ERP-RENT-1' });
    expect(draft.number).toMatch(/^LC-\d{4}-\d{6}$/);
    expect(draft.status).toBe('draft');
    expect(draft.actions).toEqual(['edit', 'send', 'cancel']);
    expect(draft.lines.map((line) => line.sensor.serialNumber)).toEqual(['RENT-A', 'RENT-B']);
    expect((await get(farmer, `/rent-contracts/${draft.id}`)).statusCode).toBe(404);

    const sent = await post(provider, `/rent-contracts/${draft.id}/send`);
    expect(sent.json<RentContract>().status).toBe('pending_validation');
    expect(await toValidate(draft.id)).toBe(1);
    // The lessor cannot accept its own offer, nor send it twice.
    expect((await post(provider, `/rent-contracts/${draft.id}/validate`)).statusCode).toBe(403);
    expect(refusal(await post(provider, `/rent-contracts/${draft.id}/send`))).toBe('wrong-status');

    const seen = await get(farmer, `/rent-contracts/${draft.id}`);
    expect(seen.json<RentContract>().actions).toEqual(['validate', 'decline']);
    const declined = await post(farmer, `/rent-contracts/${draft.id}/decline`, { reason: 'One sensor is enough.' });
    expect(declined.json<RentContract>()).toMatchObject({ status: 'declined', declineReason: 'One sensor is enough.' });

    // Edited and sent again: the farm is asked again.
    const edited = await post(provider, `/rent-contracts/${draft.id}`, {
      sensorIds: [sensor.A],
      startsOn: today(),
      plannedReturnOn: addLocalDays(today(), 90),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await post(provider, `/rent-contracts/${draft.id}/send`);
    expect(await toValidate(draft.id)).toBe(2);

    const validated = (await post(farmer, `/rent-contracts/${draft.id}/validate`)).json<RentContract>();
    expect(validated.status).toBe('active');
    expect(validated.validation?.by).toBe('Jeanne Moreau');
    expect(validated.lines).toEqual([
      expect.objectContaining({ sensor: expect.objectContaining({ serialNumber: 'RENT-A' }), handedOverOn: today() }),
    ]);
    const [rented] = await t.db.select({ accountId: sensors.accountId }).from(sensors).where(eq(sensors.id, sensor.A));
    expect(rented?.accountId).toBe(farm);
    // B left the contract before it was sent: it is free again.
    const again = await create(provider, { sensorIds: [sensor.B] });
    expect((await post(provider, `/rent-contracts/${again.id}/cancel`)).json<RentContract>().status).toBe('cancelled');

    const mine = await get(farmer, '/rent-contracts/mine');
    expect(mine.json<{ items: { number: string }[] }>().items.map((item) => item.number)).toContain(draft.number);
    const profile = await get(farmer, '/profile');
    expect(profile.json<{ hasRentContracts: boolean }>().hasRentContracts).toBe(true);
  });

  it('lets a rented sensor onto the lessee’s parcel only once validated, and takes it back off on return', async () => {
    const contract = await create(provider, { sensorIds: [sensor.C], startsOn: addLocalDays(today(), 10) });
    const parcel = await insertParcel(t.db, { label: 'Rent Parcel', accountId: farm, postalCode: '47300' });
    await post(provider, `/rent-contracts/${contract.id}/send`);
    // Sent is not validated: neither side may place it yet.
    for (const token of [provider, farmer]) {
      expect(refusal(await post(token, `/parcels/${parcel}/sensor`, { sensorId: sensor.C }))).toBe(
        token === farmer ? 'not-owned' : 'rent-contract-not-validated',
      );
    }

    expect((await post(farmer, `/rent-contracts/${contract.id}/validate`)).json<RentContract>().status).toBe(
      'validated',
    );
    expect((await post(farmer, `/parcels/${parcel}/sensor`, { sensorId: sensor.C })).statusCode).toBe(200);
    // Placed before its first day, the rental runs.
    const installed = (await get(provider, `/rent-contracts/${contract.id}`)).json<RentContract>();
    expect(installed.status).toBe('active');
    expect(installed.events.map((event) => event.kind)).toContain('installed');

    const returned = await post(provider, `/rent-contracts/${contract.id}/return`, {
      sensorIds: [sensor.C],
      condition: 'worn',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json<RentContract>()).toMatchObject({
      status: 'closed',
      lines: [expect.objectContaining({ returnedOn: today(), returnCondition: 'worn' })],
    });
    const [back] = await t.db
      .select({ accountId: sensors.accountId, parcelId: sensors.parcelId })
      .from(sensors)
      .where(eq(sensors.id, sensor.C));
    expect(back).toEqual({ accountId: agri, parcelId: null });
  });

  it('returns nothing when one of the sensors is not out on the contract', async () => {
    const contract = await create(provider, { sensorIds: [sensor.D] });
    await post(provider, `/rent-contracts/${contract.id}/send`);
    await post(farmer, `/rent-contracts/${contract.id}/validate`);
    const refused = await post(provider, `/rent-contracts/${contract.id}/return`, {
      sensorIds: [sensor.D, sensor.A],
      condition: 'good',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Issues>().data.issues[0]?.message).toBe('rent-contracts.errors.not-on-contract');
    const still = (await get(provider, `/rent-contracts/${contract.id}`)).json<RentContract>();
    expect(still.openLineCount).toBe(1);
    expect(still.lines[0]?.returnedOn).toBeUndefined();
  });
});

describe('refusals', () => {
  it('refuses a sold sensor, a sensor on another open contract, and a farm out of the lessor’s reach', async () => {
    const sold = await post(provider, '/rent-contracts', input({ sensorIds: [sensor.sold] }));
    expect(sold.json<Issues>().data.issues[0]).toEqual({
      path: ['sensorIds'],
      message: 'rent-contracts.errors.not-renting',
    });
    const holder = await create(provider, { sensorIds: [sensor.B] });
    // The new-contract picker offers the lessor's sensors for rent that no open contract of its holds.
    const rentable = await get(provider, `/sensors?rentable_by=${agri}&usages=renting&account_id=${agri}`);
    const serials = rentable.json<{ items: { serialNumber: string }[] }>().items.map((item) => item.serialNumber);
    expect(serials).not.toContain('RENT-B');
    expect(serials.length).toBeGreaterThan(0);
    const taken = await post(provider, '/rent-contracts', input({ sensorIds: [sensor.B] }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Issues>().data.issues[0]?.message).toBe('rent-contracts.errors.already-rented');
    await post(provider, `/rent-contracts/${holder.id}/cancel`);
    // Another provider cannot rent out the demo provider's sensors.
    const foreign = await post(
      otherProvider,
      '/rent-contracts',
      input({ lessorAccountId: otherProviderId, lesseeAccountId: otherFarm, sensorIds: [sensor.B] }),
    );
    expect(foreign.json<Issues>().data.issues[0]?.message, foreign.body).toBe(
      'rent-contracts.errors.sensor-not-lessors',
    );
    const otherFarmContract = await post(provider, '/rent-contracts', input({ lesseeAccountId: otherFarm }));
    expect(otherFarmContract.json<Issues>().data.issues[0]?.path).toEqual(['lesseeAccountId']);
    // Renting to a provider is the manufacturer's.
    const toProvider = await post(provider, '/rent-contracts', input({ lesseeAccountId: agri }));
    expect(toProvider.statusCode).toBe(422);
  });

  it("answers 404 for another provider's contract and leaves it out of the list", async () => {
    const contract = await create(provider, { sensorIds: [sensor.B], lesseeAccountId: farm });
    expect((await get(otherProvider, `/rent-contracts/${contract.id}`)).statusCode).toBe(404);
    expect((await post(otherProvider, `/rent-contracts/${contract.id}/send`)).statusCode).toBe(404);
    const list = (await get(otherProvider, '/rent-contracts')).json<{ total: number }>();
    expect(list.total).toBe(0);
    // Cancelled before validation, the sensor is free for another contract.
    expect((await post(provider, `/rent-contracts/${contract.id}/cancel`)).json<RentContract>().status).toBe(
      'cancelled',
    );
  });
});

describe('lists and reminders', () => {
  it('filters an account’s contracts by status and exports them in the reader’s language', async () => {
    const active = await get(staff, `/rent-contracts?account_id=${farm}&status=active`);
    expect(active.json<{ items: { status: string }[] }>().items.every((item) => item.status === 'active')).toBe(true);
    expect(active.json<{ total: number }>().total).toBeGreaterThan(0);
    const csv = await get(provider, '/rent-contracts/export/csv?status=closed');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Number,Lessor,Lessee');
  });

  it('narrows to the contracts renting a sensor of the reader’s favourite, and only the reader’s own favourite', async () => {
    const favourite = await insertFavourite(t.db, 'provider@demo.test', 'Rented A', {
      sensorSerialNumbers: ['RENT-A'],
    });
    const all = (await get(provider, '/rent-contracts')).json<{ total: number }>().total;
    const narrowed = await get(provider, `/rent-contracts?favourite_id=${favourite}`);
    const items = narrowed.json<{ items: { id: string }[]; total: number }>();
    expect(items.total).toBeGreaterThan(0);
    expect(items.total).toBeLessThan(all);
    const withA = await get(provider, `/rent-contracts?sensor_id=${sensor.A}`);
    expect(items.items.map((item) => item.id).sort()).toEqual(
      withA
        .json<{ items: { id: string }[] }>()
        .items.map((item) => item.id)
        .sort(),
    );
    expect((await get(staff, `/rent-contracts?favourite_id=${favourite}`)).statusCode).toBe(404);
  });

  it('reminds the lessee once of a contract left waiting three days', async () => {
    const contract = await create(provider, { sensorIds: [sensor.B] });
    await post(provider, `/rent-contracts/${contract.id}/send`);
    await t.db
      .update(rentContracts)
      .set({ sentAt: sql`now() - interval '4 days'` })
      .where(eq(rentContracts.id, contract.id));
    expect(await toValidate(contract.id)).toBe(1);
    await raiseValidationReminders(t.db);
    await raiseValidationReminders(t.db);
    expect(await toValidate(contract.id)).toBe(2);
  });
});

describe('lines in the field', () => {
  it('says when a rented sensor was installed, flags a silent one, and offers it back once its crop is safe', async () => {
    const field = await createSensorAs(t.app, staff, otherProviderId, 'RENT-FIELD', { usage: 'renting' });
    const contract = await create(otherProvider, {
      lessorAccountId: otherProviderId,
      lesseeAccountId: otherFarm,
      sensorIds: [field.id],
    });
    await post(otherProvider, `/rent-contracts/${contract.id}/send`);
    // The farm has no user here: staff validate for it.
    expect((await post(staff, `/rent-contracts/${contract.id}/validate`)).statusCode).toBe(200);
    const parcel = await insertParcel(t.db, { label: 'Rent Field', accountId: otherFarm, postalCode: '35500' });
    // Rapeseed past four leaves: safe from slugs.
    await t.db.insert(crops).values({
      parcelId: parcel,
      year: new Date().getFullYear(),
      currentCrop: 'colza',
      stage: 'f6',
      estimatedSeedingDate: addLocalDays(today(), -60),
      actualSeedingDate: addLocalDays(today(), -60),
    });
    expect((await post(staff, `/parcels/${parcel}/sensor`, { sensorId: field.id })).statusCode).toBe(200);
    const line = async () => (await get(staff, `/rent-contracts/${contract.id}`)).json<RentContract>().lines[0];

    expect(await line()).toMatchObject({ isNotInstalled: false, isReadyForReturn: false });
    await t.db
      .update(rentContractLines)
      .set({ handedOverOn: addLocalDays(today(), -8) })
      .where(eq(rentContractLines.contractId, contract.id));
    expect(await line()).toMatchObject({ isNotInstalled: true, isReadyForReturn: false });

    // Placed an hour ago: the fixture's captures step back a millisecond each, ahead of a placement just made.
    await t.db
      .update(sensorPlacements)
      .set({ placedAt: sql`${sensorPlacements.placedAt} - interval '1 hour'` })
      .where(eq(sensorPlacements.sensorId, field.id));
    expect((await sendReadings(t.app, field, [reading(0)])).statusCode).toBe(200);
    expect(await line()).toMatchObject({ installedOn: today(), isNotInstalled: false, isReadyForReturn: true });
    // The lessor's list of sensors to redeploy shows it; another provider's reads nothing of it.
    const redeployable = async (token: string) =>
      (await get(token, `/rent-contracts/redeployable?lessor_account_id=${otherProviderId}`)).json<{
        items: { sensor: { serialNumber: string }; contract: { id: string } }[];
      }>().items;
    expect(await redeployable(otherProvider)).toEqual([
      expect.objectContaining({ sensor: expect.objectContaining({ serialNumber: 'RENT-FIELD' }) }),
    ]);
    expect(await redeployable(provider)).toEqual([]);

    // Another field of the farm, without a sensor, is about to be sown: the sensor is needed there.
    const next = await insertParcel(t.db, { label: 'Rent Next', accountId: otherFarm, postalCode: '35500' });
    await t.db.insert(crops).values({
      parcelId: next,
      year: new Date().getFullYear(),
      currentCrop: 'colza',
      stage: 'non_seme',
      estimatedSeedingDate: addLocalDays(today(), 10),
    });
    expect(await line()).toMatchObject({ isReadyForReturn: false });
  });
});

describe('selling rented sensors', () => {
  it('sells a rented sensor to the farm, which keeps it as a sold one, and closes the contract', async () => {
    const sale = await createSensorAs(t.app, staff, agri, 'RENT-SALE', { usage: 'renting' });
    const contract = await create(provider, { sensorIds: [sale.id] });
    await post(provider, `/rent-contracts/${contract.id}/send`);
    await post(farmer, `/rent-contracts/${contract.id}/validate`);
    // The lessee cannot sell itself what it rents.
    expect((await post(farmer, `/rent-contracts/${contract.id}/convert`, { sensorIds: [sale.id] })).statusCode).toBe(
      403,
    );
    const sold = await post(provider, `/rent-contracts/${contract.id}/convert`, { sensorIds: [sale.id] });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json<RentContract>()).toMatchObject({
      status: 'closed',
      lines: [expect.objectContaining({ convertedOn: today() })],
    });
    const [sensor] = await t.db
      .select({ usage: sensors.usage, accountId: sensors.accountId })
      .from(sensors)
      .where(eq(sensors.id, sale.id));
    expect(sensor).toEqual({ usage: 'selling', accountId: farm });
  });

  it('refuses to sell a sensor the lessor itself rents from the manufacturer', async () => {
    const manufacturer = await accountIdByName(t.db, 'De Sangosse');
    // The manufacturer makes the sensors: it rents one the provider holds without a contract yet.
    const sub = await createSensorAs(t.app, staff, agri, 'RENT-SUB', { usage: 'renting' });
    const upstream = await create(staff, { lessorAccountId: manufacturer, lesseeAccountId: agri, sensorIds: [sub.id] });
    await post(staff, `/rent-contracts/${upstream.id}/send`);
    expect((await post(provider, `/rent-contracts/${upstream.id}/validate`)).statusCode).toBe(200);
    // The provider rents it on to its farm.
    const downstream = await create(provider, { sensorIds: [sub.id] });
    await post(provider, `/rent-contracts/${downstream.id}/send`);
    await post(farmer, `/rent-contracts/${downstream.id}/validate`);
    expect(refusal(await post(provider, `/rent-contracts/${downstream.id}/convert`, { sensorIds: [sub.id] }))).toBe(
      'rented-by-lessor',
    );
    // Nor does the provider return it upstream while the farm has it.
    expect(
      refusal(await post(staff, `/rent-contracts/${upstream.id}/return`, { sensorIds: [sub.id], condition: 'good' })),
    ).toBe('sub-rented');
  });
});

describe('extensions, terms and receipts', () => {
  let sensorId: string;
  let parcel: string;
  let first: RentContract;
  let extension: RentContract;

  beforeAll(async () => {
    sensorId = (await createSensorAs(t.app, staff, agri, 'RENT-EXT', { usage: 'renting' })).id;
    parcel = await insertParcel(t.db, { label: 'Rent Extension', accountId: farm, postalCode: '47300' });
    first = await create(provider, { sensorIds: [sensorId], plannedReturnOn: addLocalDays(today(), 30) });
    await post(provider, `/rent-contracts/${first.id}/send`);
    first = (await post(farmer, `/rent-contracts/${first.id}/validate`)).json<RentContract>();
    expect((await post(farmer, `/parcels/${parcel}/sensor`, { sensorId })).statusCode).toBe(200);
  });

  it('records the rent terms the lessee accepted, and prints the handover receipt', async () => {
    expect(first.termsVersion).toBe('2026-01');
    const terms = await get(farmer, `/rent-contracts/${first.id}/terms`);
    expect(terms.statusCode).toBe(200);
    expect(terms.headers['content-type']).toBe('application/pdf');
    expect(terms.body).toContain('Rent terms - version 2026-01');
    expect((await get(otherProvider, `/rent-contracts/${first.id}/terms`)).statusCode).toBe(404);

    const handover = await get(farmer, `/rent-contracts/${first.id}/receipts/handover`);
    expect(handover.statusCode).toBe(200);
    expect(handover.headers['content-disposition']).toContain(`handover-${first.number}.pdf`);
    expect(handover.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Nothing came back yet: no return receipt.
    expect((await get(provider, `/rent-contracts/${first.id}/receipts/return`)).statusCode).toBe(404);
  });

  it('extends by a successor the lessee validates, which takes the sensor over where it stands', async () => {
    expect(
      (await post(farmer, `/rent-contracts/${first.id}/extend`, { plannedReturnOn: '2030-01-01' })).statusCode,
    ).toBe(403);
    expect(
      (await post(otherProvider, `/rent-contracts/${first.id}/extend`, { plannedReturnOn: '2030-01-01' })).statusCode,
    ).toBe(404);
    const early = await post(provider, `/rent-contracts/${first.id}/extend`, {
      plannedReturnOn: first.plannedReturnOn,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json<Issues>().data.issues[0]).toEqual({
      path: ['plannedReturnOn'],
      message: 'rent-contracts.errors.extension-period',
    });

    const extended = await post(provider, `/rent-contracts/${first.id}/extend`, {
      plannedReturnOn: addLocalDays(first.plannedReturnOn, 60),
      note: 'Until the cereal sowings.',
    });
    expect(extended.statusCode, extended.body).toBe(201);
    extension = extended.json<RentContract>();
    expect(extension).toMatchObject({
      status: 'pending_validation',
      startsOn: addLocalDays(first.plannedReturnOn, 1),
      predecessor: { id: first.id, number: first.number, status: 'active' },
      lines: [expect.objectContaining({ sensor: expect.objectContaining({ id: sensorId }) })],
    });
    expect(extension.actions).not.toContain('edit');
    expect(await toValidate(extension.id)).toBe(1);

    // Until the farm decides, the sensors stay on the first contract, which neither returns nor extends them.
    const waiting = (await get(provider, `/rent-contracts/${first.id}`)).json<RentContract>();
    expect(waiting.successor).toEqual({ id: extension.id, number: extension.number, status: 'pending_validation' });
    expect(waiting.actions).toEqual([]);
    expect(
      refusal(await post(provider, `/rent-contracts/${first.id}/return`, { sensorIds: [sensorId], condition: 'good' })),
    ).toBe('wrong-status');

    const validated = (await post(farmer, `/rent-contracts/${extension.id}/validate`)).json<RentContract>();
    // The first contract's sensor was in the field: the extension runs at once.
    expect(validated.status).toBe('active');
    expect(validated.lines[0]?.handedOverOn).toBe(today());
    const closed = (await get(provider, `/rent-contracts/${first.id}`)).json<RentContract>();
    expect(closed.status).toBe('closed');
    expect(closed.lines[0]?.extendedOn).toBe(today());
    expect(closed.events.map((event) => event.kind).at(-1)).toBe('extended');
    const [placed] = await t.db
      .select({ parcelId: sensors.parcelId, accountId: sensors.accountId })
      .from(sensors)
      .where(eq(sensors.id, sensorId));
    expect(placed).toEqual({ parcelId: parcel, accountId: farm });
  });

  it('refuses to extend past the last day of the calendar, naming the field, and extends up to it', async () => {
    const farSensor = (await createSensorAs(t.app, staff, agri, 'RENT-FAR', { usage: 'renting' })).id;
    let far = await create(provider, { sensorIds: [farSensor], startsOn: '9998-06-01', plannedReturnOn: '9999-12-31' });
    await post(provider, `/rent-contracts/${far.id}/send`);
    far = (await post(farmer, `/rent-contracts/${far.id}/validate`)).json<RentContract>();
    expect(far.status).toBe('validated');
    // Ending on 9999-12-31, it has no day after to start an extension from.
    const past = await post(provider, `/rent-contracts/${far.id}/extend`, { plannedReturnOn: '9999-12-31' });
    expect(past.statusCode, past.body).toBe(422);
    expect(past.json<Issues>().data.issues).toEqual([
      { path: ['plannedReturnOn'], message: 'rent-contracts.errors.extension-period' },
    ]);
    await t.db.update(rentContracts).set({ plannedReturnOn: '9999-12-30' }).where(eq(rentContracts.id, far.id));
    const last = await post(provider, `/rent-contracts/${far.id}/extend`, { plannedReturnOn: '9999-12-31' });
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json<RentContract>()).toMatchObject({ startsOn: '9999-12-31', plannedReturnOn: '9999-12-31' });
  });

  it('prints the return receipt once the sensor is back', async () => {
    await post(provider, `/rent-contracts/${extension.id}/return`, { sensorIds: [sensorId], condition: 'damaged' });
    const receipt = await get(provider, `/rent-contracts/${extension.id}/receipts/return`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-disposition']).toContain(`return-${extension.number}.pdf`);
  });
});
