import { z } from 'zod';
import { gpsLocationSchema } from '../geo/gps-location.schema.ts';
import { listQuerySchema, pagedSchema, queryArray, queryBoolean } from '../list/list-query.ts';
import { sensorCoverageSchema } from '../subscription/subscription.schema.ts';
import { BATTERY_VOLTAGE_MAX, USB_FILL_RATE_MAX } from './reading.schema.ts';
import {
  deviceStateSchema,
  linuxStateSchema,
  sensorInputSchema,
  sensorSchema,
  sensorStateSchema,
  sensorUsageSchema,
  shutterStateSchema,
  weatherSourceSchema,
} from './sensor.schema.ts';

export const SENSOR_SORT_FIELDS = [
  'serialNumber',
  'state',
  'lastContactAt',
  'batteryVoltage',
  'openIssueCount',
] as const;
export type SensorSortField = (typeof SENSOR_SORT_FIELDS)[number];

/** A bound of a range filter on a sensor's last reading, within what devices report. */
const readingBound = (max: number) => z.coerce.number().min(0).max(max).optional();

type ReadingRanges = { batteryFrom?: number; batteryTo?: number; usbFillFrom?: number; usbFillTo?: number };

const isOrdered = (from: number | undefined, to: number | undefined) =>
  from === undefined || to === undefined || from <= to;

/** Each range's bounds in order, the refusal naming its `to`, as the date filters do. */
const withOrderedRanges = <T extends z.ZodType<ReadingRanges>>(schema: T) =>
  schema
    .refine(({ batteryFrom, batteryTo }) => isOrdered(batteryFrom, batteryTo), {
      path: ['batteryTo'],
      message: 'sensors.errors.range-order',
    })
    .refine(({ usbFillFrom, usbFillTo }) => isOrdered(usbFillFrom, usbFillTo), {
      path: ['usbFillTo'],
      message: 'sensors.errors.range-order',
    });

const sensorListFilterFields = z.object({
  /** The start of a serial number, case-insensitive. */
  search: z.string().trim().max(50).optional(),
  states: queryArray(sensorStateSchema),
  usages: queryArray(sensorUsageSchema),
  tags: queryArray(z.string().trim().min(1).max(50)),
  faultyOnly: queryBoolean,
  accountId: z.uuid().optional(),
  /**
   * The sensors this account may place on its parcels and have its subscriptions cover: its own and its provider's
   * (the affectation rule), what a picker offers staff acting for a farm.
   */
  usableBy: z.uuid().optional(),
  /** Sensors this lessor has on no open rent-contract line: what a new contract of its may rent (issue 21). */
  rentableBy: z.uuid().optional(),
  /** On a parcel (true) or free to place (false); either when absent. */
  withParcel: queryBoolean,
  /** The caller's saved territory narrowing the list (spec point 4). */
  favouriteId: z.uuid().optional(),
  /**
   * The last battery voltage in [from, to), volts: half-open, so that adjacent ranges add up to the fleet. A sensor
   * that never reported matches no range.
   */
  batteryFrom: readingBound(BATTERY_VOLTAGE_MAX),
  batteryTo: readingBound(BATTERY_VOLTAGE_MAX),
  /**
   * The last USB fill rate in [from, to), percent, as the battery's; except that a range reaching the top of the
   * scale (`to` = 100) takes the full sensors too, so that ranges from 0 to 100 add up to the fleet.
   */
  usbFillFrom: readingBound(USB_FILL_RATE_MAX),
  usbFillTo: readingBound(USB_FILL_RATE_MAX),
  /** With (true) or without (false) an open seat on a subscription running today: active, to renew or in grace. */
  subscribed: queryBoolean,
  /** On (true) or off (false) an open line of a contract whose lessee holds the sensors (`RENTED_STATUSES`). */
  rented: queryBoolean,
});

export const sensorListFilterSchema = withOrderedRanges(sensorListFilterFields);
export type SensorListFilter = z.infer<typeof sensorListFilterSchema>;

export const sensorListQuerySchema = withOrderedRanges(
  listQuerySchema(SENSOR_SORT_FIELDS, 'serialNumber').extend(sensorListFilterFields.shape),
);
export type SensorListQuery = z.infer<typeof sensorListQuerySchema>;

/** Where a sensor's weather comes from, as read back: its own station, a linked third-party one, or none. */
export const sensorWeatherSchema = z.object({ source: weatherSourceSchema, stationId: z.string().nullable() });
export type SensorWeather = z.infer<typeof sensorWeatherSchema>;

/** The weather-link update: the spec's link body, or the sensor's own station, or nothing. */
export const updateSensorWeatherInputSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('sencrop'), serialNumber: z.string().trim().min(1, 'required').max(50) }),
  z.object({ source: z.literal('weenat'), serialNumber: z.string().trim().min(1, 'required').max(50) }),
  z.object({ source: z.literal('sensor') }),
  z.object({ source: z.literal('none') }),
]);
export type UpdateSensorWeatherInput = z.infer<typeof updateSensorWeatherInputSchema>;

export const sensorListItemSchema = sensorSchema.extend({
  accountId: z.uuid(),
  accountName: z.string(),
  state: sensorStateSchema,
  deviceState: deviceStateSchema.nullable(),
  linuxState: linuxStateSchema.nullable(),
  shutter: shutterStateSchema.nullable(),
  batteryVoltage: z.number().nullable(),
  usbFillRate: z.number().nullable(),
  gps: gpsLocationSchema.nullable(),
  lastSlugCount: z.number().int().nullable(),
  lastMeasuredAt: z.iso.datetime({ offset: true }).nullable(),
  lastContactAt: z.iso.datetime({ offset: true }).nullable(),
  openIssueCount: z.number().int(),
  weather: sensorWeatherSchema,
  subscription: sensorCoverageSchema.optional(),
});
export type SensorListItem = z.infer<typeof sensorListItemSchema>;

export const sensorPageSchema = pagedSchema(sensorListItemSchema);

export const createSensorInputSchema = sensorInputSchema.extend({ accountId: z.uuid() });
export type CreateSensorInput = z.infer<typeof createSensorInputSchema>;

/** The created sensor with its device secret: shown in this answer only, the server keeps a hash. */
export const sensorWithSecretSchema = sensorListItemSchema.extend({ deviceSecret: z.string() });
export type SensorWithSecret = z.infer<typeof sensorWithSecretSchema>;

export const sensorCountsSchema = z.object({
  total: z.number().int(),
  faulty: z.number().int(),
  byState: z.record(sensorStateSchema, z.number().int()),
});
