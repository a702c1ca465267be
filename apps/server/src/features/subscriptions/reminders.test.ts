import type { Notification } from '@console/domain/notification/notification.schema';
import { addLocalDays, todayIn } from '@console/domain/subscription/subscription-period';
import type { Subscription } from '@console/domain/subscription/subscription.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../clock.ts';
import { selectRows } from '../../db/client.ts';
import { cropInterventions, crops, notifications, sensors, subscriptionPlans, subscriptions } from '../../db/schema.ts';
import {
  accountIdByName,
  createSensorAs,
  type CreatedSensor,
  insertParcel,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { bearer, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { raiseExpiryNotices, raiseRenewalReminders } from './reminders.ts';
import { renewDueSubscriptions } from './service.ts';

// The hourly job's three steps: renewing what renews itself, reminding before the end, telling of the expiry.

let t: TestApp;
let staff: string;
let provider: string;
let farm: string;
let planId: string;
let sensor: CreatedSensor;
const sensorIds: string[] = [];

const today = () => todayIn('Europe/Paris', new Date());

/** A subscription sold by the demo provider to the demo farm, over the sensor(s), ending `endsIn` days from today. */
const sell = async (endsIn: number, autoRenew: boolean, seats: string[]): Promise<Subscription> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/back/subscriptions',
    headers: bearer(provider),
    payload: {
      accountId: farm,
      planId,
      startsOn: addLocalDays(today(), -60),
      endsOn: addLocalDays(today(), endsIn),
      sensorIds: seats,
      autoRenew,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Subscription>();
};

type Told = { email: string; payload: Extract<Notification, { type: 'subscription-to-renew' }>['payload'] };

/** Who was told what of one subscription, by type. */
const toldOf = (type: Notification['type'], subscriptionId: string) =>
  selectRows<Told>(
    t.db,
    sql`select u.email, n.payload from notifications n join users u on u.id = n.user_id
        where n.type = ${type} and n.payload->>'subscriptionId' = ${subscriptionId} order by u.email, n.occurrence`,
  );

/** A twelve-month plan sold in France; its id. */
const insertPlan = async (code: string) => {
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({
      code,
      labels: { fr: code, en: code, de: code, es: code },
      countries: ['FR'],
      kind: 'duration',
      durationMonths: 12,
    })
    .returning({ id: subscriptionPlans.id });
  return plan?.id ?? '';
};

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider } = await signInDemoUsers(t.app));
  farm = await accountIdByName(t.db, 'Ferme des Demo');
  planId = await insertPlan('REMIND-12');
  sensor = await createSensorAs(t.app, staff, farm, 'REMIND-1');
  for (const serial of ['REMIND-2', 'REMIND-3', 'REMIND-4'])
    sensorIds.push((await createSensorAs(t.app, staff, farm, serial)).id);
});
afterAll(() => t.close());

