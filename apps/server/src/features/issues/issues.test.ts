import type { ReadingIssueType } from '@console/domain/issue/issue-rule-settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensors } from '../../db/schema.ts';
import {
  accountIdByName,
  createSensorAs,
  createUserWithRights,
  type CreatedSensor,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { detectSilentSensors } from './silence-rules.ts';

let t: TestApp;
let staff: string;
let farmer: string;
let farm: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'staff@demo.test');
  farmer = await signIn(t.app, 'farmer@demo.test');
  farm = await accountIdByName(t.db, 'Ferme des Demo');
});
afterAll(() => t.close());

const newSensor = () => createSensorAs(t.app, staff, farm, `ISS-${String(++serial).padStart(4, '0')}`);
const issuesOf = async (sensor: CreatedSensor, query = '') =>
  (await t.app.inject({ url: `/back/issues?sensor_id=${sensor.id}${query}`, headers: bearer(farmer) })).json()
    .items as {
    id: string;
    type: string;
    status: string;
    closedAt: string | null;
  }[];

const RULES: [ReadingIssueType, Record<string, unknown>][] = [
  ['ouverture_couvercle', { deviceState: 'maintenance' }],
  ['ouverture_trappe', { shutter: 'opened' }],
  ['mode_vol', { deviceState: 'theft' }],
  ['batterie_absente', { batteryVoltage: 0 }],
  ['niveau_batterie_insuffisant', { batteryVoltage: 11.2 }],
  ['renversement', { deviceState: 'fault' }],
  ['alimentation_absente', { deviceState: 'power-supply-missing' }],
  ['absence_station_meteo', { temperature: null, humidity: null, rainfall: null }],
  ['erreur_module_gps', { gps: null }],
  ['taux_remplissage_usb_eleve', { usbFillRate: 95 }],
];

describe('issue rules on ingestion', () => {
  it.each(RULES)('%s opens on the reading that shows it and closes when it clears', async (type, condition) => {
    const sensor = await newSensor();
    await sendReadings(t.app, sensor, [reading(5)]);
    await sendReadings(t.app, sensor, [reading(4, condition)]);
    const opened = await issuesOf(sensor);
    expect(opened.map((issue) => [issue.type, issue.status])).toEqual([[type, 'open']]);

    await sendReadings(t.app, sensor, [reading(3)]);
    const closed = await issuesOf(sensor);
    expect(closed.map((issue) => [issue.type, issue.status])).toEqual([[type, 'closed']]);
  });

  it.each([
    ['usb-copy', 'echec_copie_usb'],
    ['update-install', 'echec_mise_jour'],
    ['image-capture', 'echec_capture_image'],
    ['processing', 'echec_traitement_image'],
  ])('a Linux fault after %s opens %s, across batches', async (before, type) => {
    const sensor = await newSensor();
    await sendReadings(t.app, sensor, [reading(5, { linuxState: before })]);
    await sendReadings(t.app, sensor, [reading(4, { linuxState: 'fault' })]);
    await sendReadings(t.app, sensor, [reading(3.5, { linuxState: 'fault' })]);
    expect((await issuesOf(sensor)).map((issue) => [issue.type, issue.status])).toEqual([[type, 'open']]);
    await sendReadings(t.app, sensor, [reading(3, { linuxState: 'ready' })]);
    expect((await issuesOf(sensor, '&status=closed')).map((issue) => issue.type)).toEqual([type]);
  });

  it('never opens a second issue for a condition that is still running, and counts it on the sensor', async () => {
    const sensor = await newSensor();
    await sendReadings(t.app, sensor, [reading(6, { deviceState: 'theft' })]);
    await sendReadings(t.app, sensor, [reading(5, { deviceState: 'theft' }), reading(4, { deviceState: 'theft' })]);
    expect(await issuesOf(sensor)).toHaveLength(1);
    const detail = (await t.app.inject({ url: `/back/sensors/${sensor.id}`, headers: bearer(farmer) })).json();
    expect(detail).toMatchObject({ state: 'Vol', openIssueCount: 1 });
    const faulty = (await t.app.inject({ url: '/back/sensors?faulty_only=true', headers: bearer(farmer) })).json();
    expect(faulty.items.map((item: { id: string }) => item.id)).toContain(sensor.id);
  });

  it('keeps the history of a lid opened and closed within one batch', async () => {
    const sensor = await newSensor();
    await sendReadings(t.app, sensor, [reading(3), reading(2, { deviceState: 'maintenance' }), reading(1)]);
    const [issue] = await issuesOf(sensor);
    expect(issue).toMatchObject({ type: 'ouverture_couvercle', status: 'closed' });
    const detail = (await t.app.inject({ url: `/back/issues/${issue?.id}`, headers: bearer(farmer) })).json();
    expect(detail.timeline.map((event: { kind: string }) => event.kind)).toEqual(['opened', 'closed']);
    expect(detail.timeline[0].reading.deviceState).toBe('maintenance');
  });
});

