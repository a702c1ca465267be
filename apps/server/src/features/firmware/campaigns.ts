import {
  ACTION_FROM,
  ACTION_TO,
  CAMPAIGN_ERRORS,
  type Campaign,
  type CampaignAction,
  type CampaignInput,
  type CampaignListQuery,
  type CampaignPreview,
  type CampaignPreviewInput,
  type CampaignSensorState,
  type CampaignTarget,
} from '@console/domain/firmware/campaign.schema';
import { sensorFit, stageEnds, stageOf, type TargetVersion } from '@console/domain/firmware/campaign-plan';
import { eq, inArray, and } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { firmwareCampaignEvents, firmwareCampaigns, firmwareCampaignSensors } from '../../db/schema.ts';
import { AppError, fieldError, notFound } from '../../plugins/app-error.ts';
import {
  type CampaignRow,
  countCampaigns,
  countFailed,
  countCampaignSensors,
  findVersionToRoll,
  lockCampaign,
  selectCampaign,
  selectCampaignEvents,
  selectCampaignPage,
  selectTargetedSensors,
} from './campaign-queries.ts';
import { requireFirmwareManager } from './service.ts';

/** A thousand rows an insert keeps each statement's parameters well under PostgreSQL's bound. */
const INSERT_ROWS = 1000;

const rollableVersion = async (db: Database, id: string, path: string) => {
  const version = await findVersionToRoll(db, id);
  if (!version) throw fieldError('invalid', 'unknown firmware version', path, CAMPAIGN_ERRORS.unknownVersion);
  if (version.isWithdrawn) throw fieldError('conflict', 'withdrawn version', path, CAMPAIGN_ERRORS.versionWithdrawn);
  return version;
};

/** The target's sensors by whether the version would update them, those it would in the campaign's order. */
const planTarget = async (db: Database, target: CampaignTarget, version: TargetVersion, order: string) => {
  const sensors = await selectTargetedSensors(db, target, order);
  const preview: CampaignPreview = {
    targeted: sensors.length,
    eligible: 0,
    alreadyOnVersion: 0,
    otherHardware: 0,
    belowMinimum: 0,
  };
  const eligible: string[] = [];
  for (const sensor of sensors) {
    const fit = sensorFit(sensor, version);
    // A sensor another campaign holds is left to it, and counted as not updated by this one.
    if (fit === 'inOtherCampaign') continue;
    preview[fit] += 1;
    if (fit === 'eligible') eligible.push(sensor.id);
  }
  return { preview, eligible };
};

/** `POST /back/firmware/campaigns/preview`: what a target holds before a campaign is created or started. */
export const previewCampaign = async (db: Database, session: Session, input: CampaignPreviewInput) => {
  requireFirmwareManager(session, 'read');
  const version = await rollableVersion(db, input.versionId, 'versionId');
  return (await planTarget(db, input.target, version, '')).preview;
};

const toCampaign = (
  row: CampaignRow,
  counts: Awaited<ReturnType<typeof countCampaignSensors>>,
  events: Awaited<ReturnType<typeof selectCampaignEvents>>,
): Campaign => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sensors: Object.fromEntries(
    counts.filter((entry) => entry.campaignId === row.id).map((entry) => [entry.state, entry.total]),
  ),
  history: events
    .filter((event) => event.campaignId === row.id)
    .map(({ campaignId: _campaign, at, ...event }) => ({ ...event, at: at.toISOString() })),
});

const withDetails = async (db: Database, rows: CampaignRow[]) => {
  const ids = rows.map((row) => row.id);
  const [counts, events] = await Promise.all([countCampaignSensors(db, ids), selectCampaignEvents(db, ids)]);
  return rows.map((row) => toCampaign(row, counts, events));
};

export const getCampaign = async (db: Database, session: Session, id: string): Promise<Campaign> => {
  requireFirmwareManager(session, 'read');
  const row = await selectCampaign(db, id);
  if (!row) throw notFound('campaign not found');
  const [campaign] = await withDetails(db, [row]);
  return campaign as Campaign;
};

