import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { idParams } from '../api/id-params';
import { sensorFirmwareSchema } from '../firmware/campaign.schema';
import {
  createSensorInputSchema,
  sensorCountsSchema,
  sensorListItemSchema,
  sensorListQuerySchema,
  sensorPageSchema,
  sensorWithSecretSchema,
  updateSensorWeatherInputSchema,
} from './sensor-list.schema';
import { captureSchema, dailyReadingSchema, readingsRangeQuerySchema } from './sensor-readings.schema';
import { weatherFeedSchema } from './weather-feed';
import { nearbyStationSchema } from '../weather/weather-sync.schema';

/** Sensors (spec point 4). */
export const sensorEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/sensors', query: sensorListQuerySchema, response: sensorPageSchema },
  /** The list's state counts, under the same filters. */
  counts: { method: 'GET', path: '/sensors/counts', query: sensorListQuerySchema, response: sensorCountsSchema },
  export: exportEndpoint('/sensors', sensorListQuerySchema),
  /** Answers the device secret, shown once. */
  create: {
    method: 'POST',
    path: '/sensors',
    body: createSensorInputSchema,
    response: sensorWithSecretSchema,
    status: 201,
  },
  get: { method: 'GET', path: '/sensors/:id', params: idParams, response: sensorListItemSchema },
  /** The firmware it runs, and the campaigns that updated it (decision 172). */
  getFirmware: { method: 'GET', path: '/sensors/:id/firmware', params: idParams, response: sensorFirmwareSchema },
  /** Which source feeds the sensor's parcel with weather, and why. */
  getWeatherFeed: { method: 'GET', path: '/sensors/:id/weather-feed', params: idParams, response: weatherFeedSchema },
  /** The partner stations near the trap its account may link to, nearest first (decision 177). */
  nearbyStations: {
    method: 'GET',
    path: '/sensors/:id/nearby-stations',
    params: idParams,
    response: z.array(nearbyStationSchema),
  },
  updateWeather: {
    method: 'POST',
    path: '/sensors/:id/weather',
    params: idParams,
    body: updateSensorWeatherInputSchema,
    response: sensorListItemSchema,
  },
  /** Answers the new device secret, shown once. */
  rotateDeviceSecret: {
    method: 'POST',
    path: '/sensors/:id/device-secret',
    params: idParams,
    response: sensorWithSecretSchema,
  },
  listCaptures: {
    method: 'GET',
    path: '/sensors/:id/readings',
    params: idParams,
    query: readingsRangeQuerySchema,
    response: z.array(captureSchema),
  },
  listDailyReadings: {
    method: 'GET',
    path: '/sensors/:id/readings/daily',
    params: idParams,
    query: readingsRangeQuerySchema,
    response: z.array(dailyReadingSchema),
  },
  /** The tags given to sensors in the caller's reach: the sensor forms' and filters' suggestions. */
  listTags: { method: 'GET', path: '/referentials/tags', response: z.array(z.string()) },
});
