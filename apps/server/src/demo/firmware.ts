import { createHash } from 'node:crypto';
import { stageEnds, stageOf } from '@console/domain/firmware/campaign-plan';
import {
  type CampaignInput,
  type CampaignSensorState,
  campaignTargetSchema,
} from '@console/domain/firmware/campaign.schema';
import { FIRMWARE_IMAGE_MIME_TYPE } from '@console/domain/firmware/firmware-version.schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import type { Database } from '../db/client.ts';
import {
  accounts,
  firmwareCampaignEvents,
  firmwareCampaigns,
  firmwareCampaignSensors,
  firmwareVersions,
  sensors,
  users,
} from '../db/schema.ts';
import type { FirmwareSigner } from '../features/firmware/service.ts';
import type { FileStore } from '../storage/file-store.ts';

const DAY_MS = 86_400_000;

/** A small SWUpdate image (cpio, magic 070701) standing for the real one. */
const demoImage = (version: string) =>
  Buffer.from(`070701${'0'.repeat(104)}sw-description\0software = { version = "${version}"; };\n`);

const VERSIONS = [
  {
    version: '2.3.1',
    daysAgo: 70,
    minFromVersion: '2.0.0',
    notes: {
      en: 'Captures start at dusk in each zone; fewer empty images.',
      fr: 'Les captures commencent au crépuscule dans chaque fuseau ; moins d’images vides.',
      de: 'Aufnahmen beginnen in jeder Zone in der Dämmerung; weniger leere Bilder.',
      es: 'Las capturas empiezan al anochecer en cada zona; menos imágenes vacías.',
    },
  },
  {
    version: '2.4.0',
    daysAgo: 12,
    minFromVersion: '2.2.0',
    notes: {
      en: 'Counts slugs on wet lenses; resumes interrupted uploads.',
      fr: 'Compte les limaces sur objectif mouillé ; reprend les envois interrompus.',
      de: 'Zählt Schnecken auch bei nasser Linse; setzt unterbrochene Uploads fort.',
      es: 'Cuenta babosas con la lente mojada; reanuda los envíos interrumpidos.',
    },
  },
] as const;

type DemoCampaign = Omit<CampaignInput, 'versionId'> & {
  version: string;
  state: 'finished' | 'paused';
  currentStage: number;
  /** The sensors' states in the order they were enrolled, the rest queued. */
  outcomes: { state: CampaignSensorState; reason?: { code: string; values: Record<string, unknown> } }[];
  events: { daysAgo: number; action: string; byStaff: boolean; reason: string }[];
};

const stored = async (
  files: FileStore,
  signer: FirmwareSigner,
  { version, daysAgo, minFromVersion, notes }: (typeof VERSIONS)[number],
  at: Date,
  by: string,
) => {
  const image = demoImage(version);
  const id = crypto.randomUUID();
  const fileKey = `firmware/${id}.swu`;
  await files.put(fileKey, image, FIRMWARE_IMAGE_MIME_TYPE);
  return {
    id,
    version,
    notes,
    hardwareRevisions: ['B', 'C'],
    minFromVersion,
    size: image.length,
    sha256: createHash('sha256').update(image).digest('hex'),
    signature: signer.sign(image),
    fileKey,
    uploadedAt: new Date(at.getTime() - daysAgo * DAY_MS),
    uploadedBy: by,
  };
};

const NO_CRITERION = campaignTargetSchema.parse({});

const CAMPAIGNS: DemoCampaign[] = [
  {
    name: 'Autumn rollout of 2.3.1',
    version: '2.3.1',
    target: { ...NO_CRITERION, countries: ['FR'] },
    stages: { unit: 'percent', values: [10, 100] },
    successPercent: 95,
    errorThreshold: { unit: 'percent', value: 5 },
    window: null,
    state: 'finished',
    currentStage: 2,
    outcomes: [],
    events: [
      { daysAgo: 62, action: 'create', byStaff: true, reason: '' },
      { daysAgo: 61, action: 'start', byStaff: true, reason: 'Dusk start before the autumn sowings' },
      { daysAgo: 58, action: 'advance', byStaff: false, reason: '2' },
      { daysAgo: 54, action: 'finish', byStaff: false, reason: '' },
    ],
  },
  {
    name: '2.4.0 for Agri Distribution Demo',
    version: '2.4.0',
    // The provider's id is known once the demo accounts exist.
    target: NO_CRITERION,
    stages: { unit: 'percent', values: [5, 25, 100] },
    successPercent: 90,
    errorThreshold: { unit: 'count', value: 2 },
    window: null,
    state: 'paused',
    currentStage: 1,
    outcomes: [
      { state: 'healthy' },
      { state: 'healthy' },
      { state: 'healthy' },
      {
        state: 'failed',
        reason: { code: 'capture-fault', values: { deviceState: 'acquisition', linuxState: 'fault' } },
      },
      { state: 'failed', reason: { code: 'timeout', values: { state: 'downloading' } } },
      { state: 'waiting', reason: { code: 'battery', values: { voltage: 11.3 } } },
      { state: 'downloading' },
    ],
    events: [
      { daysAgo: 6, action: 'create', byStaff: true, reason: '' },
      { daysAgo: 5, action: 'start', byStaff: true, reason: 'Wet-lens counting before the winter cereals' },
      { daysAgo: 2, action: 'pause', byStaff: false, reason: 'error-threshold' },
    ],
  },
];

