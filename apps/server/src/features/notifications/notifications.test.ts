import type { Notification } from '@console/domain/notification/notification.schema';
import type { Paged } from '@console/domain/list/list-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdByName, createSensorAs, reading, sendReadings } from '../../test/fixtures.ts';
import { bearer, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInDemoUsers>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoUsers(t.app);
});
afterAll(() => t.close());

const list = async (token: string, query = '') =>
  (await t.app.inject({ url: `/back/notifications${query}`, headers: bearer(token) })).json<Paged<Notification>>();
const unread = async (token: string) =>
  (await t.app.inject({ url: '/back/profile', headers: bearer(token) })).json<{
    counter: { unreadNotifications: number };
  }>().counter.unreadNotifications;
const post = (token: string, url: string) => t.app.inject({ method: 'POST', url, headers: bearer(token) });

/** A lid opening on a new sensor of the demo farm: the issue rules open `ouverture_couvercle`. */
const openLid = async (serialNumber: string) => {
  const sensor = await createSensorAs(t.app, tokens.staff, await accountIdByName(t.db, 'Ferme des Demo'), serialNumber);
  const response = await sendReadings(t.app, sensor, [reading(2), reading(1, { deviceState: 'maintenance' })]);
  expect(response.statusCode).toBe(200);
  return sensor;
};

describe('notifications', () => {
  it("reach the users of the object's account and of its provider, newest first, and no one else", async () => {
    const before = { farmer: await unread(tokens.farmer), provider: await unread(tokens.provider) };
    const sensor = await openLid('NOTIF-0001');

    const farmerPage = await list(tokens.farmer);
    const [newest] = farmerPage.items;
    expect(newest).toMatchObject({
      type: 'issue-opened',
      seenAt: null,
      payload: { sensorId: sensor.id, serialNumber: 'NOTIF-0001', issueType: 'ouverture_couvercle' },
    });
    expect(await unread(tokens.farmer)).toBe(before.farmer + 1);
    expect(await unread(tokens.provider)).toBe(before.provider + 1);
    // Staff follow issues from the lists; the farm of another provider's world hears nothing.
    const staffItems = (await list(tokens.staff)).items;
    expect(staffItems.some((item) => item.type === 'issue-opened' && item.payload.sensorId === sensor.id)).toBe(false);
    const newcomerItems = (await list(tokens.newcomer)).items;
    expect(newcomerItems.some((item) => item.type === 'issue-opened')).toBe(false);

    // The same capture sent again opens nothing new, and so tells no one again.
    await sendReadings(t.app, sensor, [reading(1, { deviceState: 'maintenance' })]);
    expect(await unread(tokens.farmer)).toBe(before.farmer + 1);
  });

  it('marks one as seen for its owner only, then all, and filters the unread', async () => {
    await openLid('NOTIF-0002');
    const [item] = (await list(tokens.farmer, '?unseen_only=true')).items;
    if (!item) throw new Error('no unread notification');
    const count = await unread(tokens.farmer);

    expect((await post(tokens.provider, `/back/notifications/${item.id}/seen`)).statusCode).toBe(404);
    expect((await post(tokens.farmer, `/back/notifications/${item.id}/seen`)).statusCode).toBe(204);
    expect(await unread(tokens.farmer)).toBe(count - 1);
    const seen = (await list(tokens.farmer)).items.find((candidate) => candidate.id === item.id);
    expect(Date.parse(seen?.seenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await list(tokens.farmer, '?unseen_only=true')).items.map((unseen) => unseen.id)).not.toContain(item.id);

    const all = await post(tokens.farmer, '/back/notifications/seen');
    expect(all.json()).toEqual({ marked: count - 1 });
    expect(await unread(tokens.farmer)).toBe(0);
    expect((await list(tokens.farmer, '?unseen_only=true')).total).toBe(0);
    // The provider's copies stay unread.
    expect(await unread(tokens.provider)).toBeGreaterThan(0);
  });

  it("marks a drawer row's notifications seen together, the caller's only", async () => {
    await openLid('NOTIF-0003');
    await openLid('NOTIF-0004');
    const mine = (await list(tokens.farmer, '?unseen_only=true')).items.slice(0, 2).map((item) => item.id);
    const [theirs] = (await list(tokens.provider, '?unseen_only=true')).items;
    const providerCount = await unread(tokens.provider);
    const farmerCount = await unread(tokens.farmer);

    const marked = await t.app.inject({
      method: 'POST',
      url: '/back/notifications/seen-many',
      headers: bearer(tokens.farmer),
      payload: { ids: [...mine, theirs?.id] },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ marked: 2 });
    expect(await unread(tokens.farmer)).toBe(farmerCount - 2);
    expect(await unread(tokens.provider)).toBe(providerCount);

    const empty = await t.app.inject({
      method: 'POST',
      url: '/back/notifications/seen-many',
      headers: bearer(tokens.farmer),
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.issues[0].path).toEqual(['ids']);
  });

  it('needs a session, and refuses a malformed id', async () => {
    expect((await t.app.inject({ url: '/back/notifications' })).statusCode).toBe(401);
    expect((await post(tokens.farmer, '/back/notifications/not-a-uuid/seen')).statusCode).toBe(404);
  });
});
