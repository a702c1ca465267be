import { z } from 'zod';

export const SENSOR_USAGES = ['selling', 'renting', 'support'] as const;
export const sensorUsageSchema = z.enum(SENSOR_USAGES);
export type SensorUsage = z.infer<typeof sensorUsageSchema>;

/** Business state of a sensor as lists and filters show it; values are the API's French PascalCase codes. */
export const SENSOR_STATES = [
  'EnService',
  'Acquisition',
  'Traitement',
  'Maintenance',
  'Defaut',
  'Vol',
  'Arrete',
  'Inconnu',
] as const;
export const sensorStateSchema = z.enum(SENSOR_STATES);
export type SensorState = z.infer<typeof sensorStateSchema>;

/** State reported by the device's microcontroller. */
export const DEVICE_STATES = [
  'init',
  'powering-on',
  'storage-load',
  'power-supply-missing',
  'check-periph',
  'acquisition',
  'maintenance',
  'waiting-restart',
  'storage',
  'fault',
  'test',
  'theft',
  'waiting-storage',
] as const;
export const deviceStateSchema = z.enum(DEVICE_STATES);
export type DeviceState = z.infer<typeof deviceStateSchema>;

/** State reported by the device's Linux board (camera, image processing, USB copy). */
export const LINUX_STATES = [
  'stop',
  'init',
  'update-install',
  'ready',
  'acquiring',
  'processing',
  'image-capture',
  'usb-copy',
  'fault',
] as const;
export const linuxStateSchema = z.enum(LINUX_STATES);
export type LinuxState = z.infer<typeof linuxStateSchema>;

export const SHUTTER_STATES = ['opened', 'closed'] as const;
export const shutterStateSchema = z.enum(SHUTTER_STATES);
export type ShutterState = z.infer<typeof shutterStateSchema>;

/** Where a parcel's weather readings come from: the sensor's own station, a linked third-party station, or nowhere. */
export const WEATHER_SOURCES = ['sensor', 'sencrop', 'weenat', 'none'] as const;
export const weatherSourceSchema = z.enum(WEATHER_SOURCES);
export type WeatherSource = z.infer<typeof weatherSourceSchema>;

export const WEATHER_LINK_TYPES = ['sencrop', 'weenat'] as const;
export const weatherLinkTypeSchema = z.enum(WEATHER_LINK_TYPES);
export type WeatherLinkType = z.infer<typeof weatherLinkTypeSchema>;

const stationId = z.string().trim().min(1, 'required');

/** A sensor's link to a third-party weather station, as read back: each provider names its id differently. */
export const weatherLinkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sencrop'), sencropId: stationId }),
  z.object({ type: z.literal('weenat'), weenatSerial: stationId }),
]);
export type WeatherLink = z.infer<typeof weatherLinkSchema>;

/** The body that creates a weather link: one serial-number field whatever the provider. */
export const weatherLinkInputSchema = z.object({ type: weatherLinkTypeSchema, serialNumber: stationId });
export type WeatherLinkInput = z.infer<typeof weatherLinkInputSchema>;

export const sensorSchema = z.object({
  id: z.uuid(),
  serialNumber: z.string().trim().min(1, 'required').max(50),
  usage: sensorUsageSchema,
  hasWeatherSensor: z.boolean(),
  hasProviderSupport: z.boolean(),
  tags: z.array(z.string().trim().min(1).max(50)),
  comment: z.string().trim().max(2000).optional(),
  parcelId: z.uuid().optional(),
});
export type Sensor = z.infer<typeof sensorSchema>;

/** Create and edit share one input; the parcel link goes through the affectation endpoint instead. */
export const sensorInputSchema = sensorSchema.omit({ id: true, parcelId: true });
export type SensorInput = z.infer<typeof sensorInputSchema>;
