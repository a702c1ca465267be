import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { idParams } from '../api/id-params';
import { parcelHistoryQuerySchema, parcelHistorySchema } from './parcel-history.schema';
import {
  parcelListFilterSchema,
  parcelListItemSchema,
  parcelListQuerySchema,
  parcelMapSchema,
  parcelPageSchema,
} from './parcel-list.schema';
import { z } from 'zod';
import {
  affectSensorInputSchema,
  createParcelInputSchema,
  moveSensorInputSchema,
  sensorPlacementSchema,
  updateParcelInputSchema,
} from './parcel.schema';
import { parcelSynthesisSchema } from './parcel-synthesis.schema';
import { swapSensorInputSchema } from './sensor-swap.schema';
import { parcelEntryRoutes } from './parcel.entry-routes';

/** Parcels (spec point 3). */
export const parcelEndpoints = defineEndpoints({
  list: { ...parcelEntryRoutes.list, query: parcelListQuerySchema, response: parcelPageSchema },
  export: exportEndpoint('/parcels', parcelListQuerySchema),
  /** The list's parcels on a map: its filters, without paging. */
  map: { method: 'GET', path: '/parcels/map', query: parcelListFilterSchema, response: parcelMapSchema },
  /** The parcel with its first crop and, if named, its sensor. */
  create: {
    method: 'POST',
    path: '/parcels',
    body: createParcelInputSchema,
    response: parcelListItemSchema,
    status: 201,
  },
  get: { method: 'GET', path: '/parcels/:id', params: idParams, response: parcelListItemSchema },
  synthesis: { method: 'GET', path: '/parcels/:id/synthesis', params: idParams, response: parcelSynthesisSchema },
  update: {
    method: 'POST',
    path: '/parcels/:id',
    params: idParams,
    body: updateParcelInputSchema,
    response: parcelListItemSchema,
  },
  /** Links a sensor to the parcel. */
  affectSensor: {
    method: 'POST',
    path: '/parcels/:id/sensor',
    params: idParams,
    body: affectSensorInputSchema,
    response: parcelListItemSchema,
  },
  /** Unlinks the parcel's sensor: the sensor is free, the parcel keeps its history. */
  unlinkSensor: { method: 'DELETE', path: '/parcels/:id/sensor', params: idParams, response: parcelListItemSchema },
  /** Moves the parcel's sensor to another parcel of the same account; answers that parcel. */
  moveSensor: {
    method: 'POST',
    path: '/parcels/:id/sensor/move',
    params: idParams,
    body: moveSensorInputSchema,
    response: parcelListItemSchema,
  },
  /**
   * Replaces the parcel's sensor by a free one, which takes its subscription seat, rent-contract line, tags and
   * weather link.
   */
  swapSensor: {
    method: 'POST',
    path: '/parcels/:id/sensor/swap',
    params: idParams,
    body: swapSensorInputSchema,
    response: parcelListItemSchema,
  },
  /** Which sensors served the parcel, newest first. */
  placements: {
    method: 'GET',
    path: '/parcels/:id/placements',
    params: idParams,
    response: z.array(sensorPlacementSchema),
  },
  remove: { method: 'DELETE', path: '/parcels/:id', params: idParams, response: 'none' },
  /** The parcel's seasons side by side. */
  history: {
    method: 'GET',
    path: '/parcels/:id/history',
    params: idParams,
    query: parcelHistoryQuerySchema,
    response: parcelHistorySchema,
  },
});
