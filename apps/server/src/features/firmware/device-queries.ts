import type { CampaignSensorState } from '@console/domain/firmware/campaign.schema';
import type { CropDates } from '@console/domain/subscription/crop-coverage';
import type { Country } from '@console/domain/address/postal-address.schema';
import { sql } from 'drizzle-orm';
import { clockNow, clockToday } from '../../db/clock-values.ts';
import { cropInFieldId } from '../../db/crops-in-field.ts';
import { type Database, selectRows } from '../../db/client.ts';

/** The states in which a device is working on its update: it may download the image and report its steps. */
export const UPDATING_STATES: CampaignSensorState[] = ['offered', 'downloading', 'installing'];
/** The states in which a sensor of a running campaign's reached stages is still to be offered its update. */
export const TO_OFFER_STATES: CampaignSensorState[] = ['queued', 'waiting'];

const states = (list: readonly CampaignSensorState[]) =>
  sql.join(
    list.map((state) => sql`${state}`),
    sql`, `,
  );

/** A sensor's place in a campaign under way, with the version it is to get and what the offer's checks read. */
export type Assignment = {
  campaignId: string;
  state: CampaignSensorState;
  window: { startHour: number; endHour: number } | null;
  versionId: string;
  version: string;
  size: number;
  sha256: string;
  signature: string;
  fileKey: string;
  batteryVoltage: number | null;
  usbFillRate: number | null;
  /** Epoch milliseconds, the same from either driver. */
  lastContactMs: number | null;
  lastMeasuredMs: number | null;
  /** The parcel's country, else its account's: its zone, and its season. */
  country: Country;
  crop: CropDates | null;
};

/**
 * The sensor's update in a campaign that is running (or paused, for a device already at work: a pause stops new
 * offers, not an image half downloaded), from the sensor's side; none when no campaign has reached it.
 */
export const findAssignment = async (db: Database, sensorId: string): Promise<Assignment | undefined> =>
  (
    await selectRows<Assignment>(
      db,
      sql`select cs.campaign_id as "campaignId", cs.state, c.window, v.id as "versionId", v.version, v.size, v.sha256,
                 v.signature, v.file_key as "fileKey", s.battery_voltage as "batteryVoltage",
                 s.usb_fill_rate as "usbFillRate", (extract(epoch from s.last_contact_at) * 1000)::float8 as "lastContactMs",
                 (extract(epoch from s.last_measured_at) * 1000)::float8 as "lastMeasuredMs", coalesce(p.country, a.postal_address->>'country', 'FR') as "country",
                 case when crop.id is null then null else json_build_object(
                   'currentCrop', crop.current_crop, 'stage', crop.stage,
                   'estimatedSeedingDate', crop.estimated_seeding_date,
                   'actualSeedingDate', crop.actual_seeding_date) end as crop
          from firmware_campaign_sensors cs
          join firmware_campaigns c on c.id = cs.campaign_id
          join firmware_versions v on v.id = c.version_id
          join sensors s on s.id = cs.sensor_id
          join accounts a on a.id = s.account_id
          left join parcels p on p.id = s.parcel_id
          left join crops crop on crop.id = ${cropInFieldId(sql`p.id`, clockToday())}
          where cs.sensor_id = ${sensorId}
            and ((c.state = 'running' and cs.stage <= c.current_stage and cs.state in (${states(TO_OFFER_STATES)}))
              or (c.state in ('running', 'paused') and cs.state in (${states([...UPDATING_STATES, 'installed'])})))
          limit 1`,
    )
  )[0];

/**
 * Moves the sensor's update from one of `from` to `to`: none when it has moved on meanwhile (another process, another
 * call of the device), so a step is taken once. Answers whether it moved.
 */
export const moveSensorUpdate = async (
  db: Database,
  move: {
    campaignId: string;
    sensorId: string;
    from: readonly CampaignSensorState[];
    to: CampaignSensorState;
    reason?: { code: string; values: Record<string, unknown> } | null;
    installed?: boolean;
  },
): Promise<boolean> => {
  const rows = await selectRows<{ moved: number }>(
    db,
    sql`update firmware_campaign_sensors
        set state = ${move.to}, state_changed_at = ${clockNow()}, reason = ${move.reason?.code ?? null},
            reason_values = ${move.reason ? JSON.stringify(move.reason.values) : null}::jsonb
            ${move.installed ? sql`, installed_at = ${clockNow()}` : sql``}
        where campaign_id = ${move.campaignId} and sensor_id = ${move.sensorId} and state in (${states(move.from)})
        returning 1 as moved`,
  );
  return rows.length > 0;
};

/** What the device says it runs, kept on its sensor: the campaigns target and check by it. */
export const recordDeviceFirmware = (db: Database, sensorId: string, version: string, board: string | null) =>
  db.execute(
    sql`update sensors set firmware_version = ${version}, hardware_revision = coalesce(${board}, hardware_revision)
        where id = ${sensorId}
          and (firmware_version is distinct from ${version} or (${board}::text is not null
               and hardware_revision is distinct from ${board}))`,
  );

/** The sensor's update that is installed and waits for its first capture, on the sensor's own index. */
export const findInstalledUpdate = async (db: Database, sensorId: string) =>
  (
    await selectRows<{ campaignId: string; installedMs: number }>(
      db,
      sql`select campaign_id as "campaignId", (extract(epoch from installed_at) * 1000)::float8 as "installedMs"
          from firmware_campaign_sensors
          where sensor_id = ${sensorId} and state = 'installed' and installed_at is not null
          limit 1`,
    )
  )[0];
