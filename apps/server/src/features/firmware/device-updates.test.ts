import { createHash } from 'node:crypto';
import type { Campaign } from '@console/domain/firmware/campaign.schema';
import type { FirmwareVersion } from '@console/domain/firmware/firmware-version.schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock.ts';
import { firmwareCampaignSensors, issues, sensors } from '../../db/schema.ts';
import {
  accountIdByName,
  createSensorAs,
  type CreatedSensor,
  deviceAuth,
  insertParcel,
  reading,
} from '../../test/fixtures.ts';
import { swuImage, uploadFirmware, uploadParts, versionMetadata } from '../../test/firmware.ts';
import { bearer, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { advanceCampaigns } from './service.ts';

let t: TestApp;
let users: Awaited<ReturnType<typeof signInDemoUsers>>;
let farm: string;
let version: FirmwareVersion;
const IMAGE = swuImage('rootfs of 2.4.0, '.repeat(20));

/** Today's noon UTC, or yesterday's before it: inside the default hours in Europe, after the night's upload. */
const lastNoon = () => {
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  // An hour past it is behind the machine's clock too: tokens signed at the start expire if the clock runs ahead.
  return noon.getTime() + 3_600_000 > Date.now() ? new Date(noon.getTime() - 86_400_000) : noon;
};

beforeAll(async () => {
  t = await createTestApp();
  users = await signInDemoUsers(t.app);
  farm = await accountIdByName(t.db, 'Ferme des Demo');
  version = (await uploadFirmware(t.app, users.staff, uploadParts(versionMetadata(), IMAGE))).json<FirmwareVersion>();
});
afterEach(() => setClock(null));
afterAll(() => t.close());

let serial = 0;
/** A farm's trap on board B running 2.3.1 that captured a moment ago, as its device would have said. */
const trap = async (capture: Record<string, unknown> = {}) => {
  const sensor = await createSensorAs(t.app, users.staff, farm, `FW-DEVICE-${++serial}`);
  await t.db.update(sensors).set({ hardwareRevision: 'B', firmwareVersion: '2.3.1' }).where(eq(sensors.id, sensor.id));
  await ingest(sensor, [reading(0.1, capture)]);
  return sensor;
};

const ingest = async (sensor: CreatedSensor, readings: unknown[]) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/back/device-api/readings',
    headers: deviceAuth(sensor.serialNumber, sensor.deviceSecret),
    payload: { readings },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const askForWork = (sensor: CreatedSensor, secret = sensor.deviceSecret) =>
  t.app.inject({
    method: 'GET',
    url: '/back/device-api/firmware?version=2.3.1&board=B',
    headers: deviceAuth(sensor.serialNumber, secret),
  });
const report = (sensor: CreatedSensor, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/back/device-api/firmware/status',
    headers: deviceAuth(sensor.serialNumber, sensor.deviceSecret),
    payload,
  });
const download = (sensor: CreatedSensor, range?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/back/device-api/firmware/image',
    headers: { ...deviceAuth(sensor.serialNumber, sensor.deviceSecret), ...(range ? { range } : {}) },
  });

/** A running campaign of 2.4.0 for `traps`, in one stage unless told, at any hour of the day. */
const startCampaign = async (traps: CreatedSensor[], overrides: Record<string, unknown> = {}) => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/back/firmware/campaigns',
    headers: bearer(users.staff),
    payload: {
      name: `Device side ${serial}`,
      versionId: version.id,
      target: { serialNumbers: traps.map((trap) => trap.serialNumber) },
      stages: { unit: 'percent', values: [100] },
      successPercent: 50,
      errorThreshold: { unit: 'count', value: 10 },
      window: { startHour: 0, endHour: 24 },
      ...overrides,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<Campaign>();
  const started = await t.app.inject({
    method: 'POST',
    url: `/back/firmware/campaigns/${id}/start`,
    headers: bearer(users.staff),
    payload: { reason: '' },
  });
  expect(started.statusCode, started.body).toBe(200);
  return id;
};

const placeOf = async (campaignId: string, sensor: CreatedSensor) =>
  (
    await t.db
      .select()
      .from(firmwareCampaignSensors)
      .where(and(eq(firmwareCampaignSensors.campaignId, campaignId), eq(firmwareCampaignSensors.sensorId, sensor.id)))
  )[0];

