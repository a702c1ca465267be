import type { SensorFirmware } from '@console/domain/firmware/campaign.schema';
import { can, isManufacturer } from '@console/domain/access/permissions';
import { desc, eq } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import { updateReasonOf } from './campaign-queries.ts';
import type { Database } from '../../db/client.ts';
import { firmwareCampaigns, firmwareCampaignSensors, firmwareVersions, sensors } from '../../db/schema.ts';

/**
 * A sensor's firmware for its page, the sensor already in the reader's scope: what it runs, and for the staff who
 * manage firmware every campaign that held it, newest first.
 */
export const sensorFirmwareOf = async (db: Database, session: Session, sensorId: string): Promise<SensorFirmware> => {
  const [running] = await db
    .select({ version: sensors.firmwareVersion, board: sensors.hardwareRevision })
    .from(sensors)
    .where(eq(sensors.id, sensorId));
  if (!isManufacturer(session) || !can(session, 'read:configuration')) {
    return { version: running?.version ?? null, board: running?.board ?? null, updates: null };
  }
  const rows = await db
    .select({
      campaignId: firmwareCampaigns.id,
      campaignName: firmwareCampaigns.name,
      version: firmwareVersions.version,
      state: firmwareCampaignSensors.state,
      reason: firmwareCampaignSensors.reason,
      reasonValues: firmwareCampaignSensors.reasonValues,
      stateChangedAt: firmwareCampaignSensors.stateChangedAt,
    })
    .from(firmwareCampaignSensors)
    .innerJoin(firmwareCampaigns, eq(firmwareCampaigns.id, firmwareCampaignSensors.campaignId))
    .innerJoin(firmwareVersions, eq(firmwareVersions.id, firmwareCampaigns.versionId))
    .where(eq(firmwareCampaignSensors.sensorId, sensorId))
    .orderBy(desc(firmwareCampaigns.createdAt));
  return {
    version: running?.version ?? null,
    board: running?.board ?? null,
    updates: rows.map(({ reason, reasonValues, stateChangedAt, ...row }) => ({
      ...row,
      reason: updateReasonOf(reason, reasonValues),
      stateChangedAt: stateChangedAt.toISOString(),
    })),
  };
};