/** `GET /back/firmware/campaigns`: the campaigns, newest first unless asked otherwise. */
export const listCampaigns = async (db: Database, session: Session, query: CampaignListQuery) => {
  requireFirmwareManager(session, 'read');
  const [rows, total] = await Promise.all([selectCampaignPage(db, query), countCampaigns(db)]);
  return { items: await withDetails(db, rows), total, filter: {}, sort: { field: query.sort, order: query.order } };
};

/** `POST /back/firmware/campaigns`: a draft, to start once its target and stages are checked. */
export const createCampaign = async (db: Database, session: Session, input: CampaignInput): Promise<Campaign> => {
  requireFirmwareManager(session, 'edit');
  await rollableVersion(db, input.versionId, 'versionId');
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(firmwareCampaigns)
      .values({ ...input, createdBy: session.userId })
      .returning({ id: firmwareCampaigns.id });
    if (!created) throw new Error('the campaign was not stored');
    await tx.insert(firmwareCampaignEvents).values({ campaignId: created.id, action: 'create', by: session.userId });
    return created.id;
  });
  return getCampaign(db, session, id);
};

/** Places each eligible sensor in its stage; the first stage's are the ones offered first. */
const enrolSensors = async (tx: Database, campaignId: string, eligible: string[], ends: number[]) => {
  for (let start = 0; start < eligible.length; start += INSERT_ROWS) {
    await tx
      .insert(firmwareCampaignSensors)
      .values(
        eligible
          .slice(start, start + INSERT_ROWS)
          .map((sensorId, index) => ({ campaignId, sensorId, stage: stageOf(start + index, ends) })),
      );
  }
};

/** Those not yet installing when a campaign is aborted: the installed keep their version, the others are freed. */
const CANCELLED_ON_ABORT: CampaignSensorState[] = ['queued', 'waiting', 'offered', 'downloading'];

/**
 * `POST /back/firmware/campaigns/{id}/{action}`: start (the target's eligible sensors enrolled in their stages, the
 * first stage under way), pause, resume, or abort (the sensors not yet installing cancelled). One transaction, the
 * campaign's row locked, so two staff acting at once cannot both move it; a move from another state is 409.
 */
export const actOnCampaign = async (
  db: Database,
  session: Session,
  id: string,
  action: CampaignAction,
  reason: string,
): Promise<Campaign> => {
  requireFirmwareManager(session, 'edit');
  await db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, id);
    if (!campaign) throw notFound('campaign not found');
    if (!ACTION_FROM[action].includes(campaign.state)) {
      throw new AppError('conflict', `cannot ${action} a ${campaign.state} campaign`, {
        issues: [{ path: ['state'], message: CAMPAIGN_ERRORS.notAllowed }],
      });
    }
    if (action === 'start') {
      const version = await rollableVersion(tx, campaign.versionId, 'versionId');
      const { eligible } = await planTarget(tx, campaign.target, version, id);
      if (eligible.length === 0)
        throw fieldError('conflict', 'no sensor to update', 'target', CAMPAIGN_ERRORS.noSensor);
      await enrolSensors(tx, id, eligible, stageEnds(eligible.length, campaign.stages));
    }
    if (action === 'abort') {
      await tx
        .update(firmwareCampaignSensors)
        .set({ state: 'cancelled', stateChangedAt: new Date() })
        .where(
          and(eq(firmwareCampaignSensors.campaignId, id), inArray(firmwareCampaignSensors.state, CANCELLED_ON_ABORT)),
        );
    }
    await tx
      .update(firmwareCampaigns)
      .set({
        state: ACTION_TO[action],
        ...(action === 'start' ? { currentStage: 1 } : {}),
        // Resuming accepts the failures seen so far: the error threshold pauses again on new ones only.
        ...(action === 'resume' ? { acceptedFailures: await countFailed(tx, id) } : {}),
      })
      .where(eq(firmwareCampaigns.id, id));
    await tx.insert(firmwareCampaignEvents).values({ campaignId: id, action, by: session.userId, reason });
  });
  return getCampaign(db, session, id);
};
