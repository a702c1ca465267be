import { parcelHistoryQuerySchema, parcelHistorySchema } from '@console/domain/parcel/parcel-history.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { getParcelHistory } from './history.ts';

export const parcelHistoryRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/parcels/:id/history',
      {
        onRequest: requirePermission('read:parcels'),
        schema: {
          tags: ['parcels'],
          params: z.object({ id: z.uuid() }),
          querystring: parcelHistoryQuerySchema,
          response: { 200: parcelHistorySchema },
        },
      },
      (request) => getParcelHistory(db, requireSession(request), request.params.id, request.query),
    );
  };
