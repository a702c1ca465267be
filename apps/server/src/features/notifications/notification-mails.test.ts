import { DEFAULT_ISSUE_RULES } from '@console/domain/issue/issue-rule-settings';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import {
  accountIdByName,
  createCoveredSensorAs,
  createUserWithRights,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { readableMail, startSmtpServer } from '../../test/smtp-server.ts';
import { bearer, createTestApp, mailQueueDrained, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { sendMailsAsRaised } from './mails-as-raised.ts';
import { sendDailyDigests, sendNotificationMails } from './notification-mails.ts';
import { raiseIssueReminders } from './raise.ts';

const PUBLIC_URL = 'https://console.example.test';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let tokens: Awaited<ReturnType<typeof signInDemoUsers>>;
let farmId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  tokens = await signInDemoUsers(t.app);
  farmId = await accountIdByName(t.db, 'Ferme des Demo');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const request = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/back${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const mailsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => readableMail(mail.raw));
const runMailJob = () => sendNotificationMails(t.mailing, t.db);
const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

/** Turns e-mail on (or off) for some types, and picks the delivery. */
const setChannels = async (token: string, email: Record<string, boolean>, emailDelivery = 'immediate') => {
  const settings = (await request(token, 'GET', '/profile/alert-notifications')).json();
  for (const [type, isOn] of Object.entries(email)) settings.channels[type].email = isOn;
  const response = await request(token, 'POST', '/profile/alert-notifications', { ...settings, emailDelivery });
  expect(response.statusCode).toBe(200);
};

/** A new sensor of the demo farm placed on a new parcel of it (which tells the farm's users of the sensor). */
const watchedParcel = async (label: string, serialNumber: string) => {
  const sensor = await createCoveredSensorAs(t, tokens.staff, farmId, serialNumber);
  const response = await request(tokens.farmer, 'POST', '/parcels', {
    label,
    soilType: 'limoneux',
    address: { postalCode: '32000', city: 'Auch', country: 'FR' },
    gpsLocation: { lat: 43.6, long: 0.6 },
    sensorId: sensor.id,
  });
  return { sensor, parcelId: response.json<{ id: string }>().id };
};

const mailStates = async (email: string, parcelId: string) =>
  selectRows<{ type: string; state: string }>(
    t.db,
    sql`select n.type, n.mail_state as state from notifications n join users u on u.id = n.user_id
        where u.email = ${email} and n.payload->>'parcelId' = ${parcelId} order by n.type`,
  );

describe('notification e-mails', () => {
  it('e-mails a notification once, in the language of its user, with the link to its object', async () => {
    await setChannels(tokens.farmer, { 'slug-count-alert': true });
    const { sensor, parcelId } = await watchedParcel('Parcelle Été', 'MAIL-0001');
    await request(tokens.farmer, 'POST', '/settings/alerts', {
      isSlugCountAlertOn: true,
      slugCountThreshold: 15,
      parcelScope: 'chosen',
      parcelIds: [parcelId],
    });
    await sendReadings(t.app, sensor, [reading(1, { slugCount: 42 })]);

    // Two runs at once, as two server processes would: each notification is decided by one of them.
    await Promise.all([runMailJob(), runMailJob()]);
    await runMailJob();
    const raw = await smtp.waitForMail('farmer@demo.test', /Subject: /);
    await mailQueueDrained(t.db);
    const mails = mailsTo('farmer@demo.test');
    expect(mails).toHaveLength(1);
    expect(readableMail(raw).subject).toBe('42 limaces comptées sur Parcelle Été');
    expect(mails[0]?.text).toContain('Le capteur MAIL-0001 a compté 42 limaces sur Parcelle Été le ');
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/parcels/${parcelId}\n`);

    // The sensor's placement was not wanted by e-mail (off by default): decided, and never sent.
    expect(await mailStates('farmer@demo.test', parcelId)).toEqual([
      { type: 'new-sensor-affected', state: 'skipped' },
      { type: 'slug-count-alert', state: 'sent' },
    ]);
    await request(tokens.farmer, 'POST', '/settings/alerts', {
      isSlugCountAlertOn: false,
      slugCountThreshold: 15,
      parcelScope: 'all',
      parcelIds: [],
    });
  });

  it('e-mails opened issues of high and blocking levels only, by default', async () => {
    await createUserWithRights(t.db, 'Ferme des Demo', 'issues@demo.test', {});
    await t.db.update(users).set({ language: 'en' }).where(eq(users.email, 'issues@demo.test'));
    const sensor = await createCoveredSensorAs(t, tokens.staff, farmId, 'MAIL-0002');
    // The lid switch opens a high-level issue; a nearly full USB storage a low one.
    await sendReadings(t.app, sensor, [reading(2), reading(1, { deviceState: 'maintenance', usbFillRate: 95 })]);
    await runMailJob();
    const raw = await smtp.waitForMail('issues@demo.test', /MAIL-0002/);
    expect(readableMail(raw).subject).toBe('Lid opened on sensor MAIL-0002');
    expect(readableMail(raw).text).toContain('(level: High)');
    await mailQueueDrained(t.db);
    expect(mailsTo('issues@demo.test')).toHaveLength(1);
    const states = await selectRows<{ issueType: string; state: string }>(
      t.db,
      sql`select n.payload->>'issueType' as "issueType", n.mail_state as state
          from notifications n join users u on u.id = n.user_id
          where u.email = 'issues@demo.test' order by 1`,
    );
    expect(states).toEqual([
      { issueType: 'ouverture_couvercle', state: 'sent' },
      { issueType: 'taux_remplissage_usb_eleve', state: 'skipped' },
    ]);
  });

  it('reminds of an issue still open every so many days of its rule, once per reminder, in the app and by e-mail', async () => {
    await createUserWithRights(t.db, 'Ferme des Demo', 'reminders@demo.test', {});
    await t.db.update(users).set({ language: 'en' }).where(eq(users.email, 'reminders@demo.test'));
    const sensor = await createCoveredSensorAs(t, tokens.staff, farmId, 'MAIL-0004');
    await sendReadings(t.app, sensor, [reading(1, { deviceState: 'maintenance' })]);
    await t.db.execute(
      sql`update issues set opened_at = now() - interval '5 days 1 hour' where sensor_id = ${sensor.id}`,
    );
    const rules = structuredClone(DEFAULT_ISSUE_RULES);
    expect(await raiseIssueReminders(t.db, rules)).toBe(0);

    rules.ouverture_couvercle.reminderDays = 2;
    const raised = await raiseIssueReminders(t.db, rules);
    expect(raised).toBeGreaterThan(0);
    // A second run, or a second process, raises nothing more until the next reminder is due.
    expect(await raiseIssueReminders(t.db, rules)).toBe(0);
    const inApp = (await request(tokens.farmer, 'GET', '/notifications')).json<{
      items: { type: string; payload: { serialNumber: string; openDays?: number } }[];
    }>().items;
    expect(
      inApp.filter((item) => item.payload.serialNumber === 'MAIL-0004').map((item) => item.payload.openDays),
    ).toEqual([4, undefined]);

    await runMailJob();
    const raw = await smtp.waitForMail('reminders@demo.test', /Subject: Still open/);
    expect(readableMail(raw).subject).toBe('Still open after 4 days: Lid opened on sensor MAIL-0004');
    expect(readableMail(raw).text).toContain('has been open for 4 days');
  });

  it('e-mails subscription reminders by default, with the season so far and the page each reader has', async () => {
    const subscriptionId = crypto.randomUUID();
    const recap = { nightsMonitored: 41, highRiskAlerts: 3, treatments: 2 };
    const told = { subscriptionId, holderName: 'Ferme des Demo', endsOn: '2027-07-31' };
    await t.db.insert(notifications).values([
      {
        userId: await userIdOf('farmer@demo.test'),
        type: 'subscription-to-renew',
        occurrence: `${subscriptionId}@2027-07-31#7`,
        payload: { ...told, managed: false, daysLeft: 7, autoRenew: false, ...recap },
      },
      {
        userId: await userIdOf('provider@demo.test'),
        type: 'subscription-to-renew',
        occurrence: `${subscriptionId}@2027-07-31#30`,
        payload: { ...told, managed: true, daysLeft: 30, autoRenew: true, ...recap },
      },
    ]);
    await runMailJob();
    const toFarmer = readableMail(await smtp.waitForMail('farmer@demo.test', /Ferme des Demo/));
    expect(toFarmer.subject).toBe('L’abonnement de Ferme des Demo se termine le 31/07/2027');
    expect(toFarmer.text).toContain('41 nuits suivies, 3 alertes de risque limaces élevé, 2 traitements');
    expect(toFarmer.text).toContain(`${PUBLIC_URL}/subscriptions-mine/${subscriptionId}\n`);
    const toProvider = readableMail(await smtp.waitForMail('provider@demo.test', /Ferme des Demo/));
    expect(toProvider.subject).toBe('The subscription of Ferme des Demo renews itself after 31/07/2027');
    expect(toProvider.text).toContain(`${PUBLIC_URL}/subscriptions/${subscriptionId}\n`);
  });

  it("gathers a day's items of a user on the daily digest into one e-mail at 06:00 in their zone", async () => {
    await createUserWithRights(t.db, 'Agri Distribution Demo', 'digest@demo.test', {});
    await t.db
      .update(users)
      .set({ language: 'en', zoneId: 'Australia/Sydney', firstName: 'Dana' })
      .where(eq(users.email, 'digest@demo.test'));
    const token = await signIn(t.app, 'digest@demo.test');
    await setChannels(token, { 'new-sensor-affected': true }, 'daily-digest');

    // Three items for the provider's users: two sensors placed on parcels, a lid opened.
    const first = await watchedParcel('Digest One', 'DIGEST-0001');
    const second = await watchedParcel('Digest Two', 'DIGEST-0002');
    await sendReadings(t.app, first.sensor, [reading(2), reading(1, { deviceState: 'maintenance' })]);
    await runMailJob();
    await mailQueueDrained(t.db);
    expect(mailsTo('digest@demo.test')).toHaveLength(0);

    // Sydney is UTC+10 in June: 04:30 there is too early, 06:30 is the digest's time, once a day.
    expect(await sendDailyDigests(t.mailing, t.db, new Date('2030-06-10T18:30:00Z'))).toBe(0);
    await sendDailyDigests(t.mailing, t.db, new Date('2030-06-10T20:30:00Z'));
    const raw = await smtp.waitForMail('digest@demo.test', /Subject: /);
    const digest = readableMail(raw);
    expect(digest.subject).toBe('Your SlugWatch digest: 3 notifications');
    expect(digest.text).toContain('Hello Dana,');
    expect(digest.text).toContain(
      `Sensor DIGEST-0001 placed on Digest One\n  ${PUBLIC_URL}/sensors/${first.sensor.id}`,
    );
    expect(digest.text).toContain(
      `Sensor DIGEST-0002 placed on Digest Two\n  ${PUBLIC_URL}/sensors/${second.sensor.id}`,
    );
    expect(digest.text).toMatch(/Lid opened on sensor DIGEST-0001\n {2}https:\/\/console\.example\.test\/issues\//);
    expect(digest.text).toContain(`${PUBLIC_URL}/settings/alert-notifications`);
    await sendDailyDigests(t.mailing, t.db, new Date('2030-06-10T23:00:00Z'));
    await mailQueueDrained(t.db);
    expect(mailsTo('digest@demo.test')).toHaveLength(1);

    // The next item waits for the next day's 06:00.
    await watchedParcel('Digest Three', 'DIGEST-0003');
    await runMailJob();
    await sendDailyDigests(t.mailing, t.db, new Date('2030-06-11T19:50:00Z'));
    await mailQueueDrained(t.db);
    expect(mailsTo('digest@demo.test')).toHaveLength(1);
    await sendDailyDigests(t.mailing, t.db, new Date('2030-06-11T20:10:00Z'));
    await expect.poll(() => mailsTo('digest@demo.test').length).toBe(2);
    expect(mailsTo('digest@demo.test')[1]?.subject).toBe('Your SlugWatch digest: 1 notification');

    // Leaving the digest sends what it was keeping at the next minute's run.
    await watchedParcel('Digest Four', 'DIGEST-0004');
    await runMailJob();
    await setChannels(token, {}, 'immediate');
    await runMailJob();
    await expect.poll(() => mailsTo('digest@demo.test').length).toBe(3);
    expect(mailsTo('digest@demo.test')[2]?.subject).toBe('Sensor DIGEST-0004 placed on Digest Four');
  });

  it('e-mails a notification as soon as the change that raised it commits, without waiting for the minute job', async () => {
    const stop = await sendMailsAsRaised(t.handle, t.mailing, pino({ level: 'silent' }));
    try {
      await createUserWithRights(t.db, 'Ferme des Demo', 'raised@demo.test', {});
      await t.db.update(users).set({ language: 'en' }).where(eq(users.email, 'raised@demo.test'));
      const sensor = await createCoveredSensorAs(t, tokens.staff, farmId, 'MAIL-0003');
      await sendReadings(t.app, sensor, [reading(2), reading(1, { deviceState: 'maintenance' })]);
      const raw = await smtp.waitForMail('raised@demo.test', /MAIL-0003/);
      expect(readableMail(raw).subject).toBe('Lid opened on sensor MAIL-0003');
    } finally {
      await stop();
    }
  });
});
