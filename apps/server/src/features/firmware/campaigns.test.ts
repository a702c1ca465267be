import type { Campaign, CampaignPreview } from '@console/domain/firmware/campaign.schema';
import type { FirmwareVersion } from '@console/domain/firmware/firmware-version.schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmwareCampaignSensors, sensors } from '../../db/schema.ts';
import { accountIdByName, createSensorAs, createUserWithRights } from '../../test/fixtures.ts';
import { uploadFirmware, uploadParts, versionMetadata } from '../../test/firmware.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let users: Awaited<ReturnType<typeof signInDemoUsers>>;
let readOnlyStaff: string;
let version: FirmwareVersion;
/** Five demo sensors by serial number, as their devices would have reported them: boards B, on 2.3.1, one on 1.9.0. */
let serials: string[];
let farmSensors: string[];

beforeAll(async () => {
  t = await createTestApp();
  users = await signInDemoUsers(t.app);
  await createUserWithRights(t.db, 'De Sangosse', 'campaign-reader@demo.test', { configuration: 'read-only' });
  readOnlyStaff = await signIn(t.app, 'campaign-reader@demo.test');
  version = (await uploadFirmware(t.app, users.staff, uploadParts(versionMetadata()))).json<FirmwareVersion>();
  const farm = await accountIdByName(t.db, 'Ferme des Demo');
  const rows = await Promise.all(
    [1, 2, 3, 4, 5].map((n) => createSensorAs(t.app, users.staff, farm, `FW-CAMPAIGN-${n}`)),
  );
  serials = rows.map((row) => row.serialNumber);
  farmSensors = rows.map((row) => row.id);
  await t.db
    .update(sensors)
    .set({ hardwareRevision: 'B', firmwareVersion: '2.3.1' })
    .where(inArray(sensors.id, farmSensors));
  await t.db
    .update(sensors)
    .set({ firmwareVersion: '1.9.0' })
    .where(eq(sensors.id, farmSensors[0] as string));
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = users.staff) =>
  t.app.inject({ method: 'POST', url: `/back/firmware/campaigns${url}`, headers: bearer(token), payload });
const farmTarget = () => ({ serialNumbers: serials.map((serial) => serial.toLowerCase()) });
const campaignInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Autumn capture fix',
  versionId: version.id,
  target: farmTarget(),
  stages: { unit: 'count', values: [1] },
  successPercent: 95,
  errorThreshold: { unit: 'count', value: 2 },
  window: null,
  ...overrides,
});

