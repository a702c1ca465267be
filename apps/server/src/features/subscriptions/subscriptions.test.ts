import type { Endpoint } from '@console/domain/api/endpoint';
import type { CropStage, CropType } from '@console/domain/crop/crop.schema';
import type { ParcelSynthesis } from '@console/domain/parcel/parcel-synthesis.schema';
import { addLocalDays, todayIn } from '@console/domain/subscription/subscription-period';
import { formatLocalDay } from '@console/domain/time/date-format';
import type { SubscriptionPlan, SubscriptionPlanInput } from '@console/domain/subscription/subscription-plan.schema';
import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import type { Subscription, SubscriptionInput } from '@console/domain/subscription/subscription.schema';
import { eq, sql } from 'drizzle-orm';
import type { CountryPack } from '@console/domain/country/country-pack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { crops, subscriptions } from '../../db/schema.ts';
import {
  accountIdByName,
  createSensorAs,
  createUserWithRights,
  insertOtherProvider,
  insertParcel,
} from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { apiClient, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;
let farm: string;
/** The demo provider's own account. */
let agri: string;
let otherFarm: string;
let plan: SubscriptionPlan;
/** The demo farm's sensors, A to D, and one of the other provider's farm. */
const sensor = { A: '', B: '', C: '', D: '', other: '' };

type Issues = { data: { issues: { path: (string | number)[]; message: string }[] } };

const { call, get, post } = apiClient(() => t.app);

const today = () => todayIn('Europe/Paris', new Date());

const planInput = (code: string, change: Partial<SubscriptionPlanInput> = {}): SubscriptionPlanInput => ({
  code,
  labels: { fr: `Offre ${code}`, en: `Plan ${code}`, de: `Tarif ${code}`, es: `Plan ${code}` },
  countries: ['FR'],
  kind: 'duration',
  durationMonths: 12,
  graceDays: 14,
  autoRenew: false,
  active: true,
  ...change,
});

const input = (change: Partial<SubscriptionInput> = {}): SubscriptionInput => ({
  accountId: farm,
  planId: plan.id,
  startsOn: addLocalDays(today(), -10),
  endsOn: addLocalDays(today(), 100),
  sensorIds: [],
  autoRenew: false,
  ...change,
});

const create = async (token: string, change: Partial<SubscriptionInput> = {}): Promise<Subscription> => {
  const response = await post(token, '/subscriptions', input(change));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Subscription>();
};

/** Moves a period in the database, as time would. */
const setPeriod = (id: string, startsOn: string, endsOn: string) =>
  t.db.update(subscriptions).set({ startsOn, endsOn }).where(eq(subscriptions.id, id));

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider, farmer } = await signInDemoUsers(t.app));
  farm = await accountIdByName(t.db, 'Ferme des Demo');
  agri = await accountIdByName(t.db, 'Agri Distribution Demo');
  ({ farmId: otherFarm } = await insertOtherProvider(t.db, 'Other Distribution'));
  for (const name of ['A', 'B', 'C', 'D'] as const)
    sensor[name] = (await createSensorAs(t.app, staff, farm, `SUB-${name}`)).id;
  sensor.other = (await createSensorAs(t.app, staff, otherFarm, 'SUB-OTHER')).id;
  const response = await post(staff, '/subscription-plans', planInput('LIMA-12'));
  expect(response.statusCode, response.body).toBe(201);
  plan = response.json<SubscriptionPlan>();
});
afterAll(() => t.close());

