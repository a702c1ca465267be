import { PAGE_SIZE } from '@console/domain/list/list-query';
import type {
  CampaignListQuery,
  CampaignSensorState,
  CampaignTarget,
  UpdateReason,
} from '@console/domain/firmware/campaign.schema';
import { and, arrayOverlaps, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  firmwareCampaignEvents,
  firmwareCampaigns,
  firmwareCampaignSensors,
  firmwareVersions,
  sensors,
  users,
} from '../../db/schema.ts';
import { userName } from '../../db/settings-store.ts';

/** A sensor's place in a running or paused campaign holds it: another campaign does not take it meanwhile. */
const HELD_STATES: CampaignSensorState[] = ['queued', 'waiting', 'offered', 'downloading', 'installing', 'installed'];

/** Every criterion given narrows the target; the account's country stands for the sensor's (decision 167). */
const targetWhere = (target: CampaignTarget) =>
  and(
    target.countries.length > 0
      ? inArray(sql<string>`${accounts.postalAddress}->>'country'`, target.countries)
      : undefined,
    target.providerIds.length > 0
      ? or(inArray(sensors.accountId, target.providerIds), inArray(accounts.providerId, target.providerIds))
      : undefined,
    target.accountIds.length > 0 ? inArray(sensors.accountId, target.accountIds) : undefined,
    target.tags.length > 0 ? arrayOverlaps(sensors.tags, target.tags) : undefined,
    target.hardwareRevisions.length > 0 ? inArray(sensors.hardwareRevision, target.hardwareRevisions) : undefined,
    target.currentVersions.length > 0 ? inArray(sensors.firmwareVersion, target.currentVersions) : undefined,
    target.serialNumbers.length > 0
      ? inArray(
          sql<string>`lower(${sensors.serialNumber})`,
          target.serialNumbers.map((serial) => serial.toLowerCase()),
        )
      : undefined,
  );

/** The target's sensors with what a campaign reads of them, in the campaign's own shuffled but stable order. */
export const selectTargetedSensors = (db: Database, target: CampaignTarget, order: string) =>
  db
    .select({
      id: sensors.id,
      firmwareVersion: sensors.firmwareVersion,
      hardwareRevision: sensors.hardwareRevision,
      inOtherCampaign: sql<boolean>`exists (select 1 from ${firmwareCampaignSensors} cs
        join ${firmwareCampaigns} c on c.id = cs.campaign_id
        where cs.sensor_id = ${sensors.id} and c.state in ('running', 'paused')
          and cs.state in (${sql.join(
            HELD_STATES.map((state) => sql`${state}`),
            sql`, `,
          )}))`,
    })
    .from(sensors)
    .innerJoin(accounts, eq(accounts.id, sensors.accountId))
    .where(targetWhere(target))
    .orderBy(sql`md5(${sensors.id}::text || ${order})`);

export const findVersionToRoll = async (db: Database, id: string) =>
  (
    await db
      .select({
        id: firmwareVersions.id,
        version: firmwareVersions.version,
        hardwareRevisions: firmwareVersions.hardwareRevisions,
        minFromVersion: firmwareVersions.minFromVersion,
        isWithdrawn: sql<boolean>`${firmwareVersions.withdrawnAt} is not null`,
      })
      .from(firmwareVersions)
      .where(eq(firmwareVersions.id, id))
  )[0];

const campaignRows = (db: Database) =>
  db
    .select({
      id: firmwareCampaigns.id,
      name: firmwareCampaigns.name,
      versionId: firmwareCampaigns.versionId,
      version: firmwareVersions.version,
      target: firmwareCampaigns.target,
      stages: firmwareCampaigns.stages,
      successPercent: firmwareCampaigns.successPercent,
      errorThreshold: firmwareCampaigns.errorThreshold,
      window: firmwareCampaigns.window,
      state: firmwareCampaigns.state,
      currentStage: firmwareCampaigns.currentStage,
      createdAt: firmwareCampaigns.createdAt,
      createdBy: userName,
    })
    .from(firmwareCampaigns)
    .innerJoin(firmwareVersions, eq(firmwareVersions.id, firmwareCampaigns.versionId))
    .leftJoin(users, eq(users.id, firmwareCampaigns.createdBy));
export type CampaignRow = Awaited<ReturnType<ReturnType<typeof campaignRows>['execute']>>[number];

export const selectCampaignPage = (db: Database, query: CampaignListQuery) =>
  campaignRows(db)
    .orderBy(
      query.order === 'asc' ? asc(firmwareCampaigns.createdAt) : desc(firmwareCampaigns.createdAt),
      asc(firmwareCampaigns.id),
    )
    .limit(PAGE_SIZE)
    .offset(query.start);

export const countCampaigns = async (db: Database) =>
  (await db.select({ total: count() }).from(firmwareCampaigns))[0]?.total ?? 0;

export const selectCampaign = async (db: Database, id: string) =>
  (await campaignRows(db).where(eq(firmwareCampaigns.id, id)))[0];

/** The campaign's state, locked for the transaction that moves it. */
export const lockCampaign = async (db: Database, id: string) =>
  (
    await db
      .select({
        state: firmwareCampaigns.state,
        versionId: firmwareCampaigns.versionId,
        target: firmwareCampaigns.target,
        stages: firmwareCampaigns.stages,
      })
      .from(firmwareCampaigns)
      .where(eq(firmwareCampaigns.id, id))
      .for('update')
  )[0];

/** Sensors by state, per campaign of `ids`. */
export const countCampaignSensors = (db: Database, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          campaignId: firmwareCampaignSensors.campaignId,
          state: firmwareCampaignSensors.state,
          total: count(),
        })
        .from(firmwareCampaignSensors)
        .where(inArray(firmwareCampaignSensors.campaignId, ids))
        .groupBy(firmwareCampaignSensors.campaignId, firmwareCampaignSensors.state);

/** The campaigns' histories, oldest first. */
export const selectCampaignEvents = (db: Database, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          campaignId: firmwareCampaignEvents.campaignId,
          action: firmwareCampaignEvents.action,
          at: firmwareCampaignEvents.at,
          by: userName,
          reason: firmwareCampaignEvents.reason,
        })
        .from(firmwareCampaignEvents)
        .leftJoin(users, eq(users.id, firmwareCampaignEvents.by))
        .where(inArray(firmwareCampaignEvents.campaignId, ids))
        .orderBy(asc(firmwareCampaignEvents.at), asc(firmwareCampaignEvents.id));

/** The campaign's failed sensors, all stages. */
export const countFailed = async (db: Database, id: string) =>
  (
    await db
      .select({ total: count() })
      .from(firmwareCampaignSensors)
      .where(and(eq(firmwareCampaignSensors.campaignId, id), eq(firmwareCampaignSensors.state, 'failed')))
  )[0]?.total ?? 0;

/** A sensor's stored reason as the API gives it: its code and the values its sentence reads. */
export const updateReasonOf = (code: string | null, values: Record<string, unknown> | null): UpdateReason | null =>
  code ? ({ code, values: values ?? {} } as UpdateReason) : null;
