import type { Dashboard } from '@console/domain/dashboard/dashboard.schema';
import type { ParcelHistory } from '@console/domain/parcel/parcel-history.schema';
import { addLocalDays } from '@console/domain/subscription/subscription-period';
import type { SensorNightImage } from '@console/domain/sensor/capture-image.schema';
import type { CaptureReview, ReviewQueueItem } from '@console/domain/sensor/count-review.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../clock.ts';
import { selectRows } from '../../db/client.ts';
import {
  accountIdByName,
  createCoveredSensorAs,
  type CreatedSensor,
  createUserWithRights,
  insertOtherProvider,
  insertParcel,
  reading,
  sendCaptureImage,
  sendReadings,
} from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { drawBoardPicture } from '../capture-images/service.ts';
import { foldSensorNights } from '../dashboard/service.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;
let parcelId: string;
let sensor: CreatedSensor;
/** The three past nights' captures, oldest first: one each, at 23:00 UTC. */
let captures: { id: string; measuredAt: string; night: string }[];

const DAY = 86_400_000;
const utcNight = (instant: string) => new Date(Date.parse(instant) - 12 * 3_600_000).toISOString().slice(0, 10);
const at23 = (daysAgo: number) => {
  const date = new Date(now().getTime() - daysAgo * DAY);
  date.setUTCHours(23, 0, 0, 0);
  return date.toISOString();
};

