import { z } from 'zod';
import { dateTimeSchema } from '../date/date.schema.ts';
import { gpsLocationSchema } from '../geo/gps-location.schema.ts';
import { int4Schema, realSchema } from '../storage/storage-bounds.ts';
import { deviceStateSchema, linuxStateSchema, shutterStateSchema } from './sensor.schema.ts';

/** Devices buffer captures while offline and send them in batches of at most this many. */
export const MAX_READINGS_PER_BATCH = 1000;

/** How far ahead of the server's clock a capture time may be before it is refused as from the future. */
export const CLOCK_SKEW_TOLERANCE_MS = 5 * 60 * 1000;

/** The largest battery voltage (V) and USB fill rate (%) a device reports; the sensor list's ranges keep to them. */
export const BATTERY_VOLTAGE_MAX = 30;
export const USB_FILL_RATE_MAX = 100;

/**
 * One capture as a device reports it (the device-ingestion contract). Optional values may be left out or
 * sent as null: a sensor without a weather station has no temperature, a sensor without a GPS fix no position.
 */
export const readingSchema = z.object({
  /** Chosen by the device, so a batch sent twice is stored once. */
  id: z.uuid(),
  measuredAt: dateTimeSchema,
  slugCount: int4Schema().min(0),
  temperature: realSchema().min(-60).max(70).nullish(),
  humidity: realSchema().min(0).max(100).nullish(),
  rainfall: realSchema().min(0).max(500).nullish(),
  batteryVoltage: realSchema().min(0).max(BATTERY_VOLTAGE_MAX),
  deviceState: deviceStateSchema,
  linuxState: linuxStateSchema,
  shutter: shutterStateSchema,
  usbFillRate: z.number().min(0).max(USB_FILL_RATE_MAX),
  gps: gpsLocationSchema.nullish(),
});
export type Reading = z.infer<typeof readingSchema>;

export const readingBatchSchema = z.object({ readings: z.array(readingSchema).min(1) });
export type ReadingBatch = z.infer<typeof readingBatchSchema>;

export const ingestionResultSchema = z.object({ accepted: z.number().int(), duplicates: z.number().int() });
export type IngestionResult = z.infer<typeof ingestionResultSchema>;

export const isFromTheFuture = (measuredAt: string, now: Date): boolean =>
  Date.parse(measuredAt) > now.getTime() + CLOCK_SKEW_TOLERANCE_MS;
