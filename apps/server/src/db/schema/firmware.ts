import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  CAMPAIGN_EVENT_ACTIONS,
  CAMPAIGN_SENSOR_STATES,
  CAMPAIGN_STATES,
  type CampaignInput,
  type CampaignStages,
  type CampaignTarget,
} from '@console/domain/firmware/campaign.schema';
import type { Language } from '@console/domain/i18n/languages';
import { users } from './accounts.ts';
import { sensors } from './sensors.ts';

/** The traps' firmware versions (decision 170): the image's facts and signature; its bytes are in the file store. */
export const firmwareVersions = pgTable(
  'firmware_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    version: text().notNull().unique(),
    notes: jsonb().$type<Record<Language, string>>().notNull(),
    hardwareRevisions: text().array().notNull(),
    minFromVersion: text(),
    size: integer().notNull(),
    sha256: text().notNull(),
    signature: text().notNull(),
    /** Where the file store keeps the image. */
    fileKey: text().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp({ withTimezone: true }),
    withdrawnBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    withdrawalReason: text(),
  },
  (table) => [
    index('firmware_versions_uploaded_at_idx').on(table.uploadedAt),
    check('firmware_versions_size_check', sql`${table.size} > 0`),
  ],
);

/** A rollout of a version to a target of sensors, in stages (decision 171); its settings as staff wrote them. */
export const firmwareCampaigns = pgTable(
  'firmware_campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    versionId: uuid()
      .notNull()
      .references(() => firmwareVersions.id),
    target: jsonb().$type<CampaignTarget>().notNull(),
    stages: jsonb().$type<CampaignStages>().notNull(),
    successPercent: integer().notNull(),
    errorThreshold: jsonb().$type<CampaignInput['errorThreshold']>().notNull(),
    window: jsonb().$type<CampaignInput['window']>(),
    state: text({ enum: CAMPAIGN_STATES }).notNull().default('draft'),
    currentStage: integer().notNull().default(0),
    /** Failures staff had seen when they last resumed it: the error threshold counts the ones since. */
    acceptedFailures: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('firmware_campaigns_created_at_idx').on(table.createdAt)],
);

/** Each sensor a started campaign updates, its stage and where it stands. */
export const firmwareCampaignSensors = pgTable(
  'firmware_campaign_sensors',
  {
    campaignId: uuid()
      .notNull()
      .references(() => firmwareCampaigns.id),
    sensorId: uuid()
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    stage: integer().notNull(),
    state: text({ enum: CAMPAIGN_SENSOR_STATES }).notNull().default('queued'),
    /** Why it waits or failed: a code, and the values its sentence reads (decision 172). */
    reason: text(),
    reasonValues: jsonb().$type<Record<string, unknown>>(),
    /** Its last word on the update, or the campaign's last move of it: a long silence since fails it. */
    stateChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When it said it runs the new version; the first capture after this tells whether it still works. */
    installedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.sensorId] }),
    index('firmware_campaign_sensors_sensor_idx').on(table.sensorId),
    index('firmware_campaign_sensors_state_idx').on(table.campaignId, table.state),
  ],
);

/**
 * Who started, paused, resumed or aborted a campaign, when and why; the campaign's own moves (a pause by the error
 * threshold, the next stage, the end) have no one.
 */
export const firmwareCampaignEvents = pgTable(
  'firmware_campaign_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => firmwareCampaigns.id),
    action: text({ enum: CAMPAIGN_EVENT_ACTIONS }).notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    by: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull().default(''),
  },
  (table) => [index('firmware_campaign_events_campaign_idx').on(table.campaignId, table.at)],
);