describe('access to subscriptions', () => {
  const sample = '00000000-0000-4000-8000-000000000000';
  const entries = Object.entries(subscriptionEndpoints) as [string, Endpoint][];
  const answers = (token: string, names: string[]) =>
    Promise.all(
      entries
        .filter(([name]) => names.includes(name))
        .map(async ([name, endpoint]) => {
          // An invalid body: a schema's 422 would tell an outsider what the payload should be.
          const response = await call(token, endpoint.method, endpoint.path.replace(':id', sample), {
            code: 42,
          });
          return [name, response.statusCode];
        }),
    );
  const mine = ['mine', 'getMine', 'requestRenewal', 'attestation'];

  it('refuses a farmer every call but its own subscriptions with 403, before reading the body', async () => {
    const names = entries.map(([name]) => name).filter((name) => !mine.includes(name));
    expect(await answers(farmer, names)).toEqual(names.map((name) => [name, 403]));
  });

  it("refuses staff the holder's own screens, and providers the plans' changes", async () => {
    expect(await answers(staff, mine)).toEqual(mine.map((name) => [name, 403]));
    expect(await answers(provider, ['createPlan', 'updatePlan'])).toEqual([
      ['createPlan', 403],
      ['updatePlan', 403],
    ]);
  });
});

describe('plans', () => {
  it('refuses a taken code and a duration plan without months, naming the field', async () => {
    const taken = await post(staff, '/subscription-plans', planInput('lima-12'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Issues>().data.issues[0]?.path).toEqual(['code']);
    const months = await post(staff, '/subscription-plans', { ...planInput('LIMA-X'), durationMonths: undefined });
    expect(months.statusCode).toBe(422);
    expect(months.json<Issues>().data.issues[0]?.path).toEqual(['durationMonths']);
  });

  it('shows a provider only the active plans sold in its country', async () => {
    const uk = (
      await post(staff, '/subscription-plans', planInput('UK-SEASON', { countries: ['UK'], kind: 'campaign' }))
    ).json<SubscriptionPlan>();
    const retired = (
      await post(staff, '/subscription-plans', planInput('OLD-6', { durationMonths: 6, active: false }))
    ).json<SubscriptionPlan>();
    expect(uk.durationMonths).toBeUndefined();
    const codes = (await get(provider, '/subscription-plans')).json<SubscriptionPlan[]>().map((item) => item.code);
    expect(codes).toContain('LIMA-12');
    expect(codes).not.toContain('UK-SEASON');
    expect(codes).not.toContain('OLD-6');
    expect((await get(provider, `/subscription-plans/${uk.id}`)).statusCode).toBe(404);
    expect((await get(staff, '/subscription-plans')).json<SubscriptionPlan[]>().map((item) => item.code)).toEqual(
      expect.arrayContaining(['UK-SEASON', 'OLD-6']),
    );
    const sold = await post(provider, '/subscriptions', input({ planId: retired.id }));
    expect(sold.statusCode).toBe(422);
    expect(sold.json<Issues>().data.issues[0]?.path).toEqual(['planId']);
  });
});

describe('selling and reading subscriptions', () => {
  it("records the provider's sale with its seats, status and event, and shows it to the farm", async () => {
    const sold = await create(provider, { sensorIds: [sensor.A, sensor.B], externalRef: 'ERP-0001' });
    expect(sold).toMatchObject({
      account: { id: farm, name: 'Ferme des Demo' },
      plan: { code: 'LIMA-12' },
      provider: { name: 'Agri Distribution Demo' },
      status: 'active',
      seatCount: 2,
      externalRef: 'ERP-0001',
    });
    expect(sold.seats.map((seat) => seat.sensor.serialNumber)).toEqual(['SUB-A', 'SUB-B']);
    expect(sold.events).toMatchObject([{ kind: 'created' }]);

    const mine = await get(farmer, '/subscriptions/mine');
    expect(mine.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toContain(sold.id);
    expect((await get(farmer, `/subscriptions/mine/${sold.id}`)).json<Subscription>().seatCount).toBe(2);

    // Each covered sensor names it, on the list and on its page; a sensor without a seat names none.
    const coverage = { subscriptionId: sold.id, status: 'active', endsOn: sold.endsOn, graceDays: 14 };
    expect((await get(farmer, `/sensors/${sensor.A}`)).json()).toMatchObject({ subscription: coverage });
    const listed = (await get(farmer, '/sensors?search=SUB-')).json<{
      items: { serialNumber: string; subscription?: unknown }[];
    }>();
    expect(listed.items.map((item) => [item.serialNumber, item.subscription])).toEqual([
      ['SUB-A', coverage],
      ['SUB-B', coverage],
      ['SUB-C', undefined],
      ['SUB-D', undefined],
    ]);
  });

  it('gives the farm an attestation in its language, naming the holder, the period and the covered sensors', async () => {
    const attested = await createSensorAs(t.app, staff, farm, 'SUB-ATT');
    const sold = await create(provider, { sensorIds: [attested.id], externalRef: 'ERP-ATT' });
    const response = await get(farmer, `/subscriptions/mine/${sold.id}/attestation`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="attestation-LIMA-12-${sold.startsOn}.pdf"`,
    );
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Attestation d’abonnement');
    expect(text).toContain(
      `Nous attestons que Ferme des Demo est titulaire de l’abonnement ci-dessous, qui couvre ses capteurs du ${formatLocalDay(sold.startsOn)} au ${formatLocalDay(sold.endsOn)} inclus.`,
    );
    expect(text).toContain('Capteurs couverts SUB-ATT');
    expect(text).toContain('ERP-ATT');
    expect(text).toContain('Agri Distribution Demo');
  });

  it('refuses a sensor another subscription covers over the period, and one the holder does not own', async () => {
    const covered = await post(staff, '/subscriptions', input({ sensorIds: [sensor.A] }));
    expect(covered.statusCode).toBe(409);
    expect(covered.json<Issues>().data.issues[0]).toMatchObject({
      path: ['sensorIds'],
      message: 'subscriptions.errors.sensor-covered',
    });
    const foreign = await post(staff, '/subscriptions', input({ sensorIds: [sensor.other] }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json<Issues>().data.issues[0]?.path).toEqual(['sensorIds']);
    // After the period, the same sensor may be sold again.
    const later = await create(staff, {
      startsOn: addLocalDays(today(), 101),
      endsOn: addLocalDays(today(), 200),
      sensorIds: [sensor.A],
    });
    expect(later.status).toBe('scheduled');
  });

  it("answers 404 for another provider's subscription and leaves it out of the list", async () => {
    const foreign = await create(staff, { accountId: otherFarm, sensorIds: [sensor.other] });
    for (const [method, url] of [
      ['GET', `/subscriptions/${foreign.id}`],
      ['POST', `/subscriptions/${foreign.id}/renew`],
      ['POST', `/subscriptions/${foreign.id}/cancel`],
    ] as const) {
      expect((await call(provider, method, url, {})).statusCode, url).toBe(404);
    }
    const update = await post(provider, `/subscriptions/${foreign.id}`, { endsOn: '2030-01-01', autoRenew: false });
    expect(update.statusCode).toBe(404);
    const seats = await post(provider, `/subscriptions/${foreign.id}/sensors`, {
      action: 'remove',
      sensorId: sensor.other,
    });
    expect(seats.statusCode).toBe(404);
    expect((await get(farmer, `/subscriptions/mine/${foreign.id}`)).statusCode).toBe(404);
    expect((await get(farmer, `/subscriptions/mine/${foreign.id}/attestation`)).statusCode).toBe(404);
    const listed = (await get(provider, '/subscriptions')).json<{ items: { id: string }[] }>().items;
    expect(listed.map((item) => item.id)).not.toContain(foreign.id);
    const exported = await get(provider, '/subscriptions/export/csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('Other Distribution farm');
    const sold = await post(provider, '/subscriptions', input({ accountId: otherFarm }));
    expect(sold.statusCode).toBe(422);
    expect(sold.json<Issues>().data.issues[0]?.path).toEqual(['accountId']);
  });

  it('refuses a period that ends before it starts, naming the field', async () => {
    const response = await post(staff, '/subscriptions', input({ endsOn: addLocalDays(today(), -11) }));
    expect(response.statusCode).toBe(422);
    expect(response.json<Issues>().data.issues[0]?.path).toEqual(['endsOn']);
  });
});

describe('renewal requests', () => {
  const toldOf = async (subscriptionId: string) =>
    selectRows<{ email: string }>(
      t.db,
      sql`select u.email from notifications n join users u on u.id = n.user_id
          where n.type = 'subscription-renewal-requested' and n.payload->>'subscriptionId' = ${subscriptionId}
          order by u.email`,
    );

  it('tells the seller once a period, and the manufacturer when it sold it', async () => {
    const sold = await create(provider);
    const asked = await post(farmer, `/subscriptions/mine/${sold.id}/request-renewal`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<Subscription>().events.map((event) => event.kind)).toEqual(['renewal-requested', 'created']);
    expect(await post(farmer, `/subscriptions/mine/${sold.id}/request-renewal`).then((r) => r.statusCode)).toBe(200);
    expect(await toldOf(sold.id)).toEqual([{ email: 'provider@demo.test' }]);

    const direct = await create(staff);
    await post(farmer, `/subscriptions/mine/${direct.id}/request-renewal`);
    expect(await toldOf(direct.id)).toEqual([{ email: 'staff@demo.test' }]);
  });

  it('takes managing the account: a read-only user of the farm gets 403 before the body is read', async () => {
    await createUserWithRights(t.db, 'Ferme des Demo', 'reader@farm.test', { myAccount: 'read-only' });
    const reader = await signIn(t.app, 'reader@farm.test');
    const sold = await create(provider);
    expect((await get(reader, `/subscriptions/mine/${sold.id}`)).statusCode).toBe(200);
    const refused = await post(reader, `/subscriptions/mine/${sold.id}/request-renewal`, { code: 42 });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await toldOf(sold.id)).toEqual([]);
    const asked = await post(farmer, `/subscriptions/mine/${sold.id}/request-renewal`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<Subscription>().events.map((event) => event.kind)).toEqual(['renewal-requested', 'created']);
  });

  it('asks nothing of a renewed period, nor of another account’s', async () => {
    const sold = await create(provider);
    await post(provider, `/subscriptions/${sold.id}/renew`);
    const renewed = await post(farmer, `/subscriptions/mine/${sold.id}/request-renewal`);
    expect(renewed.statusCode).toBe(409);
    const foreign = await create(staff, { accountId: otherFarm });
    expect((await post(farmer, `/subscriptions/mine/${foreign.id}/request-renewal`)).statusCode).toBe(404);
    expect(await toldOf(foreign.id)).toEqual([]);
  });
});

describe('export', () => {
  it('exports the filtered list in the reader’s language, as CSV or a workbook', async () => {
    await create(provider, { externalRef: 'ERP-EXPORT-1', autoRenew: true });
    const response = await get(staff, '/subscriptions/export/csv?search=erp-export&sort=endsOn');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/filename="subscriptions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header?.split(',')).toEqual([
      'Account',
      'Plan',
      'Sold by',
      'First day',
      'Last day',
      'Status',
      'Renews automatically',
      'Grace days',
      'Sensors',
      'Order reference',
    ]);
    expect(rows.map((row) => row.split(','))).toEqual([
      [
        'Ferme des Demo',
        'Plan LIMA-12',
        'Agri Distribution Demo',
        formatLocalDay(addLocalDays(today(), -10)),
        formatLocalDay(addLocalDays(today(), 100)),
        'Active',
        'Yes',
        '14',
        '0',
        'ERP-EXPORT-1',
      ],
    ]);
    const workbook = await get(staff, '/subscriptions/export/xlsx?search=erp-export');
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('status through time', () => {
  it('moves from to renew to grace to expired with the dates, and filters on it', async () => {
    const sub = await create(staff);
    const statusOf = async () => (await get(staff, `/subscriptions/${sub.id}`)).json<Subscription>().status;
    await setPeriod(sub.id, addLocalDays(today(), -300), addLocalDays(today(), 30));
    expect(await statusOf()).toBe('to_renew');
    const within = await get(staff, `/subscriptions?ends_within_days=30&account_id=${farm}`);
    expect(within.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toContain(sub.id);
    await setPeriod(sub.id, addLocalDays(today(), -300), addLocalDays(today(), -14));
    expect(await statusOf()).toBe('grace');
    await setPeriod(sub.id, addLocalDays(today(), -300), addLocalDays(today(), -15));
    expect(await statusOf()).toBe('expired');
    const expired = await get(staff, '/subscriptions?status=expired');
    expect(expired.json<{ items: { id: string; status: string }[] }>().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: sub.id, status: 'expired' })]),
    );
    const active = await get(staff, '/subscriptions?status=active&status=scheduled');
    expect(active.json<{ items: { id: string }[] }>().items.map((item) => item.id)).not.toContain(sub.id);
  });

  it('ends a cancelled subscription at its end without grace', async () => {
    const sub = await create(provider);
    const cancelled = (await post(provider, `/subscriptions/${sub.id}/cancel`)).json<Subscription>();
    expect(cancelled).toMatchObject({ isCancelled: true, status: 'active' });
    await setPeriod(sub.id, addLocalDays(today(), -300), addLocalDays(today(), -1));
    expect((await get(staff, `/subscriptions/${sub.id}`)).json<Subscription>().status).toBe('cancelled');
    expect((await post(provider, `/subscriptions/${sub.id}/renew`)).statusCode).toBe(409);
  });
});

describe('renewals', () => {
  it('starts the successor the day after the end with the same seats, once', async () => {
    const sub = await create(provider, { sensorIds: [sensor.C] });
    const renewed = await post(provider, `/subscriptions/${sub.id}/renew`);
    expect(renewed.statusCode, renewed.body).toBe(201);
    const successor = renewed.json<Subscription>();
    expect(successor.startsOn).toBe(addLocalDays(sub.endsOn, 1));
    // Twelve months: the day before the same date a year on.
    const [year, monthDay] = [successor.startsOn.slice(0, 4), successor.startsOn.slice(4)];
    expect(successor.endsOn).toBe(addLocalDays(`${Number(year) + 1}${monthDay}`, -1));
    expect(successor.seats.map((seat) => seat.sensor.serialNumber)).toEqual(['SUB-C']);
    expect(successor.periods.map((period) => period.id)).toEqual([sub.id, successor.id]);
    expect((await post(provider, `/subscriptions/${sub.id}/renew`)).statusCode).toBe(409);
    await setPeriod(sub.id, addLocalDays(today(), -300), addLocalDays(today(), -1));
    expect((await get(provider, `/subscriptions/${sub.id}`)).json<Subscription>().status).toBe('renewed');
  });

  it('renews a selection all together, or none when one of them cannot be', async () => {
    const first = await create(staff);
    const second = await create(staff);
    const done = await post(staff, '/subscriptions/renew', { ids: [first.id, second.id] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ total: number }>().total).toBe(2);
    const third = await create(staff);
    const refused = await post(staff, '/subscriptions/renew', { ids: [third.id, first.id] });
    expect(refused.statusCode).toBe(409);
    // The first one is renewed already: the third is left as it was.
    expect((await get(staff, `/subscriptions/${third.id}`)).json<Subscription>().periods).toHaveLength(1);
  });

  it('refuses a renewal past the last day of the calendar with 409 on the end, and renews nothing', async () => {
    const last = await create(staff, { startsOn: '9999-01-01', endsOn: '9999-12-31' });
    // Twelve months from 9999-07-01 would end in the year 10000.
    const near = await create(staff, { startsOn: '9999-01-01', endsOn: '9999-06-30' });
    for (const sub of [last, near]) {
      const refused = await post(staff, `/subscriptions/${sub.id}/renew`);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<Issues>().data.issues).toEqual([
        { path: ['endsOn'], message: 'subscriptions.errors.past-calendar' },
      ]);
      expect((await get(staff, `/subscriptions/${sub.id}`)).json<Subscription>().periods).toHaveLength(1);
    }
    const bulk = await post(staff, '/subscriptions/renew', { ids: [near.id] });
    expect(bulk.statusCode, bulk.body).toBe(409);
  });
});

describe('changes', () => {
  it('lets staff move the end, but not a provider, who changes the renewal and reference', async () => {
    const sub = await create(provider);
    const moved = addLocalDays(sub.endsOn, 30);
    expect((await post(provider, `/subscriptions/${sub.id}`, { endsOn: moved, autoRenew: true })).statusCode).toBe(403);
    const kept = await post(provider, `/subscriptions/${sub.id}`, {
      endsOn: sub.endsOn,
      autoRenew: true,
      externalRef: 'R-2',
    });
    expect(kept.json<Subscription>()).toMatchObject({ autoRenew: true, externalRef: 'R-2' });
    const staffMoved = await post(staff, `/subscriptions/${sub.id}`, { endsOn: moved, autoRenew: true });
    expect(staffMoved.json<Subscription>().endsOn).toBe(moved);
    expect(staffMoved.json<Subscription>().events.map((event) => event.kind)).toEqual([
      'updated',
      'updated',
      'created',
    ]);
  });

  it('keeps a moved end within five years of the start, as at creation, naming the field', async () => {
    const sub = await create(staff);
    for (const endsOn of ['9999-12-31', addLocalDays(sub.startsOn, 5 * 366 + 1), addLocalDays(sub.startsOn, -1)]) {
      const refused = await post(staff, `/subscriptions/${sub.id}`, { endsOn, autoRenew: false });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json<Issues>().data.issues).toEqual([
        { path: ['endsOn'], message: 'subscriptions.errors.period' },
      ]);
    }
    const longest = addLocalDays(sub.startsOn, 5 * 366);
    const moved = await post(staff, `/subscriptions/${sub.id}`, { endsOn: longest, autoRenew: false });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Subscription>().endsOn).toBe(longest);
  });

  it('swaps a seat to a replacement sensor and keeps the old seat in the history', async () => {
    const sub = await create(staff, {
      sensorIds: [sensor.D],
      startsOn: addLocalDays(today(), 300),
      endsOn: addLocalDays(today(), 400),
    });
    const spare = await createSensorAs(t.app, staff, farm, 'SUB-SPARE');
    const swapped = await post(staff, `/subscriptions/${sub.id}/sensors`, {
      action: 'swap',
      sensorId: sensor.D,
      replacementSensorId: spare.id,
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const seats = swapped.json<Subscription>().seats;
    expect(seats).toMatchObject([
      { sensor: { serialNumber: 'SUB-SPARE' } },
      { sensor: { serialNumber: 'SUB-D' }, replacedBy: 'SUB-SPARE' },
    ]);
    expect(seats[1]?.removedAt).toBeDefined();
    expect(swapped.json<Subscription>()).toMatchObject({
      seatCount: 1,
      events: [{ kind: 'seat-swapped', detail: 'SUB-SPARE' }, { kind: 'created' }],
    });
    const removed = await post(staff, `/subscriptions/${sub.id}/sensors`, { action: 'remove', sensorId: spare.id });
    expect(removed.json<Subscription>().seatCount).toBe(0);
    const added = await post(staff, `/subscriptions/${sub.id}/sensors`, { action: 'add', sensorIds: [sensor.D] });
    expect(added.json<Subscription>().seatCount).toBe(1);
  });
});

describe('placing a sensor on a parcel', () => {
  const place = (parcelId: string, sensorId: string) => post(provider, `/parcels/${parcelId}/sensor`, { sensorId });
  const refusal = (response: Awaited<ReturnType<typeof place>>) =>
    response.json<{ data?: { error?: string } }>().data?.error;

  it('needs a covering subscription for a sold sensor, and none for a support or rented one', async () => {
    const parcel = (label: string) => insertParcel(t.db, { label, accountId: farm, postalCode: '47300' });
    const sold = (serial: string, accountId = farm) => createSensorAs(t.app, staff, accountId, serial);
    const [uncovered, expiring, providers] = [
      await sold('SUB-PLACE-1'),
      await sold('SUB-PLACE-2'),
      await sold('SUB-PLACE-5', agri),
    ];
    const support = await createSensorAs(t.app, staff, farm, 'SUB-PLACE-3', { usage: 'support' });
    const rented = await createSensorAs(t.app, staff, farm, 'SUB-PLACE-4', { usage: 'renting' });

    const refused = await place(await parcel('Sub 1'), uncovered.id);
    expect(refused.statusCode).toBe(409);
    expect(refusal(refused)).toBe('subscription-error');

    // Covered, then expired: the seat no longer covers it.
    const sub = await create(staff, { sensorIds: [expiring.id] });
    await setPeriod(sub.id, addLocalDays(today(), -400), addLocalDays(today(), -15));
    const second = await parcel('Sub 2');
    expect(refusal(await place(second, expiring.id))).toBe('subscription-error');
    await setPeriod(sub.id, addLocalDays(today(), -400), addLocalDays(today(), -14));
    expect((await place(second, expiring.id)).statusCode).toBe(200);

    expect((await place(await parcel('Sub 3'), support.id)).statusCode).toBe(200);
    // A rented sensor answers to its rent contract instead (rent-contracts.test.ts).
    expect(refusal(await place(await parcel('Sub 4'), rented.id))).toBe('rent-contract-not-validated');

    // The provider's own sensor, under the provider's subscription, on its farm's parcel.
    await create(provider, { accountId: agri, sensorIds: [providers.id] });
    expect((await place(await parcel('Sub 5'), providers.id)).statusCode).toBe(200);
  });
});

describe('coverage following the crops', () => {
  /** A crop of the parcel, seeded `days` from today, as the farmer would have recorded it. */
  const sow = async (parcelId: string, currentCrop: CropType, days: number, stage: CropStage = 'non_seme') => {
    const estimatedSeedingDate = addLocalDays(today(), days);
    await t.db.insert(crops).values({
      parcelId,
      year: Number(estimatedSeedingDate.slice(0, 4)),
      currentCrop,
      stage,
      estimatedSeedingDate,
    });
  };
  const synthesisGap = async (parcelId: string) =>
    (await get(farmer, `/parcels/${parcelId}/synthesis`)).json<ParcelSynthesis>().coverageGap;

  it('warns on the subscription and the parcel when the crop needs its sensor past the end, until renewed', async () => {
    const sold = await createSensorAs(t.app, staff, farm, 'SUB-CROP-1');
    const parcelId = await insertParcel(t.db, { label: 'Sub Crop', accountId: farm, postalCode: '47300' });
    // Rapeseed seeded in ten days needs its trap for 40 days after: 30 days past a period ending in 20.
    await sow(parcelId, 'colza', 10);
    const sub = await create(provider, { sensorIds: [sold.id], endsOn: addLocalDays(today(), 20) });
    expect((await post(provider, `/parcels/${parcelId}/sensor`, { sensorId: sold.id })).statusCode).toBe(200);

    const gap = {
      parcel: { id: parcelId, name: 'Sub Crop' },
      serialNumber: 'SUB-CROP-1',
      currentCrop: 'colza',
      coveredUntil: addLocalDays(today(), 20),
      gap: { startsOn: addLocalDays(today(), 21), endsOn: addLocalDays(today(), 50) },
    };
    expect((await get(provider, `/subscriptions/${sub.id}`)).json<Subscription>().coverageGaps).toEqual([gap]);
    expect((await get(farmer, `/subscriptions/mine/${sub.id}`)).json<Subscription>().coverageGaps).toEqual([gap]);
    expect(await synthesisGap(parcelId)).toEqual({
      subscriptionId: sub.id,
      holderId: farm,
      coveredUntil: gap.coveredUntil,
      gap: gap.gap,
    });

    // The renewal covers the whole window: the warnings go, on both periods.
    const renewed = await post(provider, `/subscriptions/${sub.id}/renew`);
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect((await get(provider, `/subscriptions/${sub.id}`)).json<Subscription>().coverageGaps).toEqual([]);
    expect(renewed.json<Subscription>().coverageGaps).toEqual([]);
    expect(await synthesisGap(parcelId)).toBeNull();
  });

  it('leaves out a crop past its sensitive stage and a subscription renewing by itself', async () => {
    const [pastStage, renewing] = [
      await createSensorAs(t.app, staff, farm, 'SUB-CROP-2'),
      await createSensorAs(t.app, staff, farm, 'SUB-CROP-3'),
    ];
    const pastParcel = await insertParcel(t.db, { label: 'Sub Crop F5', accountId: farm, postalCode: '47300' });
    const renewingParcel = await insertParcel(t.db, { label: 'Sub Crop Auto', accountId: farm, postalCode: '47300' });
    await sow(pastParcel, 'colza', -20, 'f5');
    await sow(renewingParcel, 'colza', 10);
    const ending = await create(provider, { sensorIds: [pastStage.id], endsOn: addLocalDays(today(), 5) });
    const auto = await create(provider, {
      sensorIds: [renewing.id],
      endsOn: addLocalDays(today(), 5),
      autoRenew: true,
    });
    expect((await post(provider, `/parcels/${pastParcel}/sensor`, { sensorId: pastStage.id })).statusCode).toBe(200);
    expect((await post(provider, `/parcels/${renewingParcel}/sensor`, { sensorId: renewing.id })).statusCode).toBe(200);
    expect((await get(provider, `/subscriptions/${ending.id}`)).json<Subscription>().coverageGaps).toEqual([]);
    expect((await get(provider, `/subscriptions/${auto.id}`)).json<Subscription>().coverageGaps).toEqual([]);
    expect(await synthesisGap(renewingParcel)).toBeNull();
  });

  it("proposes a campaign's period from the holder's crops to come, in its reach only", async () => {
    const parcelId = await insertParcel(t.db, { label: 'Other Maize', accountId: otherFarm, postalCode: '47300' });
    await sow(parcelId, 'mais', 100);
    const season = await get(staff, `/subscriptions/crop-season?account_id=${otherFarm}`);
    expect(season.statusCode, season.body).toBe(200);
    expect(season.json()).toEqual({
      cropCount: 1,
      startsOn: addLocalDays(today(), 79),
      endsOn: addLocalDays(today(), 145),
    });
    expect((await get(provider, `/subscriptions/crop-season?account_id=${otherFarm}`)).statusCode).toBe(404);
    expect((await get(provider, `/subscriptions/crop-season?account_id=${agri}`)).json()).toEqual({ cropCount: 0 });

    // The French pack's season moves the window (decision 165): traps a month before sowing, maize watched 60 days.
    const pack = (await get(staff, '/settings/countries/FR')).json<{ version: number; value: CountryPack }>();
    const longer = { leadDays: 30, sensitiveDays: { ...pack.value.season.sensitiveDays, mais: 60 } };
    const changed = await post(staff, '/settings/countries/FR', {
      version: pack.version,
      reason: 'Maize watched longer this year',
      pack: { ...pack.value, season: longer },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(staff, `/subscriptions/crop-season?account_id=${otherFarm}`)).json()).toEqual({
      cropCount: 1,
      startsOn: addLocalDays(today(), 70),
      endsOn: addLocalDays(today(), 160),
    });
    const reset = await post(staff, '/settings/countries/FR/reset', { version: pack.version + 1, reason: 'Back' });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});
