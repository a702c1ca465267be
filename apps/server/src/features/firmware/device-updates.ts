import { COUNTRY_DEFAULTS } from '@console/domain/address/country-defaults';
import { API_PREFIX } from '@console/domain/config/environment-settings';
import { deviceApiEndpoints } from '@console/domain/sensor/device-api.endpoints';
import type {
  DeviceFirmwareQuery,
  DeviceUpdateStatus,
  FirmwareOffer,
} from '@console/domain/firmware/device-firmware.schema';
import type { CampaignSensorState } from '@console/domain/firmware/campaign.schema';
import { type SensorReadiness, waitReason } from '@console/domain/firmware/update-preconditions';
import { thresholdOf } from '@console/domain/issue/issue-rule-settings';
import type { Reading } from '@console/domain/sensor/reading.schema';
import { cropSensitiveWindow } from '@console/domain/subscription/crop-coverage';
import { todayIn } from '@console/domain/subscription/subscription-period';
import { sql } from 'drizzle-orm';
import parseRange from 'range-parser';
import type { Readable } from 'node:stream';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { readSetting } from '../../db/settings-store.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { openIssuesWhere } from '../issues/service.ts';
import { getCountryPacks, getRiskSettings } from '../settings/service.ts';
import {
  type Assignment,
  findAssignment,
  findInstalledUpdate,
  moveSensorUpdate,
  recordDeviceFirmware,
  TO_OFFER_STATES,
  UPDATING_STATES,
} from './device-queries.ts';

/*
 * The device's side of a campaign (decision 172): it asks for work, downloads what it is offered, reports each step;
 * its next capture after installing tells whether it still works.
 */

const IMAGE_URL = `${API_PREFIX}${deviceApiEndpoints.firmwareImage.path}`;

const offerOf = (assignment: Assignment): FirmwareOffer => ({
  version: assignment.version,
  size: assignment.size,
  sha256: assignment.sha256,
  signature: assignment.signature,
  url: IMAGE_URL,
});

/** The sensor as the offer's checks read it: its last telemetry, its zone, and its crop's sensitive window. */
const readinessOf = async (db: Database, assignment: Assignment, at: Date): Promise<SensorReadiness> => {
  const { zoneId } = COUNTRY_DEFAULTS[assignment.country];
  let cropAtRiskUntil: string | null = null;
  if (assignment.crop) {
    const [settings, packs] = await Promise.all([getRiskSettings(db), getCountryPacks(db)]);
    const window = cropSensitiveWindow(assignment.crop, settings, packs[assignment.country].season);
    const today = todayIn(zoneId, at);
    if (window && window.startsOn <= today && today <= window.endsOn) cropAtRiskUntil = window.endsOn;
  }
  const date = (ms: number | null) => (ms === null ? null : new Date(ms));
  return {
    batteryVoltage: assignment.batteryVoltage,
    usbFillRate: assignment.usbFillRate,
    lastContactAt: date(assignment.lastContactMs),
    lastMeasuredAt: date(assignment.lastMeasuredMs),
    zoneId,
    cropAtRiskUntil,
  };
};

/**
 * `GET /back/device-api/firmware`: records what the device runs, then answers the update a campaign holds for it, or
 * none. A sensor of a reached stage is offered its update once its own checks pass; until then it waits, its reason
 * kept for staff to read.
 */
export const offerFirmware = async (
  db: Database,
  sensorId: string,
  { version, board }: DeviceFirmwareQuery,
): Promise<FirmwareOffer | null> => {
  await recordDeviceFirmware(db, sensorId, version, board);
  const assignment = await findAssignment(db, sensorId);
  if (!assignment || assignment.state === 'installed') return null;
  if (UPDATING_STATES.includes(assignment.state)) return offerOf(assignment);
  const at = now();
  const rules = await readSetting(db, 'issueRules');
  const limits = {
    batteryMin: thresholdOf(rules, 'niveau_batterie_insuffisant'),
    usbFillMax: thresholdOf(rules, 'taux_remplissage_usb_eleve'),
  };
  const reason = waitReason(await readinessOf(db, assignment, at), limits, assignment.window, at);
  const move = { campaignId: assignment.campaignId, sensorId, from: TO_OFFER_STATES };
  if (reason) {
    await moveSensorUpdate(db, { ...move, to: 'waiting', reason });
    return null;
  }
  if (await moveSensorUpdate(db, { ...move, to: 'offered' })) return offerOf(assignment);
  // Another call of the device offered it meanwhile: the same offer.
  const moved = await findAssignment(db, sensorId);
  return moved && UPDATING_STATES.includes(moved.state) ? offerOf(moved) : null;
};

/** Opens `echec_mise_jour` for sensors whose update failed, under the staff's issue rules. */
export const openUpdateFailures = async (db: Database, sensorIds: readonly string[]) => {
  if (sensorIds.length === 0) return 0;
  const rules = await readSetting(db, 'issueRules');
  return openIssuesWhere(db, rules, 'echec_mise_jour', sql`s.id = any(${sql.param(sensorIds)}::uuid[])`);
};

