import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { parcelListQuerySchema } from './parcel-list.schema';

/** Parcels (spec point 3). */
export const parcelEndpoints = defineEndpoints({
  export: exportEndpoint('/parcels', parcelListQuerySchema, ['csv']),
});
