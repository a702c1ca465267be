import { z } from 'zod';
import { countrySchema } from '../address/postal-address.schema.ts';
import { listQuerySchema, pagedSchema, SORT_ORDERS } from '../list/list-query.ts';
import { firmwareVersionNumberSchema, hardwareRevisionSchema } from './firmware-version.schema.ts';

/*
 * A firmware campaign (issue 42, decision 171): which sensors get a version, in which stages, and when it stops by
 * itself. Its state moves as staff start, pause, resume or abort it.
 */

/** A fleet of 50 000 traps is listed by serial number in a few hundred at most; a list is a targeted fix. */
export const TARGET_SERIALS_MAX = 1000;
const TARGET_LIST_MAX = 100;
export const STAGES_MAX = 10;

export const CAMPAIGN_ERRORS = {
  stagesOrder: 'firmware.campaign-errors.stages-order',
  lastStageAll: 'firmware.campaign-errors.last-stage-all',
  versionWithdrawn: 'firmware.campaign-errors.version-withdrawn',
  unknownVersion: 'firmware.campaign-errors.unknown-version',
  noSensor: 'firmware.campaign-errors.no-sensor',
  windowOrder: 'firmware.campaign-errors.window-order',
  notAllowed: 'firmware.campaign-errors.not-allowed',
  noEarlierVersion: 'firmware.campaign-errors.no-earlier-version',
} as const;

const list = <T extends z.ZodType>(item: T, max = TARGET_LIST_MAX) => z.array(item).max(max).default([]);

/** Which sensors a campaign is for; every criterion given narrows it, none given is the whole fleet. */
export const campaignTargetSchema = z.object({
  countries: list(countrySchema),
  providerIds: list(z.uuid()),
  accountIds: list(z.uuid()),
  tags: list(z.string().trim().min(1).max(50)),
  hardwareRevisions: list(hardwareRevisionSchema),
  currentVersions: list(firmwareVersionNumberSchema),
  serialNumbers: list(z.string().trim().min(1).max(50), TARGET_SERIALS_MAX),
});
export type CampaignTarget = z.infer<typeof campaignTargetSchema>;

/** `POST /back/firmware/campaigns/preview`: how many sensors a target holds, and how many the version fits. */
export const campaignPreviewInputSchema = z.object({ versionId: z.uuid(), target: campaignTargetSchema });
export type CampaignPreviewInput = z.infer<typeof campaignPreviewInputSchema>;

