import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParcelSynthesis } from '@console/domain/parcel/parcel-synthesis.schema';
import type { SensorNightImage } from '@console/domain/sensor/capture-image.schema';
import { CAPTURE_IMAGE_MAX_BYTES } from '@console/domain/sensor/capture-image.schema';
import sharp from 'sharp';
import { setClock } from '../../clock.ts';
import { selectRows } from '../../db/client.ts';
import { withS3TestApp } from '../../test/s3-test-app.ts';
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
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { drawBoardPicture } from './board-picture.ts';
import { DEFAULT_GLOBAL_SETTINGS } from '@console/domain/settings/global-setting-defaults';
import { purgeExpiredImages } from './service.ts';
import { openFileStore } from '../../storage/file-store.ts';

let t: TestApp;
let staff: string;
let farmer: string;
let provider: string;
let sensor: CreatedSensor;
let neighbour: CreatedSensor;

const picture = (slugs: number, seed = slugs) => drawBoardPicture({ slugs, seed });
const utcNight = (instant: string) => new Date(Date.parse(instant) - 12 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [staff, farmer, provider] = await Promise.all([
    signIn(t.app, 'staff@demo.test'),
    signIn(t.app, 'farmer@demo.test'),
    signIn(t.app, 'provider@demo.test'),
  ]);
  sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'IMG-0001');
  const { farmId } = await insertOtherProvider(t.db, 'Images elsewhere');
  neighbour = await createCoveredSensorAs(t, staff, farmId, 'IMG-0002');
});
afterAll(() => t.close());

const nights = async (token: string, of: CreatedSensor, from: string, to: string) =>
  t.app.inject({ url: `/back/sensors/${of.id}/nights?from=${from}&to=${to}`, headers: bearer(token) });

const nightOf = async (token: string, of: CreatedSensor, night: string) =>
  (await nights(token, of, night, night)).json<SensorNightImage[]>()[0];