describe('GET /back/issues', () => {
  it('filters by type, level, status and opening day', async () => {
    const sensor = await newSensor();
    await sendReadings(t.app, sensor, [reading(2, { usbFillRate: 92, gps: null })]);
    const byType = await t.app.inject({
      url: `/back/issues?sensor_id=${sensor.id}&types=erreur_module_gps`,
      headers: bearer(staff),
    });
    expect(byType.json().items.map((issue: { type: string }) => issue.type)).toEqual(['erreur_module_gps']);
    const byLevel = await t.app.inject({
      url: `/back/issues?sensor_id=${sensor.id}&levels=high`,
      headers: bearer(staff),
    });
    expect(byLevel.json().total).toBe(0);
    // The day the capture opened them, not the day the test runs: two hours ago may be yesterday.
    const openedOn: string = byType.json().items[0].openedAt.slice(0, 10);
    const byDay = await t.app.inject({
      url: `/back/issues?sensor_id=${sensor.id}&from=${openedOn}&to=${openedOn}`,
      headers: bearer(staff),
    });
    expect(byDay.json().total).toBe(2);
    const dayBefore = new Date(Date.parse(openedOn) - 86_400_000).toISOString().slice(0, 10);
    const before = await t.app.inject({
      url: `/back/issues?sensor_id=${sensor.id}&to=${dayBefore}`,
      headers: bearer(staff),
    });
    expect(before.json().total).toBe(0);
  });

  it('exports the filtered list in the reader’s language', async () => {
    const sensor = await newSensor();
    await sendReadings(t.app, sensor, [reading(5), reading(4, { shutter: 'opened' })]);
    const csv = await t.app.inject({
      url: `/back/issues/export/csv?sensor_id=${sensor.id}`,
      headers: bearer(staff),
    });
    expect(csv.statusCode).toBe(200);
    const [header, row, ...rest] = csv.body.trim().split('\n');
    expect(header).toContain('Serial number,Account,Issue,Level,Category,Status,Opened,Closed');
    expect(row).toContain(sensor.serialNumber);
    expect(rest).toEqual([]);
  });

  it('shows another account’s issue as 404 and refuses a role without the Defaults right', async () => {
    const otherFarm = await accountIdByName(t.db, 'Ferme du Nouveau');
    const sensor = await createSensorAs(t.app, staff, otherFarm, 'ISS-OTHER');
    await sendReadings(t.app, sensor, [reading(1, { deviceState: 'theft' })]);
    const [issue] = (await t.app.inject({ url: `/back/issues?sensor_id=${sensor.id}`, headers: bearer(staff) })).json()
      .items;
    expect((await t.app.inject({ url: `/back/issues/${issue.id}`, headers: bearer(farmer) })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/back/issues?sensor_id=${sensor.id}`, headers: bearer(farmer) })).json().total,
    ).toBe(0);

    await createUserWithRights(t.db, 'Ferme des Demo', 'no-defaults@demo.test', { defaults: 'no-access' });
    const restricted = await signIn(t.app, 'no-defaults@demo.test');
    expect((await t.app.inject({ url: '/back/issues', headers: bearer(restricted) })).statusCode).toBe(403);
  });
});

describe('time-based rules', () => {
  const silence = (sensor: CreatedSensor, contactHoursAgo: number, measuredHoursAgo: number) =>
    t.db
      .update(sensors)
      .set({
        lastContactAt: new Date(Date.now() - contactHoursAgo * 3600_000),
        lastMeasuredAt: new Date(Date.now() - measuredHoursAgo * 3600_000),
      })
      .where(eq(sensors.id, sensor.id));

  it('opens hors_service_plus_24_h once for a sensor silent for a day, and closes it at the next contact', async () => {
    const sensor = await newSensor();
    await sendReadings(t.app, sensor, [reading(30)]);
    await silence(sensor, 25, 30);
    await detectSilentSensors(t.db);
    await detectSilentSensors(t.db);
    expect((await issuesOf(sensor, '&status=open')).map((issue) => issue.type)).toEqual(['hors_service_plus_24_h']);

    await sendReadings(t.app, sensor, [reading(0.1)]);
    expect(await issuesOf(sensor, '&status=open')).toEqual([]);
    expect((await issuesOf(sensor, '&status=closed')).map((issue) => issue.type)).toEqual(['hors_service_plus_24_h']);
  });

  it('declares a sensor silent for 30 days lost, and one in contact without captures without results', async () => {
    const lost = await newSensor();
    await sendReadings(t.app, lost, [reading(800)]);
    await silence(lost, 24 * 31, 800);
    const quiet = await newSensor();
    await sendReadings(t.app, quiet, [reading(40)]);
    await silence(quiet, 1, 40);
    await detectSilentSensors(t.db);
    expect((await issuesOf(lost, '&status=open')).map((issue) => issue.type).sort()).toEqual([
      'dispositif_perdu',
      'hors_service_plus_24_h',
    ]);
    expect((await issuesOf(quiet, '&status=open')).map((issue) => issue.type)).toEqual(['absence_resultats']);
    await sendReadings(t.app, quiet, [reading(0.2)]);
    expect(await issuesOf(quiet, '&status=open')).toEqual([]);
  });
});
