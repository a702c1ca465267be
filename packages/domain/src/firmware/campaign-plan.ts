import semver from 'semver';
import type { CampaignPreview, CampaignStages } from './campaign.schema.ts';

/** What a campaign reads of a sensor to know whether its version fits. */
export type SensorFirmware = {
  firmwareVersion: string | null;
  hardwareRevision: string | null;
  /** Already in a campaign that is running or paused. */
  inOtherCampaign: boolean;
};
export type TargetVersion = { version: string; hardwareRevisions: string[]; minFromVersion: string | null };

export type SensorFit = Exclude<keyof CampaignPreview, 'targeted'> | 'inOtherCampaign';

/**
 * Whether a campaign of `version` would update a sensor, or why not: it runs it already, its board is another (or
 * unknown, the device not having said), it runs a version older than the one this version updates from, or another
 * campaign holds it.
 */
export const sensorFit = (sensor: SensorFirmware, version: TargetVersion): SensorFit => {
  if (sensor.firmwareVersion === version.version) return 'alreadyOnVersion';
  if (!sensor.hardwareRevision || !version.hardwareRevisions.includes(sensor.hardwareRevision)) return 'otherHardware';
  const running = sensor.firmwareVersion && semver.valid(sensor.firmwareVersion);
  if (version.minFromVersion && (!running || semver.lt(running, version.minFromVersion))) return 'belowMinimum';
  return sensor.inOtherCampaign ? 'inOtherCampaign' : 'eligible';
};

/**
 * The cumulative number of sensors at the end of each stage, for `eligible` sensors: percents rounded up (1 % of 150
 * is 2), counts capped by the fleet and followed by a last stage of all the rest. Stages that would add nobody are
 * dropped, so each stage has sensors of its own.
 */
export const stageEnds = (eligible: number, stages: CampaignStages): number[] => {
  const ends =
    stages.unit === 'percent'
      ? stages.values.map((percent) => Math.ceil((eligible * percent) / 100))
      : [...stages.values.map((count) => Math.min(count, eligible)), eligible];
  return ends.filter((end, index) => end > 0 && end > (ends[index - 1] ?? 0));
};

/** The stage (from 1) of the sensor at `position` (from 0) in the campaign's order. */
export const stageOf = (position: number, ends: number[]): number => ends.findIndex((end) => position < end) + 1;

/** A device silent this long while offered, downloading or installing has failed (decision 172). */
export const ACTIVE_SILENCE_HOURS = 6;
/** An installed trap that has not delivered a capture this long after installing has failed: a night and a day. */
export const HEALTH_CHECK_HOURS = 36;

/** The states that count towards the error threshold's share: every sensor that was offered its update. */
export const OFFERED_STATES = ['offered', 'downloading', 'installing', 'installed', 'healthy', 'failed'] as const;

/** A stage is done once this many of its sensors are updated and healthy. */
export const stageSuccessCount = (stageSize: number, successPercent: number): number =>
  Math.ceil((stageSize * successPercent) / 100);

/** Whether failures have reached the campaign's error threshold: a count, or a share of the sensors offered. */
export const errorThresholdReached = (
  failed: number,
  offered: number,
  threshold: { unit: 'percent' | 'count'; value: number },
): boolean =>
  failed > 0 && (threshold.unit === 'count' ? failed >= threshold.value : failed * 100 >= threshold.value * offered);