export const campaignPreviewSchema = z.object({
  /** Sensors the target names. */
  targeted: z.number().int(),
  /** Of those, the ones the campaign would update. */
  eligible: z.number().int(),
  alreadyOnVersion: z.number().int(),
  /** No board revision reported yet, or one the version does not fit. */
  otherHardware: z.number().int(),
  /** Running a version older than the one this version updates from. */
  belowMinimum: z.number().int(),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/**
 * Stages as cumulative shares of the eligible sensors: percents ending at 100 (1, 10, 50, 100), or counts after
 * which a last stage takes all the rest (10, 100, then all).
 */
export const campaignStagesSchema = z
  .object({
    unit: z.enum(['percent', 'count']),
    values: z.array(z.number().int().min(1).max(1_000_000)).min(1).max(STAGES_MAX),
  })
  .refine((stages) => stages.values.every((value, index) => index === 0 || value > (stages.values[index - 1] ?? 0)), {
    message: CAMPAIGN_ERRORS.stagesOrder,
    path: ['values'],
  })
  .refine((stages) => stages.unit === 'count' || stages.values.at(-1) === 100, {
    message: CAMPAIGN_ERRORS.lastStageAll,
    path: ['values'],
  });
export type CampaignStages = z.infer<typeof campaignStagesSchema>;

/** The hours, in each sensor's local time, an update may be offered; unset: daytime after the night's upload. */
export const campaignWindowSchema = z
  .object({ startHour: z.number().int().min(0).max(23), endHour: z.number().int().min(1).max(24) })
  .refine((window) => window.endHour > window.startHour, { message: CAMPAIGN_ERRORS.windowOrder, path: ['endHour'] });
export const DEFAULT_CAMPAIGN_WINDOW = { startHour: 10, endHour: 17 } as const;

export const campaignInputSchema = z.object({
  name: z.string().trim().min(1, 'required').max(120, 'too-long'),
  versionId: z.uuid(),
  target: campaignTargetSchema,
  stages: campaignStagesSchema,
  /** A stage is done, and the next starts, once this share of its sensors is updated and healthy. */
  successPercent: z.number().int().min(50).max(100),
  /** The campaign pauses by itself once failures reach this many sensors, or this share of those offered. */
  errorThreshold: z.object({ unit: z.enum(['percent', 'count']), value: z.number().int().min(1).max(100_000) }),
  window: campaignWindowSchema.nullable(),
});
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const CAMPAIGN_STATES = ['draft', 'running', 'paused', 'finished', 'aborted'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];
export const CAMPAIGN_ACTIONS = ['start', 'pause', 'resume', 'abort'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** The states each action leaves from; an action from any other state is refused (409). */
export const ACTION_FROM: Record<CampaignAction, readonly CampaignState[]> = {
  start: ['draft'],
  pause: ['running'],
  resume: ['paused'],
  abort: ['draft', 'running', 'paused'],
};
export const ACTION_TO: Record<CampaignAction, CampaignState> = {
  start: 'running',
  pause: 'paused',
  resume: 'running',
  abort: 'aborted',
};

/** `POST /back/firmware/campaigns/{id}/{action}`: why, for the campaign's history. */
export const campaignActionInputSchema = z.object({ reason: z.string().trim().max(500, 'too-long').default('') });

/** Where a sensor stands in a campaign (decision 171). */
export const CAMPAIGN_SENSOR_STATES = [
  'queued',
  'waiting',
  'offered',
  'downloading',
  'installing',
  'installed',
  'healthy',
  'failed',
  'cancelled',
] as const;
export type CampaignSensorState = (typeof CAMPAIGN_SENSOR_STATES)[number];

/** Staff's actions, and the campaign's own moves: the next stage, the end. */
export const CAMPAIGN_EVENT_ACTIONS = [...CAMPAIGN_ACTIONS, 'create', 'advance', 'finish'] as const;
/** The reason of a pause that the error threshold made. */
export const ERROR_THRESHOLD_REASON = 'error-threshold';

export const campaignEventSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  by: z.string().nullable(),
  action: z.enum(CAMPAIGN_EVENT_ACTIONS),
  reason: z.string(),
});

export const campaignSchema = campaignInputSchema.safeExtend({
  id: z.uuid(),
  version: z.string(),
  state: z.enum(CAMPAIGN_STATES),
  /** The stage being rolled out, from 1; 0 before the start. */
  currentStage: z.number().int(),
  /** Sensors in the campaign by state, once started. */
  sensors: z.partialRecord(z.enum(CAMPAIGN_SENSOR_STATES), z.number().int()),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string().nullable(),
  history: z.array(campaignEventSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListQuerySchema = listQuerySchema(['createdAt'] as const, 'createdAt').extend({
  order: z.enum(SORT_ORDERS).default('desc'),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;
export const campaignPageSchema = pagedSchema(campaignSchema);

/** Why a sensor waits or failed (decision 172): a code and the values its sentence reads. */
export const UPDATE_REASON_CODES = [
  'battery',
  'usb',
  'silent',
  'crop-at-risk',
  'outside-window',
  'capture-night',
  'device',
  'other-version',
  'timeout',
  'capture-fault',
] as const;
export type UpdateReasonCode = (typeof UPDATE_REASON_CODES)[number];
export const updateReasonSchema = z.object({
  code: z.enum(UPDATE_REASON_CODES),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type UpdateReason = z.infer<typeof updateReasonSchema>;

/** One sensor of a campaign, where its update stands. */
export const campaignSensorSchema = z.object({
  sensorId: z.uuid(),
  serialNumber: z.string(),
  accountName: z.string(),
  stage: z.number().int(),
  state: z.enum(CAMPAIGN_SENSOR_STATES),
  reason: updateReasonSchema.nullable(),
  stateChangedAt: z.iso.datetime({ offset: true }),
});
export type CampaignSensor = z.infer<typeof campaignSensorSchema>;

/** `GET /back/firmware/campaigns/{id}/sensors`: by state and serial number, by stage then serial number. */
export const campaignSensorListQuerySchema = listQuerySchema(
  ['serialNumber', 'stage', 'stateChangedAt'] as const,
  'stage',
).extend({
  state: z.enum(CAMPAIGN_SENSOR_STATES).optional(),
  search: z.string().trim().max(50).optional(),
});
export type CampaignSensorListQuery = z.infer<typeof campaignSensorListQuerySchema>;
export const campaignSensorPageSchema = pagedSchema(campaignSensorSchema);

/** A sensor's firmware as its page shows it: what it runs, and for firmware staff the campaigns that updated it. */
export const sensorFirmwareSchema = z.object({
  version: z.string().nullable(),
  board: z.string().nullable(),
  /** Newest first; null for a reader who does not manage firmware. */
  updates: z
    .array(
      z.object({
        campaignId: z.uuid(),
        campaignName: z.string(),
        version: z.string(),
        state: z.enum(CAMPAIGN_SENSOR_STATES),
        reason: updateReasonSchema.nullable(),
        stateChangedAt: z.iso.datetime({ offset: true }),
      }),
    )
    .nullable(),
});
export type SensorFirmware = z.infer<typeof sensorFirmwareSchema>;
