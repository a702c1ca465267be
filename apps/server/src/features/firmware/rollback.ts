import {
  CAMPAIGN_ERRORS,
  type CampaignInput,
  campaignTargetSchema,
  TARGET_SERIALS_MAX,
} from '@console/domain/firmware/campaign.schema';
import { sql } from 'drizzle-orm';
import semver from 'semver';
import type { Session } from '../../auth/session.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { fieldError, notFound } from '../../plugins/app-error.ts';
import { selectCampaign } from './campaign-queries.ts';
import { requireFirmwareManager } from './service.ts';

/**
 * `GET /back/firmware/campaigns/{id}/rollback`: a draft for staff to check and create, not a campaign: the sensors this
 * campaign left on its version (installed, healthy or failed after installing), back to the newest version before it
 * that is not withdrawn and fits their boards; one careful stage first. 409 when no such version or sensor exists.
 */
export const proposeRollback = async (db: Database, session: Session, id: string): Promise<CampaignInput> => {
  requireFirmwareManager(session, 'read');
  const campaign = await selectCampaign(db, id);
  if (!campaign) throw notFound('campaign not found');
  const [sensors, versions] = await Promise.all([
    selectRows<{ serialNumber: string; board: string | null }>(
      db,
      sql`select s.serial_number as "serialNumber", s.hardware_revision as board
          from firmware_campaign_sensors cs join sensors s on s.id = cs.sensor_id
          where cs.campaign_id = ${id} and s.firmware_version = ${campaign.version}
          order by s.serial_number limit ${TARGET_SERIALS_MAX}`,
    ),
    selectRows<{ id: string; version: string; hardwareRevisions: string[] }>(
      db,
      sql`select id, version, hardware_revisions as "hardwareRevisions" from firmware_versions
          where withdrawn_at is null`,
    ),
  ]);
  if (sensors.length === 0) throw fieldError('conflict', 'no sensor to roll back', 'target', CAMPAIGN_ERRORS.noSensor);
  const boards = new Set(sensors.flatMap((sensor) => (sensor.board ? [sensor.board] : [])));
  const earlier = versions
    .filter((version) => semver.valid(version.version) && semver.lt(version.version, campaign.version))
    .filter((version) => [...boards].every((board) => version.hardwareRevisions.includes(board)))
    .sort((a, b) => semver.rcompare(a.version, b.version))[0];
  if (!earlier) throw fieldError('conflict', 'no earlier version', 'versionId', CAMPAIGN_ERRORS.noEarlierVersion);
  return {
    name: `${campaign.name} → ${earlier.version}`,
    versionId: earlier.id,
    target: campaignTargetSchema.parse({ serialNumbers: sensors.map((sensor) => sensor.serialNumber) }),
    stages: { unit: 'percent', values: [10, 100] },
    successPercent: campaign.successPercent,
    errorThreshold: campaign.errorThreshold,
    window: campaign.window,
  };
};
