import { weatherSyncEndpoints } from '@console/domain/weather/weather-sync.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession, requireStaffPermission } from '../../auth/session.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { syncOverview } from './network-cards.ts';
import { actOnNetwork, saveCredentials, testConnection } from './network-settings.ts';
import { runnableClient } from './service.ts';
import { listSyncedStations, retryStation } from './synced-stations.ts';
import { getSyncRun, listSyncRuns, startRunNow } from './sync-runs.ts';

/** /settings/syncs (decision 175): manufacturer staff read it; the Configuration right acts, checked before the body. */
export const weatherSyncRoutes =
  (db: Database, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['weather-syncs'];
    const read = { tags, onRequest: requireStaffPermission('read:configuration') };
    const edit = { tags, onRequest: requireStaffPermission('edit:configuration') };

    route(app, weatherSyncEndpoints.overview, read, () => syncOverview(db, config));
    route(app, weatherSyncEndpoints.saveCredentials, edit, (request) =>
      saveCredentials(db, config, requireSession(request), request.params.network, request.body),
    );
    route(app, weatherSyncEndpoints.act, { ...edit, errors: [409] }, (request) =>
      actOnNetwork(
        db,
        config,
        requireSession(request),
        request.params.network,
        request.params.action,
        request.body.reason,
      ),
    );
    route(app, weatherSyncEndpoints.testConnection, { ...edit, errors: [409] }, (request) =>
      testConnection(db, config, request.params.network),
    );
    route(app, weatherSyncEndpoints.runNow, { ...edit, errors: [409] }, async (request) => {
      const { network } = request.params;
      const { run, done } = await startRunNow(db, await runnableClient(db, config, network));
      // The run goes on after the answer; a failure of the console itself (not the partner's) is logged.
      done.catch((error: unknown) => request.log.error({ err: error, network }, 'weather sync run failed'));
      return run;
    });
    route(app, weatherSyncEndpoints.runs, read, (request) => listSyncRuns(db, request.query));
    route(app, weatherSyncEndpoints.run, read, (request) => getSyncRun(db, request.params.id));
    route(app, weatherSyncEndpoints.stations, read, (request) => listSyncedStations(db, request.query));
    route(app, weatherSyncEndpoints.retryStation, { ...edit, errors: [409] }, (request) =>
      retryStation(db, config, request.params.id),
    );
  };