const noUpdate = () => notFound('no firmware update is assigned to this device');

/** The states a step may come from: a device may skip reporting one, never go back. */
const STEP_FROM: Record<Exclude<DeviceUpdateStatus['state'], 'installed' | 'failed'>, CampaignSensorState[]> = {
  downloading: ['offered', 'downloading'],
  downloaded: ['offered', 'downloading'],
  installing: ['offered', 'downloading', 'installing'],
};

/**
 * `POST /back/device-api/firmware/status`: a step of the device's update. `installed` with the campaign's version
 * leaves the sensor to prove itself on its next capture; with another version, or `failed`, the update has failed
 * and opens `echec_mise_jour`. 404 when no update is under way for the device, 409 for a step it has passed.
 */
export const reportUpdateStep = async (
  db: Database,
  sensorId: string,
  status: DeviceUpdateStatus,
): Promise<{ state: CampaignSensorState }> => {
  const assignment = await findAssignment(db, sensorId);
  if (!assignment || !UPDATING_STATES.includes(assignment.state)) throw noUpdate();
  const move = { campaignId: assignment.campaignId, sensorId };
  let to: CampaignSensorState;
  let moved: boolean;
  if (status.state === 'failed') {
    to = 'failed';
    moved = await moveSensorUpdate(db, {
      ...move,
      from: UPDATING_STATES,
      to,
      reason: { code: 'device', values: { text: status.reason ?? '' } },
    });
  } else if (status.state === 'installed') {
    const ran = status.version ?? '';
    if (ran !== assignment.version) {
      to = 'failed';
      moved = await moveSensorUpdate(db, {
        ...move,
        from: UPDATING_STATES,
        to,
        reason: { code: 'other-version', values: { version: ran } },
      });
    } else {
      to = 'installed';
      moved = await moveSensorUpdate(db, { ...move, from: UPDATING_STATES, to, installed: true });
    }
    await recordDeviceFirmware(db, sensorId, ran, null);
  } else {
    to = status.state === 'installing' ? 'installing' : 'downloading';
    moved = await moveSensorUpdate(db, { ...move, from: STEP_FROM[status.state], to });
  }
  if (!moved) throw new AppError('conflict', `the update is past ${status.state}`);
  if (to === 'failed') await openUpdateFailures(db, [sensorId]);
  return { state: to };
};

/** A capture after the install in which the camera or the counting failed. */
const isFaulty = (reading: Reading) => reading.deviceState === 'fault' || reading.linuxState === 'fault';

/**
 * After a device's batch: an installed update whose first capture since the install came through is healthy; one
 * whose capture shows a fault has failed, and opens `echec_mise_jour`. Healthy means working, not just installed.
 */
export const checkUpdateHealth = async (db: Database, sensorId: string, readings: readonly Reading[]) => {
  const installed = await findInstalledUpdate(db, sensorId);
  if (!installed) return;
  const after = readings.filter((reading) => Date.parse(reading.measuredAt) > installed.installedMs);
  if (after.length === 0) return;
  const faulty = after.find(isFaulty);
  const move = { campaignId: installed.campaignId, sensorId, from: ['installed'] as CampaignSensorState[] };
  if (!faulty) {
    await moveSensorUpdate(db, { ...move, to: 'healthy' });
    return;
  }
  const failed = await moveSensorUpdate(db, {
    ...move,
    to: 'failed',
    reason: { code: 'capture-fault', values: { deviceState: faulty.deviceState, linuxState: faulty.linuxState } },
  });
  if (failed) await openUpdateFailures(db, [sensorId]);
};

/**
 * `GET /back/device-api/firmware/image`: the image of the update the device is working on, whole or from the byte
 * its `Range` names (one range: a download resumed after a dropped connection); 404 to any other device.
 */
export const readAssignedImage = async (
  { db, files }: { db: Database; files: FileStore },
  sensorId: string,
  rangeHeader: string | undefined,
): Promise<{ stream: Readable; size: number; range: { start: number; end: number } | null }> => {
  const assignment = await findAssignment(db, sensorId);
  if (!assignment || !UPDATING_STATES.includes(assignment.state)) throw noUpdate();
  const ranges = rangeHeader ? parseRange(assignment.size, rangeHeader, { combine: true }) : undefined;
  if (ranges === -1) throw new AppError('range-not-satisfiable', `the image has ${assignment.size} bytes`);
  // A malformed header, or several ranges, is answered with the whole image, as RFC 9110 allows.
  const range = Array.isArray(ranges) && ranges.length === 1 && ranges[0] ? ranges[0] : null;
  const stream = await files.read(assignment.fileKey, range ?? undefined);
  if (!stream) throw noUpdate();
  return { stream, size: assignment.size, range };
};