describe('/back/firmware/campaigns', () => {
  it('previews a target: how many sensors it names and how many the version would update', async () => {
    const preview = await post('/preview', { versionId: version.id, target: farmTarget() }, readOnlyStaff);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<CampaignPreview>()).toEqual({
      targeted: farmSensors.length,
      eligible: farmSensors.length - 1,
      alreadyOnVersion: 0,
      otherHardware: 0,
      belowMinimum: 1,
    });
    const other = await post('/preview', {
      versionId: version.id,
      target: { ...farmTarget(), hardwareRevisions: ['A'] },
    });
    expect(other.json<CampaignPreview>().targeted).toBe(0);
    const unknown = await post('/preview', { versionId: crypto.randomUUID(), target: {} });
    expect(unknown.statusCode).toBe(422);
  });

  it('creates a draft, starts it with each sensor in its stage, pauses, resumes and aborts it', async () => {
    const created = await post('', campaignInput());
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<Campaign>();
    expect(draft).toMatchObject({ state: 'draft', currentStage: 0, version: '2.4.0', createdBy: 'Claire Martin' });

    const started = await post(`/${draft.id}/start`, { reason: 'Frost season starts' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<Campaign>()).toMatchObject({
      state: 'running',
      currentStage: 1,
      sensors: { queued: farmSensors.length - 1 },
    });
    const stages = await t.db
      .select({ stage: firmwareCampaignSensors.stage, total: sql<number>`count(*)::int` })
      .from(firmwareCampaignSensors)
      .where(eq(firmwareCampaignSensors.campaignId, draft.id))
      .groupBy(firmwareCampaignSensors.stage)
      .orderBy(firmwareCampaignSensors.stage);
    // One sensor first, then all the rest.
    expect(stages).toEqual([
      { stage: 1, total: 1 },
      { stage: 2, total: farmSensors.length - 2 },
    ]);

    // A second campaign does not take the sensors the first one holds.
    const second = (await post('', campaignInput({ name: 'Overlap' }))).json<Campaign>();
    const refused = await post(`/${second.id}/start`, { reason: '' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.issues).toEqual([{ path: ['target'], message: 'firmware.campaign-errors.no-sensor' }]);

    expect((await post(`/${draft.id}/resume`, { reason: '' })).statusCode).toBe(409);
    expect((await post(`/${draft.id}/pause`, { reason: 'Weekend' })).json<Campaign>().state).toBe('paused');
    expect((await post(`/${draft.id}/resume`, { reason: 'Monday' })).json<Campaign>().state).toBe('running');
    await t.db
      .update(firmwareCampaignSensors)
      .set({ state: 'installed' })
      .where(
        and(
          eq(firmwareCampaignSensors.campaignId, draft.id),
          inArray(firmwareCampaignSensors.sensorId, farmSensors.slice(1, 2)),
        ),
      );
    const aborted = (await post(`/${draft.id}/abort`, { reason: 'Counts drift after the update' })).json<Campaign>();
    // The installed sensor keeps its version; the others are freed.
    expect(aborted).toMatchObject({
      state: 'aborted',
      sensors: { installed: 1, cancelled: farmSensors.length - 2 },
    });
    expect(aborted.history.map((event) => [event.action, event.by, event.reason])).toEqual([
      ['create', 'Claire Martin', ''],
      ['start', 'Claire Martin', 'Frost season starts'],
      ['pause', 'Claire Martin', 'Weekend'],
      ['resume', 'Claire Martin', 'Monday'],
      ['abort', 'Claire Martin', 'Counts drift after the update'],
    ]);
    // Freed, the sensors may be taken by another campaign.
    expect((await post(`/${second.id}/start`, { reason: '' })).statusCode).toBe(200);
  });

  it('answers 422 with the paths of stages and thresholds it cannot run', async () => {
    const response = await post(
      '',
      campaignInput({
        name: ' ',
        stages: { unit: 'percent', values: [10, 5, 50] },
        successPercent: 20,
        window: { startHour: 18, endHour: 9 },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .data.issues.map((issue: { path: string[] }) => issue.path.join('.'))
        .sort(),
    ).toEqual(['name', 'stages.values', 'stages.values', 'successPercent', 'window.endHour']);
  });

  it('refuses a withdrawn version, and is the Configuration right’s', async () => {
    const old = (
      await uploadFirmware(t.app, users.staff, uploadParts(versionMetadata({ version: '2.3.9' })))
    ).json<FirmwareVersion>();
    await t.app.inject({
      method: 'POST',
      url: `/back/firmware/${old.id}/withdraw`,
      headers: bearer(users.staff),
      payload: { reason: 'Superseded' },
    });
    const withdrawn = await post('', campaignInput({ versionId: old.id }));
    expect(withdrawn.statusCode).toBe(409);
    for (const token of [users.farmer, users.provider]) {
      expect((await t.app.inject({ url: '/back/firmware/campaigns', headers: bearer(token) })).statusCode).toBe(403);
      expect((await post('/preview', {}, token)).statusCode).toBe(403);
    }
    for (const token of [users.farmer, users.provider, readOnlyStaff]) {
      expect((await post('', {}, token)).statusCode).toBe(403);
      expect((await post(`/${crypto.randomUUID()}/start`, {}, token)).statusCode).toBe(403);
    }
    expect((await post(`/${crypto.randomUUID()}/start`, { reason: '' })).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/back/firmware/campaigns', headers: bearer(readOnlyStaff) });
    expect(list.json<{ total: number }>().total).toBeGreaterThanOrEqual(2);
  });
});
