import { defineRoutes } from '../api/endpoint';

/** The parcel list, which the web's entry asks for as a returning user opens it (decision 191): no schema loaded yet. */
export const parcelEntryRoutes = defineRoutes({
  list: { method: 'GET', path: '/parcels' },
});