describe('POST /back/device-api/captures/{captureId}/image', () => {
  it('keeps a photo sent after its capture, joins them, and serves it and its thumbnail to the sensor’s readers', async () => {
    const capture = reading(30, { slugCount: 4 });
    await sendReadings(t.app, sensor, [capture]);
    const { jpeg, detections } = await picture(4);

    const sent = await sendCaptureImage(t.app, sensor, capture.id, {
      image: jpeg,
      capture: { takenAt: capture.measuredAt, modelVersion: 'slugnet-2.1', detections },
    });

    expect(sent.statusCode, sent.body).toBe(200);
    const { id, duplicate } = sent.json<{ id: string; duplicate: boolean }>();
    expect(duplicate).toBe(false);
    const night = utcNight(capture.measuredAt);
    expect(await nightOf(farmer, sensor, night)).toMatchObject({
      night,
      captures: 1,
      modelCount: 4,
      missing: null,
      image: {
        id,
        captureId: capture.id,
        width: 1024,
        height: 768,
        full: true,
        modelVersion: 'slugnet-2.1',
        detections,
      },
    });

    const full = await t.app.inject({ url: `/back/sensors/${sensor.id}/images/${id}`, headers: bearer(farmer) });
    expect(full.statusCode).toBe(200);
    expect(full.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=86400, immutable',
    });
    expect(full.rawPayload.equals(jpeg)).toBe(true);
    const thumbnail = await t.app.inject({
      url: `/back/sensors/${sensor.id}/images/${id}/thumbnail`,
      headers: bearer(provider),
    });
    expect(thumbnail.statusCode).toBe(200);
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
    expect(thumbnail.rawPayload.length).toBeLessThan(jpeg.length);
  });

  it('keeps a photo that comes before its capture, and joins them when the capture arrives', async () => {
    const capture = reading(54, { slugCount: 2 });
    const { jpeg, detections } = await picture(2);
    const sent = await sendCaptureImage(t.app, sensor, capture.id, {
      image: jpeg,
      capture: { takenAt: capture.measuredAt, detections },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const night = utcNight(capture.measuredAt);
    expect(await nightOf(farmer, sensor, night)).toMatchObject({
      captures: 0,
      image: { captureId: capture.id, slugCount: null },
    });

    await sendReadings(t.app, sensor, [capture]);

    expect(await nightOf(farmer, sensor, night)).toMatchObject({
      captures: 1,
      modelCount: 2,
      image: { captureId: capture.id, slugCount: 2, modelVersion: null },
    });
  });

  it('answers success again for the same photo sent twice, stores it once, and refuses another one for the capture', async () => {
    const capture = reading(78);
    const { jpeg } = await picture(3);
    const upload = (image: Buffer) =>
      sendCaptureImage(t.app, sensor, capture.id, { image, capture: { takenAt: capture.measuredAt } });
    const first = await upload(jpeg);
    const again = await upload(jpeg);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first.json<{ id: string }>().id, duplicate: true });
    const stored = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from capture_images where capture_id = ${capture.id}`,
    );
    expect(stored[0]?.n).toBe(1);
    expect((await upload((await picture(5)).jpeg)).statusCode).toBe(409);
  });

  it('refuses a wrong secret, what is not a JPEG, what is too large, and another sensor’s capture', async () => {
    const capture = reading(100);
    const { jpeg } = await picture(1);
    const part = { takenAt: capture.measuredAt };
    const wrongSecret = await sendCaptureImage(t.app, { ...sensor, deviceSecret: 'guessed' }, capture.id, {
      image: jpeg,
      capture: part,
    });
    expect(wrongSecret.statusCode).toBe(401);

    const png = await sharp(jpeg).png().toBuffer();
    const notJpeg = await sendCaptureImage(t.app, sensor, capture.id, { image: png, capture: part });
    expect(notJpeg.statusCode).toBe(422);
    expect(notJpeg.json().data.issues).toEqual([{ path: ['image'], message: 'capture-images.errors.type' }]);
    // JPEG's first bytes, then nothing a decoder reads.
    const forged = Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(2000, 7)]);
    expect((await sendCaptureImage(t.app, sensor, capture.id, { image: forged, capture: part })).statusCode).toBe(422);

    const huge = Buffer.concat([jpeg, Buffer.alloc(CAPTURE_IMAGE_MAX_BYTES)]);
    const tooLarge = await sendCaptureImage(t.app, sensor, capture.id, { image: huge, capture: part });
    expect(tooLarge.statusCode).toBe(413);

    const noTime = await sendCaptureImage(t.app, sensor, capture.id, { image: jpeg, capture: { detections: [] } });
    expect(noTime.statusCode).toBe(422);
    expect(noTime.json().data.issues[0].path).toEqual(['capture', 'takenAt']);

    const theirs = reading(100);
    await sendCaptureImage(t.app, neighbour, theirs.id, { image: jpeg, capture: { takenAt: theirs.measuredAt } });
    const stolen = await sendCaptureImage(t.app, sensor, theirs.id, { image: jpeg, capture: part });
    expect(stolen.statusCode).toBe(404);
  });

  it('takes at most 24 photos of one sensor a night', async () => {
    const own = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'IMG-CAP');
    // 20:00 UTC, whatever the hour now: the half hour after it stays in the same night (noon to noon).
    const evening = new Date(reading(200).measuredAt);
    evening.setUTCHours(20, 0, 0, 0);
    const { jpeg } = await picture(1, 9);
    const send = (minute: number) => {
      const takenAt = new Date(evening.getTime() + minute * 60_000).toISOString();
      return sendCaptureImage(t.app, own, crypto.randomUUID(), { image: jpeg, capture: { takenAt } });
    };
    for (let minute = 0; minute < 24; minute++) expect((await send(minute)).statusCode).toBe(200);
    expect((await send(30)).statusCode).toBe(409);
  });
});

describe('the photos of a sensor', () => {
  it('are another tenant’s 404, and need the right to read sensors', async () => {
    const capture = reading(6);
    const sent = await sendCaptureImage(t.app, sensor, capture.id, {
      image: (await picture(2, 11)).jpeg,
      capture: { takenAt: capture.measuredAt },
    });
    const { id } = sent.json<{ id: string }>();
    await createUserWithRights(t.db, 'Ferme du Nouveau', 'images-stranger@demo.test', {});
    const stranger = await signIn(t.app, 'images-stranger@demo.test');
    for (const url of [
      `/back/sensors/${sensor.id}/images/${id}`,
      `/back/sensors/${sensor.id}/images/${id}/thumbnail`,
      `/back/sensors/${sensor.id}/nights?from=2026-01-01&to=2026-01-02`,
      // The image asked under another sensor of the caller's.
      `/back/sensors/${neighbour.id}/images/${id}`,
    ]) {
      expect((await t.app.inject({ url, headers: bearer(stranger) })).statusCode, url).toBe(404);
    }
    expect(
      (await t.app.inject({ url: `/back/sensors/${neighbour.id}/images/${id}`, headers: bearer(staff) })).statusCode,
    ).toBe(404);
    await createUserWithRights(t.db, 'Ferme des Demo', 'images-no-sensors@demo.test', { sensors: 'no-access' });
    const blind = await signIn(t.app, 'images-no-sensors@demo.test');
    const refused = await t.app.inject({ url: `/back/sensors/${sensor.id}/images/${id}`, headers: bearer(blind) });
    expect(refused.statusCode).toBe(403);
  });

  it('say why a night has no photo: none came, or the trap failed to take it', async () => {
    const own = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'IMG-FAULT');
    await sendReadings(t.app, own, [reading(80, { slugCount: 1 })]);
    const failing = [reading(32, { linuxState: 'image-capture' }), reading(31, { linuxState: 'fault' })];
    await sendReadings(t.app, own, failing);
    await sendReadings(t.app, own, [reading(31.5, { linuxState: 'fault' }), reading(30.5, { linuxState: 'fault' })]);
    const quiet = utcNight(reading(80).measuredAt);
    const failed = utcNight(failing[1]?.measuredAt ?? '');
    const list = (await nights(farmer, own, quiet, failed)).json<SensorNightImage[]>();
    const missing = Object.fromEntries(list.map((night) => [night.night, night.missing]));
    expect(missing[quiet]).toBe('not-received');
    expect(missing[failed]).toBe('capture-failed');
  });

  it('say a night still running may yet bring its photo', async () => {
    const own = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'IMG-TONIGHT');
    // 18:00 UTC: the night began at noon and runs until tomorrow's.
    setClock(new Date(`${utcNight(new Date().toISOString())}T18:00:00Z`));
    try {
      const capture = reading(1);
      const sent = await sendReadings(t.app, own, [capture]);
      expect(sent.statusCode, sent.body).toBe(200);
      const tonight = utcNight(capture.measuredAt);
      // Signed in again: the moved clock ended the earlier session.
      const reader = await signIn(t.app, 'farmer@demo.test');
      expect((await nightOf(reader, own, tonight))?.missing).toBe('in-progress');
    } finally {
      setClock(null);
    }
  });

  it('lose their full size after the retention setting, keep their thumbnail, and never a count', async () => {
    const capture = reading(24 * 40, { slugCount: 6 });
    await sendReadings(t.app, sensor, [capture]);
    const sent = await sendCaptureImage(t.app, sensor, capture.id, {
      image: (await picture(6, 12)).jpeg,
      capture: { takenAt: capture.measuredAt },
    });
    const { id } = sent.json<{ id: string }>();
    // Staff keep full photos a month, as the global settings page saves it.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/back/settings/global',
      headers: bearer(staff),
      payload: {
        reason: 'Photos a month',
        changes: { retention: { version: 0, value: { ...DEFAULT_GLOBAL_SETTINGS.retention, imagesDays: 30 } } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const files = openFileStore(t.config);

    const purged = await purgeExpiredImages({ db: t.db, files });

    expect(purged.images).toBeGreaterThanOrEqual(1);
    const image = (size: string) =>
      t.app.inject({ url: `/back/sensors/${sensor.id}/images/${id}${size}`, headers: bearer(farmer) });
    expect((await image('')).statusCode).toBe(404);
    expect((await image('/thumbnail')).statusCode).toBe(200);
    expect(await nightOf(farmer, sensor, utcNight(capture.measuredAt))).toMatchObject({
      modelCount: 6,
      image: { id, full: false },
    });
  });
});

it('puts the last night’s photo beside the parcel’s counts', async () => {
  const farm = await accountIdByName(t.db, 'Ferme des Demo');
  const parcelId = await insertParcel(t.db, { label: 'Photo field', accountId: farm, postalCode: '47300' });
  const own = await createCoveredSensorAs(t, staff, farm, 'IMG-PARCEL');
  const placed = await t.app.inject({
    method: 'POST',
    url: `/back/parcels/${parcelId}/sensor`,
    headers: bearer(farmer),
    payload: { sensorId: own.id },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const synthesis = async () =>
    (
      await t.app.inject({ url: `/back/parcels/${parcelId}/synthesis`, headers: bearer(farmer) })
    ).json<ParcelSynthesis>();
  expect((await synthesis()).sensor?.lastNight).toBeNull();

  // At 23:00 UTC in the last complete night: the current one runs until tomorrow's noon.
  const lastNight = utcNight(new Date(Date.now() - 86_400_000).toISOString());
  const capture = reading((Date.now() - Date.parse(`${lastNight}T23:00:00Z`)) / 3600_000, { slugCount: 3 });
  await sendReadings(t.app, own, [capture]);
  expect((await synthesis()).sensor?.lastNight).toMatchObject({ modelCount: 3, image: null, missing: 'not-received' });
  const sent = await sendCaptureImage(t.app, own, capture.id, {
    image: (await picture(3, 31)).jpeg,
    capture: { takenAt: capture.measuredAt },
  });

  expect((await synthesis()).sensor?.lastNight).toMatchObject({
    night: utcNight(capture.measuredAt),
    modelCount: 3,
    image: { id: sent.json<{ id: string }>().id },
  });
});

it('keeps the photos in an S3-compatible bucket when one is configured', () =>
  withS3TestApp('console-captures', async (app, s3) => {
    const staffToken = await signIn(app.app, 'staff@demo.test');
    const own = await createCoveredSensorAs(app, staffToken, await accountIdByName(app.db, 'Ferme des Demo'), 'IMG-S3');
    const capture = reading(3);
    const { jpeg } = await picture(3, 21);
    const sent = await sendCaptureImage(app.app, own, capture.id, {
      image: jpeg,
      capture: { takenAt: capture.measuredAt },
    });
    const { id } = sent.json<{ id: string }>();
    expect(s3.keys().sort()).toEqual([`captures/${own.id}/${id}.jpg`, `captures/${own.id}/${id}.thumb.jpg`]);
    const full = await app.app.inject({ url: `/back/sensors/${own.id}/images/${id}`, headers: bearer(staffToken) });
    expect(full.rawPayload.equals(jpeg)).toBe(true);
  }));
