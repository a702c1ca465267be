import type { Paged } from '@console/domain/list/list-query';
import type { Notification } from '@console/domain/notification/notification.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema.ts';
import {
  accountIdByName,
  createCoveredSensorAs,
  createUserWithRights,
  type CreatedSensor,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInDemoUsers>>;
let farmId: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoUsers(t.app);
  farmId = await accountIdByName(t.db, 'Ferme des Demo');
});
afterAll(() => t.close());

const request = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/back${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const issuePaths = (response: { json: () => { data: { issues: { path: (string | number)[] }[] } } }) =>
  response.json().data.issues.map((issue) => issue.path.join('.'));

const createParcel = async (token: string, label: string, extra: Record<string, unknown> = {}): Promise<string> => {
  const response = await request(token, 'POST', '/parcels', {
    label,
    soilType: 'limoneux',
    address: { postalCode: '32000', city: 'Auch', country: 'FR' },
    gpsLocation: { lat: 43.6, long: 0.6 },
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(`parcel ${label} not created: ${response.body}`);
  return response.json<{ id: string }>().id;
};

/** A new sensor of the demo farm placed on a new parcel of it. */
const watchedParcel = async (label: string, serialNumber: string) => {
  const sensor = await createCoveredSensorAs(t, tokens.staff, farmId, serialNumber);
  const parcelId = await createParcel(tokens.farmer, label, { sensorId: sensor.id });
  return { sensor, parcelId };
};

const slugAlerts = async (token: string, parcelId: string) =>
  (await request(token, 'GET', '/notifications'))
    .json<Paged<Notification>>()
    .items.filter((item) => item.type === 'slug-count-alert' && item.payload.parcelId === parcelId);

const capture = (sensor: CreatedSensor, slugCount: number, hoursAgo = 1) =>
  sendReadings(t.app, sensor, [reading(hoursAgo, { slugCount })]);

describe('alert notifications of a user', () => {
  it('start from the defaults: everything in the console, high issues, high risk, watches, subscriptions and support tickets by e-mail, no digest', async () => {
    const response = await request(tokens.newcomer, 'GET', '/profile/alert-notifications');
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings.emailDelivery).toBe('immediate');
    expect(Object.keys(settings.channels)).toHaveLength(18);
    for (const type of ['support-ticket-opened', 'support-ticket-replied', 'support-ticket-status-changed'])
      expect(settings.channels[type], type).toEqual({ inApp: true, email: true });
    expect(settings.channels['watch-risk-level-high']).toEqual({ inApp: true, email: true });
    expect(settings.channels['watch-issue-blocking']).toEqual({ inApp: true, email: true });
    expect(settings.channels['issue-opened']).toEqual({ inApp: true, email: true });
    expect(settings.channels['risk-level-high']).toEqual({ inApp: true, email: true });
    expect(settings.channels['slug-count-alert']).toEqual({ inApp: true, email: false });
    for (const type of ['subscription-to-renew', 'subscription-expired', 'subscription-renewal-requested'])
      expect(settings.channels[type], type).toEqual({ inApp: true, email: true });
  });

  it('are saved for the caller alone, every type required', async () => {
    const defaults = (await request(tokens.provider, 'GET', '/profile/alert-notifications')).json();
    const changed = {
      channels: { ...defaults.channels, distance: { inApp: false, email: true } },
      emailDelivery: 'daily-digest',
    };
    const saved = await request(tokens.provider, 'POST', '/profile/alert-notifications', changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(changed);
    expect((await request(tokens.provider, 'GET', '/profile/alert-notifications')).json()).toEqual(changed);
    expect((await request(tokens.staff, 'GET', '/profile/alert-notifications')).json().channels.distance).toEqual({
      inApp: true,
      email: false,
    });

    const { distance: _left, ...incomplete } = defaults.channels;
    const invalid = await request(tokens.provider, 'POST', '/profile/alert-notifications', {
      channels: { ...incomplete, 'issue-opened': { inApp: 'yes', email: true } },
      emailDelivery: 'weekly',
    });
    expect(invalid.statusCode).toBe(422);
    expect(issuePaths(invalid)).toEqual(
      expect.arrayContaining(['channels.distance', 'channels.issue-opened.inApp', 'emailDelivery']),
    );
  });

  it('hide a type turned off in the console from the list and the bell, and show it again when turned on', async () => {
    await createUserWithRights(t.db, 'Ferme des Demo', 'hides@demo.test', {});
    const token = await signIn(t.app, 'hides@demo.test');
    const unread = async () =>
      (await request(token, 'GET', '/profile')).json<{ counter: { unreadNotifications: number } }>().counter
        .unreadNotifications;
    const sensor = await createCoveredSensorAs(t, tokens.staff, farmId, 'HIDE-0001');
    await sendReadings(t.app, sensor, [reading(2), reading(1, { deviceState: 'maintenance' })]);
    const countIssues = async () =>
      (await request(token, 'GET', '/notifications'))
        .json<Paged<Notification>>()
        .items.filter((item) => item.type === 'issue-opened').length;
    expect(await countIssues()).toBe(1);
    const before = await unread();

    const settings = (await request(token, 'GET', '/profile/alert-notifications')).json();
    const hide = (inApp: boolean) =>
      request(token, 'POST', '/profile/alert-notifications', {
        ...settings,
        channels: { ...settings.channels, 'issue-opened': { inApp, email: true } },
      });
    expect((await hide(false)).statusCode).toBe(200);
    expect(await countIssues()).toBe(0);
    expect(await unread()).toBe(before - 1);
    const page = (await request(token, 'GET', '/notifications')).json<Paged<Notification>>();
    expect(page.total).toBe(page.items.length);

    await hide(true);
    expect(await countIssues()).toBe(1);
    expect(await unread()).toBe(before);
  });
});

describe('account alert thresholds', () => {
  const alertOn = (threshold: number, parcelIds?: string[]) => ({
    isSlugCountAlertOn: true,
    slugCountThreshold: threshold,
    parcelScope: parcelIds ? 'chosen' : 'all',
    parcelIds: parcelIds ?? [],
  });

  it('start switched off, and are saved with the chosen parcels named', async () => {
    const initial = await request(tokens.farmer, 'GET', '/settings/alerts');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      isSlugCountAlertOn: false,
      slugCountThreshold: 10,
      parcelScope: 'all',
      parcels: [],
    });
    const parcelId = await createParcel(tokens.farmer, 'Seuil Nord');
    const saved = await request(tokens.farmer, 'POST', '/settings/alerts', alertOn(12, [parcelId, parcelId]));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      isSlugCountAlertOn: true,
      slugCountThreshold: 12,
      parcelScope: 'chosen',
      parcels: [{ id: parcelId, label: 'Seuil Nord', accountName: 'Ferme des Demo' }],
    });
    expect((await request(tokens.farmer, 'GET', '/settings/alerts')).json().parcels).toHaveLength(1);

    // Back to all parcels: the former choice is forgotten.
    await request(tokens.farmer, 'POST', '/settings/alerts', { ...alertOn(12), parcelIds: [parcelId] });
    expect((await request(tokens.farmer, 'GET', '/settings/alerts')).json()).toMatchObject({
      parcelScope: 'all',
      parcels: [],
    });
    await request(tokens.farmer, 'POST', '/settings/alerts', { ...alertOn(12), isSlugCountAlertOn: false });
  });

  it('refuse a bad threshold and an empty choice with their field paths', async () => {
    const invalid = await request(tokens.farmer, 'POST', '/settings/alerts', {
      isSlugCountAlertOn: true,
      slugCountThreshold: 0,
      parcelScope: 'chosen',
      parcelIds: [],
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().data.issues).toEqual(
      expect.arrayContaining([
        { path: ['slugCountThreshold'], message: 'alert-settings.errors.threshold-range' },
        { path: ['parcelIds'], message: 'alert-settings.errors.parcels-required' },
      ]),
    );
    const fraction = await request(tokens.farmer, 'POST', '/settings/alerts', { ...alertOn(2.5) });
    expect(issuePaths(fraction)).toEqual(['slugCountThreshold']);
  });

  it("refuse another account's parcel as unknown (404), and let a provider choose its farmers' parcels", async () => {
    const newcomerFarm = await accountIdByName(t.db, 'Ferme du Nouveau');
    const elsewhere = await createParcel(tokens.staff, 'Chez le voisin', { accountId: newcomerFarm });
    const own = await createParcel(tokens.farmer, 'Seuil Sud');
    const refused = await request(tokens.farmer, 'POST', '/settings/alerts', alertOn(5, [own, elsewhere]));
    expect(refused.statusCode).toBe(404);
    expect((await request(tokens.farmer, 'GET', '/settings/alerts')).json().parcels).toEqual([]);

    const [independent] = await t.db
      .insert(accounts)
      .values({ type: 'farmer', name: 'Ferme Isolée' })
      .returning({ id: accounts.id });
    const outside = await createParcel(tokens.staff, 'Hors réseau', { accountId: independent?.id });
    expect((await request(tokens.provider, 'POST', '/settings/alerts', alertOn(5, [outside]))).statusCode).toBe(404);
    const mine = await request(tokens.provider, 'POST', '/settings/alerts', alertOn(5, [own, elsewhere]));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().parcels.map((parcel: { label: string }) => parcel.label)).toEqual([
      'Chez le voisin',
      'Seuil Sud',
    ]);
    await request(tokens.provider, 'POST', '/settings/alerts', { ...alertOn(5), isSlugCountAlertOn: false });
  });

  it("offer the account's own parcels in the picker, by the start of their label", async () => {
    await createParcel(tokens.farmer, 'Picker Alpha');
    const found = await request(tokens.farmer, 'GET', '/settings/alerts/parcels?search=picker');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([expect.objectContaining({ label: 'Picker Alpha', accountName: 'Ferme des Demo' })]);
    const newcomerFarm = await accountIdByName(t.db, 'Ferme du Nouveau');
    await createParcel(tokens.staff, 'Picker Beta', { accountId: newcomerFarm });
    const labels = (await request(tokens.farmer, 'GET', '/settings/alerts/parcels?search=Picker')).json();
    expect(labels.map((parcel: { label: string }) => parcel.label)).toEqual(['Picker Alpha']);
  });

  it('answer 403 to staff, to a role without Configuration, and to writes of a read-only one', async () => {
    for (const url of ['/settings/alerts', '/settings/alerts/parcels']) {
      expect((await request(tokens.staff, 'GET', url)).statusCode).toBe(403);
    }
    expect((await request(tokens.staff, 'POST', '/settings/alerts', alertOn(5))).statusCode).toBe(403);
    await createUserWithRights(t.db, 'Ferme des Demo', 'noconfig@demo.test', { configuration: 'no-access' });
    const noConfig = await signIn(t.app, 'noconfig@demo.test');
    expect((await request(noConfig, 'GET', '/settings/alerts')).statusCode).toBe(403);
    await createUserWithRights(t.db, 'Ferme des Demo', 'readconfig@demo.test', { configuration: 'read-only' });
    const readOnly = await signIn(t.app, 'readconfig@demo.test');
    expect((await request(readOnly, 'GET', '/settings/alerts')).statusCode).toBe(200);
    expect((await request(readOnly, 'POST', '/settings/alerts', alertOn(5))).statusCode).toBe(403);
  });

  it('raise a slug-count alert from a capture at or above the threshold, once, to the account that set it', async () => {
    const { sensor, parcelId } = await watchedParcel('Seuil Est', 'ALERT-0001');
    const other = await watchedParcel('Seuil Ouest', 'ALERT-0002');
    expect((await request(tokens.farmer, 'POST', '/settings/alerts', alertOn(20, [parcelId]))).statusCode).toBe(200);

    await capture(sensor, 19, 3);
    expect(await slugAlerts(tokens.farmer, parcelId)).toHaveLength(0);
    // A batch alerts once, for its highest capture.
    const batch = [reading(2.5, { slugCount: 25 }), reading(2, { slugCount: 31 }), reading(1.5, { slugCount: 20 })];
    expect((await sendReadings(t.app, sensor, batch)).statusCode).toBe(200);
    const [alert, ...more] = await slugAlerts(tokens.farmer, parcelId);
    expect(more).toHaveLength(0);
    expect(alert?.payload).toMatchObject({
      parcelLabel: 'Seuil Est',
      serialNumber: 'ALERT-0001',
      slugCount: 31,
      threshold: 20,
    });
    // The same batch sent again tells no one again; a parcel outside the choice never alerts.
    await sendReadings(t.app, sensor, batch);
    expect(await slugAlerts(tokens.farmer, parcelId)).toHaveLength(1);
    await capture(other.sensor, 90);
    expect(await slugAlerts(tokens.farmer, other.parcelId)).toHaveLength(0);
    // The farm's threshold tells the farm; the provider, without a threshold of its own, hears nothing.
    expect(await slugAlerts(tokens.provider, parcelId)).toHaveLength(0);

    // The provider's own threshold covers its farmers' parcels and tells its users only.
    await request(tokens.provider, 'POST', '/settings/alerts', alertOn(50));
    await capture(other.sensor, 60, 0.5);
    expect(await slugAlerts(tokens.provider, other.parcelId)).toHaveLength(1);
    expect(await slugAlerts(tokens.farmer, other.parcelId)).toHaveLength(0);
    await request(tokens.provider, 'POST', '/settings/alerts', { ...alertOn(50), isSlugCountAlertOn: false });
    await request(tokens.farmer, 'POST', '/settings/alerts', { ...alertOn(20, [parcelId]), isSlugCountAlertOn: false });
  });
});
