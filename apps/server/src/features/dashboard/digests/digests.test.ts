import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import { mailParts, readableMail, startSmtpServer } from '../../../test/smtp-server.ts';
import { apiClient, createTestApp, mailQueueDrained, signInDemoUsers, type TestApp } from '../../../test/test-app.ts';
import { sendDashboardDigests } from '../service.ts';

const PUBLIC_URL = 'https://console.example.test';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let provider: string;
let farmer: string;

const { get, post } = apiClient(() => t.app);
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  ({ provider, farmer } = await signInDemoUsers(t.app));
  await t.db.update(users).set({ language: 'fr', zoneId: 'Europe/Paris' }).where(eq(users.email, 'provider@demo.test'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the weekly dashboard e-mail', () => {
  it('is refused to a reader without the tab, before its body is read', async () => {
    expect((await post(farmer, '/dashboard/sensors/digest', { isSubscribed: 'yes' })).statusCode).toBe(403);
    expect((await get(farmer, '/dashboard/activity/digest')).statusCode).toBe(403);
  });

  it('leaves on Monday at 07:00 in the reader’s zone, once a week, in their language, with its figures attached', async () => {
    expect((await get(provider, '/dashboard/sensors/digest')).json()).toEqual({ isSubscribed: false });
    const subscribed = await post(provider, '/dashboard/sensors/digest', { isSubscribed: true });
    expect(subscribed.json()).toEqual({ isSubscribed: true });
    expect((await get(provider, '/dashboard/sensors/digest')).json()).toEqual({ isSubscribed: true });

    // Monday 10 June 2030: 06:30 in Paris is too early, 07:30 is the time.
    expect(await sendDashboardDigests(t.mailing, t.db, new Date('2030-06-10T04:30:00Z'))).toBe(0);
    expect(await sendDashboardDigests(t.mailing, t.db, new Date('2030-06-10T05:30:00Z'))).toBe(1);
    const raw = await smtp.waitForMail('provider@demo.test', /dashboard-sensors\.csv/);
    expect(readableMail(raw).subject).toBe('Votre semaine sur SlugWatch : tableau de bord Capteurs');
    const [text, csv] = mailParts(raw);
    expect(text?.text).toContain('tout ce que vous suivez');
    expect(text?.text).toMatch(/- Capteurs : \d+\n- Capteurs en défaut : \d+/u);
    expect(text?.text).toContain(`${PUBLIC_URL}/dashboard/sensors`);
    expect(csv?.fileName).toBe('dashboard-sensors.csv');
    expect(csv?.text).toMatch(/^\uFEFFIndicateur;Détail;Nuit;Valeur\nCapteurs;;;\d+\nCapteurs;En service;;\d+/u);

    // Later that week, nothing more; nor after turning it off.
    expect(await sendDashboardDigests(t.mailing, t.db, new Date('2030-06-12T09:00:00Z'))).toBe(0);
    await post(provider, '/dashboard/sensors/digest', { isSubscribed: false });
    expect(await sendDashboardDigests(t.mailing, t.db, new Date('2030-06-17T06:00:00Z'))).toBe(0);
    await mailQueueDrained(t.db);
    expect(mailsTo('provider@demo.test')).toHaveLength(1);
  });
});
