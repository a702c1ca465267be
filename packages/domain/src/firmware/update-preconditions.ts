import type { LocalDate } from '../date/date.schema.ts';
import { DEFAULT_CAMPAIGN_WINDOW } from './campaign.schema.ts';

/*
 * Whether a sensor may be offered its update now, read from its own telemetry (issue 42, decision 172). A sensor
 * that may not waits with the first reason found; it does not fail.
 */

/** Silent for longer than this, a trap is left to its silence issue rather than updated blind. */
export const LAST_CONTACT_MAX_HOURS = 24;
/** Captures run through the local night; an update waits for the night's upload from this hour to the next morning. */
export const CAPTURE_NIGHT = { fromHour: 18, toHour: 8 } as const;

export type SensorReadiness = {
  batteryVoltage: number | null;
  usbFillRate: number | null;
  lastContactAt: Date | null;
  lastMeasuredAt: Date | null;
  /** The parcel's zone, else the account's. */
  zoneId: string;
  /** The last day of the slug-sensitive window of the crop on its parcel, when today is in it. */
  cropAtRiskUntil: LocalDate | null;
};

/** The issue rules' thresholds: a battery the rules call low, or a USB key they call full, is not updated. */
export type ReadinessLimits = { batteryMin: number; usbFillMax: number };
export type UpdateWindow = { startHour: number; endHour: number };

export type WaitReason =
  | { code: 'battery'; values: { voltage: number } }
  | { code: 'usb'; values: { percent: number } }
  | { code: 'silent'; values: { since: string | null } }
  | { code: 'crop-at-risk'; values: { until: LocalDate } }
  | { code: 'outside-window'; values: UpdateWindow }
  | { code: 'capture-night'; values: Record<string, never> };

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) `at` falls on in `zoneId`. */
export const localHour = (zoneId: string, at: Date): number => {
  let formatter = hourFormatters.get(zoneId);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone: zoneId, hour: '2-digit', hourCycle: 'h23' });
    hourFormatters.set(zoneId, formatter);
  }
  return Number(formatter.format(at));
};

const HOUR_MS = 3_600_000;

/**
 * In its capture night: from the evening until the morning, unless the night's capture is already uploaded (a
 * capture since the evening began), which frees the trap for a campaign allowed at night.
 */
const inCaptureNight = (sensor: SensorReadiness, at: Date): boolean => {
  const hour = localHour(sensor.zoneId, at);
  if (hour < CAPTURE_NIGHT.fromHour && hour >= CAPTURE_NIGHT.toHour) return false;
  const hoursSinceEvening = (hour - CAPTURE_NIGHT.fromHour + 24) % 24;
  const eveningStart = at.getTime() - hoursSinceEvening * HOUR_MS - at.getUTCMinutes() * 60_000;
  return !sensor.lastMeasuredAt || sensor.lastMeasuredAt.getTime() < eveningStart;
};

/** Why the sensor may not be offered its update at `at`, or null when it may. */
export const waitReason = (
  sensor: SensorReadiness,
  limits: ReadinessLimits,
  window: UpdateWindow | null,
  at: Date,
): WaitReason | null => {
  if (sensor.batteryVoltage !== null && sensor.batteryVoltage < limits.batteryMin)
    return { code: 'battery', values: { voltage: sensor.batteryVoltage } };
  if (sensor.usbFillRate !== null && sensor.usbFillRate >= limits.usbFillMax)
    return { code: 'usb', values: { percent: sensor.usbFillRate } };
  if (!sensor.lastContactAt || at.getTime() - sensor.lastContactAt.getTime() > LAST_CONTACT_MAX_HOURS * HOUR_MS)
    return { code: 'silent', values: { since: sensor.lastContactAt?.toISOString() ?? null } };
  if (sensor.cropAtRiskUntil) return { code: 'crop-at-risk', values: { until: sensor.cropAtRiskUntil } };
  const hours = window ?? DEFAULT_CAMPAIGN_WINDOW;
  const hour = localHour(sensor.zoneId, at);
  if (hour < hours.startHour || hour >= hours.endHour)
    return { code: 'outside-window', values: { startHour: hours.startHour, endHour: hours.endHour } };
  if (inCaptureNight(sensor, at)) return { code: 'capture-night', values: {} };
  return null;
};