const post = (token: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/back${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const get = (token: string, url: string) => t.app.inject({ url: `/back${url}`, headers: bearer(token) });
const capturePath = (index: number, of: CreatedSensor = sensor) => `/sensors/${of.id}/captures/${captures[index]?.id}`;
const riskOf = async () => (await get(farmer, `/parcels/${parcelId}`)).json<{ riskLevel: string }>().riskLevel;
const riskNight = async (night: string) =>
  (
    await selectRows<{ level: string }>(
      t.db,
      sql`select risk_level as level from parcel_risk_nights where parcel_id = ${parcelId} and night = ${night}::date`,
    )
  )[0]?.level;
const notificationCount = async () =>
  (await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from notifications`))[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider, farmer } = await signInDemoUsers(t.app));
  const farm = await accountIdByName(t.db, 'Ferme des Demo');
  parcelId = await insertParcel(
    t.db,
    { label: 'Corrected field', accountId: farm, postalCode: '47300' },
    { currentCrop: 'colza', seedingType: 'semis_direct' },
  );
  sensor = await createCoveredSensorAs(t, staff, farm, 'CNT-0001');
  expect((await post(farmer, `/parcels/${parcelId}/sensor`, { sensorId: sensor.id })).statusCode).toBe(200);
  // Three complete nights of 2 slugs: low against France's lines for rapeseed (3.2 medium, 8 high a night).
  captures = [4, 3, 2].map((daysAgo) => {
    const measuredAt = at23(daysAgo);
    return { ...reading(0, { slugCount: 2, measuredAt }), night: utcNight(measuredAt) } as {
      id: string;
      measuredAt: string;
      night: string;
    };
  });
  expect((await sendReadings(t.app, sensor, captures)).statusCode).toBe(200);
  for (const [index, capture] of captures.entries()) {
    const { jpeg, detections } = await drawBoardPicture({ slugs: 2, seed: 40 + index });
    const sent = await sendCaptureImage(t.app, sensor, capture.id, {
      image: jpeg,
      capture: { takenAt: capture.measuredAt, modelVersion: 'slugnet-2.1', detections },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }
  // The fold last ran during the second night: the last one is still to be counted when it is corrected.
  const secondNight = captures[1];
  if (!secondNight) throw new Error('no capture');
  await foldSensorNights(t.db, {
    from: captures[0]?.night,
    at: new Date(Date.parse(secondNight.measuredAt) + 3_600_000),
  });
});
afterAll(() => t.close());

describe('correcting a count', () => {
  it('refuses farmers and read-only providers before reading the body, and other accounts with 404', async () => {
    expect((await post(farmer, `${capturePath(0)}/corrections`, { nonsense: true })).statusCode).toBe(403);
    await createUserWithRights(t.db, 'Agri Distribution Demo', 'count-reader@demo.test', { sensors: 'read-only' });
    const reader = await signIn(t.app, 'count-reader@demo.test');
    expect((await post(reader, `${capturePath(0)}/corrections`, {})).statusCode).toBe(403);
    expect((await post(reader, `${capturePath(0)}/confirmation`)).statusCode).toBe(403);

    const { farmId } = await insertOtherProvider(t.db, 'Counts elsewhere');
    await createUserWithRights(t.db, 'Counts elsewhere', 'counts-elsewhere@demo.test', { sensors: 'full-access' });
    const stranger = await signIn(t.app, 'counts-elsewhere@demo.test');
    const correction = { count: 9, reason: 'missed-slugs' };
    expect((await post(stranger, `${capturePath(0)}/corrections`, correction)).statusCode).toBe(404);
    expect((await get(stranger, `${capturePath(0)}/review`)).statusCode).toBe(404);
    expect(farmId).toBeDefined();
  });

  it('answers bad corrections with their fields', async () => {
    const tooMany = await post(provider, `${capturePath(0)}/corrections`, { count: 5000, reason: 'missed-slugs' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.body).toContain('count');
    const unexplained = await post(provider, `${capturePath(0)}/corrections`, { count: 3, reason: 'other' });
    expect(unexplained.statusCode).toBe(422);
    expect(unexplained.body).toContain('comment');
    // The picture has two boxes: there is no third to remove.
    const ghostBox = await post(provider, `${capturePath(0)}/corrections`, {
      count: 1,
      reason: 'not-a-slug',
      boxes: { added: [], removed: [0, 2] },
    });
    expect(ghostBox.statusCode).toBe(422);
    expect(ghostBox.json()).toMatchObject({
      data: { issues: [{ path: ['boxes', 'removed', 1], message: 'count-reviews.errors.box-not-found' }] },
    });
    expect(
      (
        await post(provider, `/sensors/${sensor.id}/captures/${crypto.randomUUID()}/corrections`, {
          count: 3,
          reason: 'missed-slugs',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('puts the provider’s count in force, even on a night not folded yet: night total, risk, history line, no alert, both counts kept', async () => {
    const last = captures[2];
    if (!last) throw new Error('no capture');
    expect(await riskOf()).toBe('low');
    expect(await riskNight(last.night)).toBeUndefined();
    const alertsBefore = await notificationCount();

    const corrected = await post(provider, `${capturePath(2)}/corrections`, {
      count: 30,
      reason: 'missed-slugs',
      comment: 'Slugs under the board’s rim',
      boxes: { added: [{ x: 10, y: 10, w: 40, h: 20, class: 'adult' }], removed: [] },
    });

    expect(corrected.statusCode, corrected.body).toBe(200);
    const review = corrected.json<CaptureReview>();
    expect(review).toMatchObject({ count: 30, modelCount: 2, state: 'corrected', pendingProposalId: null });
    expect(review.events.map((event) => event.kind)).toEqual(['model', 'correction']);
    expect(review.events[1]).toMatchObject({
      by: 'Paul Durand',
      count: 30,
      previousCount: 2,
      reason: 'missed-slugs',
      riskChanges: [{ night: last.night, from: 'low', to: 'high' }],
    });
    // The night's photo and total carry the count in force, the model's beside it.
    const [night] = (await get(farmer, `/sensors/${sensor.id}/nights?from=${last.night}&to=${last.night}`)).json<
      SensorNightImage[]
    >();
    expect(night).toMatchObject({
      slugs: 30,
      modelCount: 2,
      image: { slugCount: 30, modelCount: 2, reviewState: 'corrected' },
    });
    // (2 + 2 + 30) / 3 nights is past the high line: the parcel and its kept night say so, with no alert raised.
    expect(await riskOf()).toBe('high');
    expect(await riskNight(last.night)).toBe('high');
    expect(await notificationCount()).toBe(alertsBefore);
    const history = (await get(farmer, `/parcels/${parcelId}/history`)).json<ParcelHistory>();
    expect(history.riskCorrections).toEqual([
      expect.objectContaining({ night: last.night, from: 'low', to: 'high', by: 'Paul Durand' }),
    ]);
    // The export carries both counts and says which was corrected.
    const csv = await get(
      provider,
      `/sensors/${sensor.id}/captures/export/csv?from=${captures[0]?.night}&to=${last.night}`,
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/,30,2,Yes,Missed slugs,/);
    expect(lines[1]).toMatch(/,2,2,No,,/);
  });
});

describe('a farmer’s proposal', () => {
  it('waits for the provider, then counts once confirmed; a rejected one changes nothing', async () => {
    const proposed = await post(farmer, `${capturePath(1)}/proposals`, { count: 0, reason: 'dirty-board' });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const { pendingProposalId, count } = proposed.json<CaptureReview>();
    expect(count).toBe(2);
    expect(pendingProposalId).not.toBeNull();
    expect((await post(farmer, `${capturePath(1)}/proposals`, { count: 1, reason: 'dirty-board' })).statusCode).toBe(
      409,
    );
    const decision = `${capturePath(1)}/proposals/${pendingProposalId}/decision`;
    expect((await post(farmer, decision, { decision: 'confirm' })).statusCode).toBe(403);

    const rejected = await post(provider, decision, { decision: 'reject', comment: 'The board was clean' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<CaptureReview>()).toMatchObject({ count: 2, state: null, pendingProposalId: null });
    expect((await post(provider, decision, { decision: 'confirm' })).statusCode).toBe(409);

    const again = (
      await post(farmer, `${capturePath(1)}/proposals`, { count: 0, reason: 'not-a-slug' })
    ).json<CaptureReview>();
    const confirmed = await post(staff, `${capturePath(1)}/proposals/${again.pendingProposalId}/decision`, {
      decision: 'confirm',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const review = confirmed.json<CaptureReview>();
    expect(review).toMatchObject({ count: 0, modelCount: 2, state: 'corrected' });
    expect(review.events.map((event) => [event.kind, 'state' in event ? event.state : null])).toEqual([
      ['model', null],
      ['proposal', 'rejected'],
      ['proposal', 'confirmed'],
    ]);
    expect(review.events[1]).toMatchObject({
      decisionComment: 'The board was clean',
      by: 'Jeanne Moreau',
      decidedBy: 'Paul Durand',
    });
  });
});

describe('the review queue', () => {
  it('lists the least sure and near-threshold photos first, filters them, and confirms a run at once', async () => {
    // A photo whose model was unsure: the queue puts it first.
    const unsure = reading(30, { slugCount: 2 });
    await sendReadings(t.app, sensor, [unsure]);
    const { jpeg, detections } = await drawBoardPicture({ slugs: 2, seed: 77 });
    await sendCaptureImage(t.app, sensor, unsure.id, {
      image: jpeg,
      capture: {
        takenAt: unsure.measuredAt,
        modelVersion: 'slugnet-1.9',
        detections: detections.map((box) => ({ ...box, confidence: 0.2 })),
      },
    });

    const queue = await get(provider, '/count-reviews?reviewed=false');
    expect(queue.statusCode, queue.body).toBe(200);
    const { items, total } = queue.json<{ items: ReviewQueueItem[]; total: number }>();
    // The total counts the same photos as the page, in the same scope.
    expect(total).toBe(items.length);
    expect(items[0]).toMatchObject({
      captureId: unsure.id,
      serialNumber: 'CNT-0001',
      confidence: expect.closeTo(0.2, 5),
    });
    expect(items.map((item) => item.captureId)).not.toContain(captures[2]?.id);
    const priorities = items.map((item) => item.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    const older = (await get(provider, '/count-reviews?reviewed=false&modelVersion=slugnet-1.9')).json<{
      items: ReviewQueueItem[];
      total: number;
    }>();
    expect(older.items.map((item) => item.captureId)).toEqual([unsure.id]);
    expect(older.total).toBe(1);
    expect(
      (await get(provider, '/count-reviews?reviewed=true'))
        .json<{ items: ReviewQueueItem[] }>()
        .items.map((item) => item.captureId),
    ).toEqual(expect.arrayContaining([captures[1]?.id, captures[2]?.id]));
    expect((await get(farmer, '/count-reviews')).statusCode).toBe(403);

    const bulk = await post(provider, '/count-reviews/confirmations', {
      captures: [captures[0], captures[2], { id: unsure.id }].map((capture) => ({
        sensorId: sensor.id,
        captureId: capture?.id,
      })),
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toEqual({ confirmed: 2, skipped: 1 });
    expect((await get(provider, `${capturePath(0)}/review`)).json<CaptureReview>()).toMatchObject({
      state: 'confirmed',
      count: 2,
    });
    const foreign = await insertOtherProvider(t.db, 'Queue elsewhere');
    const theirs = await createCoveredSensorAs(t, staff, foreign.farmId, 'CNT-0002');
    const notMine = await post(provider, '/count-reviews/confirmations', {
      captures: [{ sensorId: theirs.id, captureId: crypto.randomUUID() }],
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('exports the corrected captures with their images and boxes for retraining, to staff only', async () => {
    const json = await get(staff, '/count-reviews/training-set/json');
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    const samples = json.json<{ captureId: string; modelCount: number; correctedCount: number; boxes: unknown }[]>();
    expect(samples.map((sample) => [sample.captureId, sample.modelCount, sample.correctedCount])).toEqual([
      [captures[2]?.id, 2, 30],
      [captures[1]?.id, 2, 0],
    ]);
    expect(samples[0]?.boxes).toEqual({ added: [{ x: 10, y: 10, w: 40, h: 20, class: 'adult' }], removed: [] });
    const csv = await get(staff, '/count-reviews/training-set/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(3);
    expect((await get(provider, '/count-reviews/training-set/json')).statusCode).toBe(403);
  });
});

describe('the dashboards after a correction', () => {
  it('rank the parcel by the count in force over the month the fold kept', async () => {
    const first = captures[0];
    if (!first) throw new Error('no capture');
    // The fold ran during the second night: it kept the month up to the first.
    const month = `?from=${addLocalDays(first.night, -29)}&to=${first.night}`;
    const slugs = async () => {
      const tab = await get(staff, `/dashboard/activity${month}`);
      const top = tab.json<Dashboard>().tiles.find((tile) => tile.key === 'top-parcels');
      return top?.series?.find((row) => row.key === parcelId)?.value;
    };
    expect(await slugs()).toBe(2);
    const corrected = await post(provider, `${capturePath(0)}/corrections`, { count: 12, reason: 'missed-slugs' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await slugs()).toBe(12);
  });
});
