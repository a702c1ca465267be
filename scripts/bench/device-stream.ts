import type { Reading } from '@console/domain/sensor/reading.schema';
import { capture } from '../../apps/server/src/test/device-payloads.ts';
import { deviceSecret } from './scale-config.ts';

/**
 * One device sending its captures in order: each batch continues where the previous one stopped, after the
 * sensor's last stored capture, so the server takes its full path (new captures replayed through the issue rules,
 * sensor status moved). Captures are STEP_MS apart so that a long run stays in the past.
 */
export type DeviceStream = {
  sensorId: string;
  serialNumber: string;
  authorization: string;
  nextAt: number;
};

const STEP_MS = 5;
/** The server refuses captures more than 5 minutes ahead (CLOCK_SKEW_TOLERANCE_MS); stay well behind that. */
const FUTURE_MARGIN_MS = 4 * 60_000;

export const deviceStream = (sensor: { id: string; serialNumber: string }, startAt: number): DeviceStream => ({
  sensorId: sensor.id,
  serialNumber: sensor.serialNumber,
  authorization: `Basic ${Buffer.from(`${sensor.serialNumber}:${deviceSecret(sensor.serialNumber)}`).toString('base64')}`,
  nextAt: startAt,
});

/** The tests' healthy capture (apps/server/src/test/device-payloads.ts), with small variations. */
export const nextBatch = (stream: DeviceStream, size: number): Reading[] => {
  if (stream.nextAt + size * STEP_MS > Date.now() + FUTURE_MARGIN_MS) {
    throw new Error(`device ${stream.serialNumber} ran out of past: captures would be from the future`);
  }
  return Array.from({ length: size }, (_, i) => {
    const at = new Date(stream.nextAt);
    stream.nextAt += STEP_MS;
    const variation = { slugCount: i % 7, temperature: 11.5 + (i % 10) / 10, rainfall: i % 13 === 0 ? 0.2 : 0 };
    return capture(at, variation) as Reading;
  });
};

/**
 * The parameters of the server's insert (apps/server/src/features/device-api/queries.ts insertReadingsStatement), in its
 * order: the sensor, then one array per column. Checked against a captured call before the floor runs.
 */
export const insertParameters = (sensorId: string, batch: readonly Reading[]): unknown[] => [
  sensorId,
  batch.map((r) => r.id),
  batch.map((r) => r.measuredAt),
  batch.map((r) => r.slugCount),
  batch.map((r) => r.temperature ?? null),
  batch.map((r) => r.humidity ?? null),
  batch.map((r) => r.rainfall ?? null),
  batch.map((r) => r.batteryVoltage),
  batch.map((r) => r.deviceState),
  batch.map((r) => r.linuxState),
  batch.map((r) => r.shutter),
  batch.map((r) => Math.round(r.usbFillRate)),
  batch.map((r) => r.gps?.lat ?? null),
  batch.map((r) => r.gps?.long ?? null),
];