const campaignOf = async (id: string) =>
  (await t.app.inject({ url: `/back/firmware/campaigns/${id}`, headers: bearer(users.staff) })).json<Campaign>();

describe('/back/device-api/firmware', () => {
  it('refuses a wrong device secret, and records what a device runs', async () => {
    const sensor = await trap();
    expect((await askForWork(sensor, 'wrong-secret')).statusCode).toBe(401);
    const asked = await t.app.inject({
      method: 'GET',
      url: '/back/device-api/firmware?version=2.3.4&board=C',
      headers: deviceAuth(sensor.serialNumber, sensor.deviceSecret),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ update: null });
    const [row] = await t.db.select().from(sensors).where(eq(sensors.id, sensor.id));
    expect(row).toMatchObject({ firmwareVersion: '2.3.4', hardwareRevision: 'C' });
    expect((await download(sensor)).statusCode).toBe(404);
  });

  it('keeps a trap whose crop is at risk, or whose battery is low, waiting with its reason', async () => {
    setClock(lastNoon());
    const atRisk = await trap();
    const parcel = await insertParcel(
      t.db,
      { label: 'Colza levé', accountId: farm, postalCode: '47000' },
      { currentCrop: 'colza', seedingType: 'semis_direct' },
    );
    await t.db.update(sensors).set({ parcelId: parcel }).where(eq(sensors.id, atRisk.id));
    const lowBattery = await trap({ batteryVoltage: 11.2 });
    const campaign = await startCampaign([atRisk, lowBattery]);

    expect((await askForWork(atRisk)).json()).toEqual({ update: null });
    expect((await askForWork(lowBattery)).json()).toEqual({ update: null });
    const cropWait = await placeOf(campaign, atRisk);
    expect(cropWait).toMatchObject({ state: 'waiting', reason: 'crop-at-risk' });
    expect(cropWait?.reasonValues).toEqual({ until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await placeOf(campaign, lowBattery)).toMatchObject({
      state: 'waiting',
      reason: 'battery',
      reasonValues: { voltage: 11.2 },
    });
    // Waiting is not failing: nothing opened, the campaign goes on.
    expect((await campaignOf(campaign)).sensors).toEqual({ waiting: 2 });
    expect((await download(atRisk)).statusCode).toBe(404);

    // Staff read each sensor's reason, filter by serial number, and export what they filtered.
    const sensorsUrl = `/back/firmware/campaigns/${campaign}/sensors`;
    const listed = await t.app.inject({
      url: `${sensorsUrl}?state=waiting&search=${lowBattery.serialNumber}`,
      headers: bearer(users.staff),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      total: 1,
      items: [{ serialNumber: lowBattery.serialNumber, state: 'waiting', reason: { code: 'battery' } }],
    });
    const exported = await t.app.inject({
      url: `${sensorsUrl}/export/csv?state=waiting`,
      headers: bearer(users.staff),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(atRisk.serialNumber);
    expect(exported.body).toMatch(/11[.,]2/);
    expect((await t.app.inject({ url: sensorsUrl, headers: bearer(users.provider) })).statusCode).toBe(403);
    const unknown = await t.app.inject({
      url: `/back/firmware/campaigns/${crypto.randomUUID()}/sensors`,
      headers: bearer(users.staff),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('offers a signed image that resumes by range, follows the steps, and calls it healthy on the next capture', async () => {
    setClock(lastNoon());
    const device = await trap();
    const campaign = await startCampaign([device]);

    const offer = (await askForWork(device)).json<{ update: Record<string, unknown> }>().update;
    expect(offer).toEqual({
      version: '2.4.0',
      size: IMAGE.length,
      sha256: createHash('sha256').update(IMAGE).digest('hex'),
      signature: version.signature,
      url: '/back/device-api/firmware/image',
    });

    expect((await report(device, { state: 'downloading' })).json()).toEqual({ state: 'downloading' });
    const first = await download(device, 'bytes=0-99');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${IMAGE.length}`);
    const rest = await download(device, 'bytes=100-');
    expect(rest.statusCode).toBe(206);
    expect(Buffer.concat([first.rawPayload, rest.rawPayload]).equals(IMAGE)).toBe(true);
    expect((await download(device, `bytes=${IMAGE.length + 10}-`)).statusCode).toBe(416);

    expect((await report(device, { state: 'installing' })).json()).toEqual({ state: 'installing' });
    expect((await report(device, { state: 'installed' })).statusCode).toBe(422);
    expect((await report(device, { state: 'installed', version: '2.4.0' })).json()).toEqual({ state: 'installed' });
    expect((await report(device, { state: 'downloading' })).statusCode).toBe(404);
    const [updated] = await t.db.select().from(sensors).where(eq(sensors.id, device.id));
    expect(updated?.firmwareVersion).toBe('2.4.0');

    // Installed is not yet updated: the next capture after the install tells.
    expect((await placeOf(campaign, device))?.state).toBe('installed');
    setClock(new Date(lastNoon().getTime() + 3_600_000));
    await ingest(device, [reading(0.1)]);
    expect((await placeOf(campaign, device))?.state).toBe('healthy');
    await advanceCampaigns(t.db);
    expect((await campaignOf(campaign)).state).toBe('finished');

    // The sensor's page: its farmer reads the version it runs, firmware staff the campaign too; others never see it.
    const firmwareUrl = `/back/sensors/${device.id}/firmware`;
    const asStaff = await t.app.inject({ url: firmwareUrl, headers: bearer(users.staff) });
    expect(asStaff.json()).toMatchObject({
      version: '2.4.0',
      board: 'B',
      updates: [{ campaignId: campaign, version: '2.4.0', state: 'healthy' }],
    });
    const asFarmer = await t.app.inject({ url: firmwareUrl, headers: bearer(users.farmer) });
    expect(asFarmer.json()).toEqual({ version: '2.4.0', board: 'B', updates: null });
    expect((await t.app.inject({ url: firmwareUrl, headers: bearer(users.newcomer) })).statusCode).toBe(404);
  });

  it('fails a device that reports a failure or faults on its first capture, and opens echec_mise_jour', async () => {
    setClock(lastNoon());
    const [reported, faulty] = [await trap(), await trap()];
    const campaign = await startCampaign([reported, faulty]);
    await askForWork(reported);
    await askForWork(faulty);

    expect((await report(reported, { state: 'failed', reason: 'signature mismatch' })).json()).toEqual({
      state: 'failed',
    });
    expect(await placeOf(campaign, reported)).toMatchObject({
      reason: 'device',
      reasonValues: { text: 'signature mismatch' },
    });
    await report(faulty, { state: 'installed', version: '2.4.0' });
    setClock(new Date(lastNoon().getTime() + 3_600_000));
    await ingest(faulty, [reading(0.1, { linuxState: 'fault' })]);
    expect(await placeOf(campaign, faulty)).toMatchObject({ state: 'failed', reason: 'capture-fault' });

    const opened = await t.db
      .select({ sensorId: issues.sensorId })
      .from(issues)
      .where(and(eq(issues.type, 'echec_mise_jour'), inArray(issues.sensorId, [reported.id, faulty.id])));
    expect(opened.map((row) => row.sensorId).sort()).toEqual([reported.id, faulty.id].sort());

    // A rollback is proposed for the trap left on the new version, to the newest earlier version once there is one.
    const rollbackUrl = `/back/firmware/campaigns/${campaign}/rollback`;
    const none = await t.app.inject({ url: rollbackUrl, headers: bearer(users.staff) });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ data: { issues: [{ path: ['versionId'] }] } });
    const earlier = (
      await uploadFirmware(t.app, users.staff, uploadParts(versionMetadata({ version: '2.3.2', minFromVersion: null })))
    ).json<FirmwareVersion>();
    const proposal = await t.app.inject({ url: rollbackUrl, headers: bearer(users.staff) });
    expect(proposal.statusCode, proposal.body).toBe(200);
    expect(proposal.json()).toMatchObject({
      versionId: earlier.id,
      target: { serialNumbers: [faulty.serialNumber] },
      stages: { unit: 'percent', values: [10, 100] },
    });
    expect((await t.app.inject({ url: rollbackUrl, headers: bearer(users.provider) })).statusCode).toBe(403);
  });
});

describe('the campaigns job', () => {
  /** Moves the campaign's sensors of `stage` to `state`, as their devices would have. */
  const settle = (campaign: string, count: number, state: 'healthy' | 'failed', stage = 1) =>
    t.db.execute(sql`update firmware_campaign_sensors set state = ${state}
      where (campaign_id, sensor_id) in (select campaign_id, sensor_id from firmware_campaign_sensors
        where campaign_id = ${campaign} and stage = ${stage} and state <> ${state} limit ${count})`);

  it('opens the next stage once the success threshold is met, and finishes after the last', async () => {
    const traps = await Promise.all([1, 2, 3, 4].map(() => trap()));
    const campaign = await startCampaign(traps, { stages: { unit: 'count', values: [2] }, successPercent: 100 });
    await settle(campaign, 1, 'healthy');
    await advanceCampaigns(t.db);
    expect((await campaignOf(campaign)).currentStage).toBe(1);
    await settle(campaign, 1, 'healthy');
    await advanceCampaigns(t.db);
    const second = await campaignOf(campaign);
    expect(second).toMatchObject({ state: 'running', currentStage: 2 });
    expect(second.history.at(-1)).toMatchObject({ action: 'advance', by: null, reason: '2' });
    await settle(campaign, 2, 'healthy', 2);
    await advanceCampaigns(t.db);
    expect((await campaignOf(campaign)).state).toBe('finished');
  });

  it('pauses by itself on the error threshold, and counts only new failures once resumed', async () => {
    const traps = await Promise.all([1, 2, 3, 4].map(() => trap()));
    const campaign = await startCampaign(traps, { errorThreshold: { unit: 'percent', value: 50 } });
    await t.db.execute(sql`update firmware_campaign_sensors set state = 'offered' where campaign_id = ${campaign}`);
    await settle(campaign, 2, 'failed');
    await advanceCampaigns(t.db);
    const paused = await campaignOf(campaign);
    expect(paused.state).toBe('paused');
    expect(paused.history.at(-1)).toMatchObject({ action: 'pause', by: null, reason: 'error-threshold' });

    const resumed = await t.app.inject({
      method: 'POST',
      url: `/back/firmware/campaigns/${campaign}/resume`,
      headers: bearer(users.staff),
      payload: { reason: 'Batteries replaced' },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    await advanceCampaigns(t.db);
    expect((await campaignOf(campaign)).state).toBe('running');
  });

  it('moves a campaign once when two callers run at once, and offers a device its update once', async () => {
    setClock(lastNoon());
    const traps = await Promise.all([1, 2].map(() => trap()));
    const campaign = await startCampaign(traps, { stages: { unit: 'count', values: [1] }, successPercent: 100 });
    const [first] = await t.db
      .select({ sensorId: firmwareCampaignSensors.sensorId })
      .from(firmwareCampaignSensors)
      .where(and(eq(firmwareCampaignSensors.campaignId, campaign), eq(firmwareCampaignSensors.stage, 1)));
    const device = traps.find((candidate) => candidate.id === first?.sensorId) as CreatedSensor;
    const asked = await Promise.all([askForWork(device), askForWork(device)]);
    // Both calls answer the offer (a device that asked twice resumes it), and the sensor was moved to offered once.
    expect(asked.map((answer) => answer.json<{ update: { version: string } }>().update.version)).toEqual([
      '2.4.0',
      '2.4.0',
    ]);
    await settle(campaign, 1, 'healthy');
    await Promise.all([advanceCampaigns(t.db), advanceCampaigns(t.db), advanceCampaigns(t.db)]);
    const moved = await campaignOf(campaign);
    expect(moved.currentStage).toBe(2);
    expect(moved.history.filter((event) => event.action === 'advance')).toHaveLength(1);
  });

  it('fails a device silent too long in the middle of its update', async () => {
    const device = await trap();
    const campaign = await startCampaign([device]);
    await t.db.execute(sql`update firmware_campaign_sensors set state = 'downloading',
      state_changed_at = now() - interval '7 hours' where campaign_id = ${campaign}`);
    await advanceCampaigns(t.db);
    expect(await placeOf(campaign, device)).toMatchObject({
      state: 'failed',
      reason: 'timeout',
      reasonValues: { state: 'downloading' },
    });
  });
});