/**
 * The demo's firmware (decisions 170–172): two versions signed with the console's key, a finished rollout of 2.3.1 to
 * France, and a rollout of 2.4.0 to a provider's fleet that its error threshold paused, two traps having failed.
 */
export const seedDemoFirmware = async (db: Database, files: FileStore, signer: FirmwareSigner, at = clockNow()) => {
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@demo.test'));
  const [provider] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, 'Agri Distribution Demo'));
  if (!staff || !provider) throw new Error('the demo staff and provider come first');
  const versionIds: Record<string, string> = {};
  for (const version of VERSIONS) {
    const row = await stored(files, signer, version, at, staff.id);
    await db.insert(firmwareVersions).values(row);
    versionIds[version.version] = row.id;
  }
  const daysAgo = (days: number) => new Date(at.getTime() - days * DAY_MS);
  for (const { version, state, currentStage, outcomes, events, ...input } of CAMPAIGNS) {
    const target = state === 'paused' ? { ...input.target, providerIds: [provider.id] } : input.target;
    const [campaign] = await db
      .insert(firmwareCampaigns)
      .values({
        ...input,
        target,
        versionId: versionIds[version] as string,
        state,
        currentStage,
        createdAt: daysAgo(events[0]?.daysAgo ?? 0),
        createdBy: staff.id,
      })
      .returning({ id: firmwareCampaigns.id });
    if (!campaign) throw new Error('the demo campaign was not stored');
    // The finished rollout updated France's traps that run 2.3.1; the paused one holds the provider's whole fleet.
    const enrolled = await db
      .select({ id: sensors.id })
      .from(sensors)
      .innerJoin(accounts, eq(accounts.id, sensors.accountId))
      .where(
        state === 'finished'
          ? and(eq(sensors.firmwareVersion, '2.3.1'), sql`${accounts.postalAddress}->>'country' = 'FR'`)
          : sql`(${sensors.accountId} = ${provider.id} or ${accounts.providerId} = ${provider.id})`,
      )
      .orderBy(sql`md5(${sensors.id}::text || ${campaign.id})`);
    const ends = stageEnds(enrolled.length, input.stages);
    const started = daysAgo(events[1]?.daysAgo ?? 0);
    await db.insert(firmwareCampaignSensors).values(
      enrolled.map((sensor, position) => {
        const outcome: DemoCampaign['outcomes'][number] =
          state === 'finished' ? { state: 'healthy' } : (outcomes[position] ?? { state: 'queued' });
        return {
          campaignId: campaign.id,
          sensorId: sensor.id,
          stage: stageOf(position, ends),
          state: outcome.state,
          reason: outcome.reason?.code ?? null,
          reasonValues: outcome.reason?.values ?? null,
          stateChangedAt: started,
          // Installed, then proved healthy or faulty on a capture.
          installedAt: outcome.state === 'healthy' || outcome.reason?.code === 'capture-fault' ? started : null,
        };
      }),
    );
    if (state === 'paused') {
      const installed = enrolled.slice(0, 4).map((sensor) => sensor.id);
      await db.update(sensors).set({ firmwareVersion: version }).where(inArray(sensors.id, installed));
    }
    await db.insert(firmwareCampaignEvents).values(
      events.map((event) => ({
        campaignId: campaign.id,
        action: event.action as (typeof firmwareCampaignEvents.$inferInsert)['action'],
        at: daysAgo(event.daysAgo),
        by: event.byStaff ? staff.id : null,
        reason: event.reason,
      })),
    );
  }
};
