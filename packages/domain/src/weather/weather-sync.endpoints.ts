import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../api/id-params';
import {
  connectionTestSchema,
  credentialsInputSchema,
  networkActionInputSchema,
  networkActionParams,
  networkCardSchema,
  networkParams,
  runListQuerySchema,
  runPageSchema,
  stationListQuerySchema,
  stationPageSchema,
  syncedStationSchema,
  syncOverviewSchema,
  syncRunSchema,
} from './weather-sync.schema';

/** /settings/syncs: the partner weather networks (manufacturer staff; the Configuration right to act). */
export const weatherSyncEndpoints = defineEndpoints({
  overview: { method: 'GET', path: '/settings/syncs', response: syncOverviewSchema },
  saveCredentials: {
    method: 'PUT',
    path: '/settings/syncs/:network/credentials',
    params: networkParams,
    body: credentialsInputSchema,
    response: networkCardSchema,
  },
  act: {
    method: 'POST',
    path: '/settings/syncs/:network/actions/:action',
    params: networkActionParams,
    body: networkActionInputSchema,
    response: networkCardSchema,
  },
  testConnection: {
    method: 'POST',
    path: '/settings/syncs/:network/test',
    params: networkParams,
    response: connectionTestSchema,
  },
  /** Starts a run now; the page follows it through `run` until it has finished. */
  runNow: {
    method: 'POST',
    path: '/settings/syncs/:network/runs',
    params: networkParams,
    response: syncRunSchema,
    status: 202,
  },
  runs: { method: 'GET', path: '/settings/syncs/runs', query: runListQuerySchema, response: runPageSchema },
  run: { method: 'GET', path: '/settings/syncs/runs/:id', params: idParams, response: syncRunSchema },
  stations: {
    method: 'GET',
    path: '/settings/syncs/stations',
    query: stationListQuerySchema,
    response: stationPageSchema,
  },
  retryStation: {
    method: 'POST',
    path: '/settings/syncs/stations/:id/retry',
    params: idParams,
    response: syncedStationSchema,
  },
});