describe('renewal reminders', () => {
  it('tells the holder and the seller a week before the end, once, with the season so far', async () => {
    const parcelId = await insertParcel(
      t.db,
      { label: 'Les Rappels', accountId: farm, postalCode: '47000' },
      {
        currentCrop: 'colza',
        seedingType: 'labour',
      },
    );
    await t.db.update(sensors).set({ parcelId }).where(eq(sensors.id, sensor.id));
    // Three nights with captures (two captures on the first), a high-risk alert, a treatment.
    const sent = await sendReadings(t.app, sensor, [
      reading(24 * 3),
      reading(24 * 3 + 0.001),
      reading(24 * 2),
      reading(24),
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const [crop] = await t.db.select({ id: crops.id }).from(crops).where(eq(crops.parcelId, parcelId));
    await t.db.insert(cropInterventions).values({
      cropId: crop?.id ?? '',
      type: 'product',
      date: addLocalDays(today(), -5),
      slugProduct: 'pixxela',
      slugProductDosage: 5,
    });
    const [farmer] = await selectRows<{ id: string }>(t.db, sql`select id from users where email = 'farmer@demo.test'`);
    await t.db.insert(notifications).values({
      userId: farmer?.id ?? '',
      type: 'risk-level-high',
      occurrence: `${parcelId}@earlier`,
      payload: { parcelId, parcelLabel: 'Les Rappels' },
      // A minute before the trap leaves the parcel: two statements in a row may read the same instant of the clock.
      createdAt: new Date(now().getTime() - 60_000),
    });

    // The trap went back to stock since (its placement ends): the season it served still counts.
    await t.db.update(sensors).set({ parcelId: null }).where(eq(sensors.id, sensor.id));

    const subscription = await sell(7, false, [sensor.id]);
    await raiseRenewalReminders(t.db);
    const told = await toldOf('subscription-to-renew', subscription.id);
    expect(told.map((row) => [row.email, row.payload.managed])).toEqual([
      ['farmer@demo.test', false],
      ['provider@demo.test', true],
    ]);
    expect(told[0]?.payload).toMatchObject({
      holderName: 'Ferme des Demo',
      endsOn: addLocalDays(today(), 7),
      daysLeft: 7,
      autoRenew: false,
      nightsMonitored: 3,
      highRiskAlerts: 1,
      treatments: 1,
    });

    // The next runs raise nothing new; a moved end date is a new reminder.
    await raiseRenewalReminders(t.db);
    expect(await toldOf('subscription-to-renew', subscription.id)).toHaveLength(2);
    await t.db
      .update(subscriptions)
      .set({ endsOn: addLocalDays(today(), 6) })
      .where(eq(subscriptions.id, subscription.id));
    await raiseRenewalReminders(t.db);
    expect(await toldOf('subscription-to-renew', subscription.id)).toHaveLength(4);
  });

  it('reminds at once when the manufacturer moves the end into the reminders’ days, without waiting for the job', async () => {
    const seated = await createSensorAs(t.app, staff, farm, 'REMIND-5');
    const subscription = await sell(60, false, [seated.id]);
    expect(await toldOf('subscription-to-renew', subscription.id)).toEqual([]);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/back/subscriptions/${subscription.id}`,
      headers: bearer(staff),
      payload: { endsOn: addLocalDays(today(), 20), autoRenew: false },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await toldOf('subscription-to-renew', subscription.id)).map((row) => row.payload.daysLeft)).toEqual([
      20, 20,
    ]);
  });

  it('reminds at the nearest threshold not passed, and not a period further than the first', async () => {
    const inTwenty = await sell(20, false, [sensorIds[0] ?? '']);
    const inForty = await sell(40, false, []);
    await raiseRenewalReminders(t.db);
    const told = await toldOf('subscription-to-renew', inTwenty.id);
    expect(told.map((row) => row.payload.daysLeft)).toEqual([20, 20]);
    expect(await toldOf('subscription-to-renew', inForty.id)).toEqual([]);
    // Down to 7 days: the 7-day reminder, once.
    await t.db
      .update(subscriptions)
      .set({ endsOn: addLocalDays(today(), 5) })
      .where(eq(subscriptions.id, inTwenty.id));
    await raiseRenewalReminders(t.db);
    await raiseRenewalReminders(t.db);
    expect(await toldOf('subscription-to-renew', inTwenty.id)).toHaveLength(4);
  });
});

describe('renewing by itself and expiring', () => {
  it('renews an auto-renewing subscription on its last day, after one courtesy notice', async () => {
    const subscription = await sell(0, true, [sensorIds[1] ?? '']);
    expect(subscription.status).toBe('to_renew');
    const { renewed } = await renewDueSubscriptions(t.db);
    expect(renewed).toBe(1);
    const successor = await t.db
      .select({ startsOn: subscriptions.startsOn, autoRenew: subscriptions.autoRenew })
      .from(subscriptions)
      .where(eq(subscriptions.renewsId, subscription.id));
    expect(successor).toEqual([{ startsOn: addLocalDays(today(), 1), autoRenew: true }]);
    // Renewed, it needs no reminder; its end passing tells no one it expired.
    await raiseRenewalReminders(t.db);
    expect(await toldOf('subscription-to-renew', subscription.id)).toEqual([]);
    await t.db
      .update(subscriptions)
      .set({ endsOn: addLocalDays(today(), -1) })
      .where(eq(subscriptions.id, subscription.id));
    await raiseExpiryNotices(t.db);
    expect(await toldOf('subscription-expired', subscription.id)).toEqual([]);

    const courtesy = await sell(25, true, []);
    await raiseRenewalReminders(t.db);
    await t.db
      .update(subscriptions)
      .set({ endsOn: addLocalDays(today(), 3) })
      .where(eq(subscriptions.id, courtesy.id));
    await raiseRenewalReminders(t.db);
    const told = await toldOf('subscription-to-renew', courtesy.id);
    // One courtesy notice an end date, whatever the days left.
    expect(told.filter((row) => row.email === 'farmer@demo.test').map((row) => row.payload.daysLeft)).toEqual([3, 25]);
    expect(told.every((row) => row.payload.autoRenew)).toBe(true);
  });

  it('tells of the expiry on the first day of grace, once, and of one that could not renew itself', async () => {
    const lapsed = await sell(30, false, [sensorIds[2] ?? '']);
    await t.db
      .update(subscriptions)
      .set({ endsOn: addLocalDays(today(), -1) })
      .where(eq(subscriptions.id, lapsed.id));
    await raiseExpiryNotices(t.db);
    await raiseExpiryNotices(t.db);
    const told = await toldOf('subscription-expired', lapsed.id);
    expect(told.map((row) => [row.email, row.payload.managed, row.payload.endsOn])).toEqual([
      ['farmer@demo.test', false, addLocalDays(today(), -1)],
      ['provider@demo.test', true, addLocalDays(today(), -1)],
    ]);

    // Its plan withdrawn, an auto-renewing subscription cannot renew: it runs into grace and is told so.
    const withdrawn = await insertPlan('REMIND-OLD');
    const stuck = await sell(0, true, []);
    await t.db.update(subscriptions).set({ planId: withdrawn }).where(eq(subscriptions.id, stuck.id));
    await t.db.update(subscriptionPlans).set({ active: false }).where(eq(subscriptionPlans.id, withdrawn));
    expect(await renewDueSubscriptions(t.db)).toEqual({ renewed: 0, refused: 1 });
    await t.db
      .update(subscriptions)
      .set({ endsOn: addLocalDays(today(), -1) })
      .where(eq(subscriptions.id, stuck.id));
    await raiseExpiryNotices(t.db);
    expect(await toldOf('subscription-expired', stuck.id)).toHaveLength(2);
  });
});
