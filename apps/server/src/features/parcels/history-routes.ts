import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { getParcelHistory } from './history.ts';

export const parcelHistoryRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      parcelEndpoints.history,
      { tags: ['parcels'], onRequest: requirePermission('read:parcels') },
      (request) => getParcelHistory(db, requireSession(request), request.params.id, request.query),
    );
  };
