import { cropInputSchema, cropSchema } from '@console/domain/crop/crop.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { createCrop, getCrop, listCrops, updateCrop } from './service.ts';

const parcelParams = z.object({ id: z.uuid() });
const cropParams = parcelParams.extend({ cropId: z.uuid() });
const tags = ['crops'];

export const cropRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const canRead = requirePermission('read:parcels');
    const canEdit = requirePermission('edit:parcels');

    app.get(
      '/parcels/:id/crops',
      { preHandler: canRead, schema: { tags, params: parcelParams, response: { 200: z.array(cropSchema) } } },
      (request) => listCrops(db, requireSession(request), request.params.id),
    );
    app.post(
      '/parcels/:id/crops',
      {
        preHandler: canEdit,
        schema: { tags, params: parcelParams, body: cropInputSchema, response: { 201: cropSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await createCrop(db, requireSession(request), request.params.id, request.body)),
    );
    app.get(
      '/parcels/:id/crops/:cropId',
      { preHandler: canRead, schema: { tags, params: cropParams, response: { 200: cropSchema } } },
      (request) => getCrop(db, requireSession(request), request.params.id, request.params.cropId),
    );
    app.post(
      '/parcels/:id/crops/:cropId',
      {
        preHandler: canEdit,
        schema: { tags, params: cropParams, body: cropInputSchema, response: { 200: cropSchema } },
      },
      (request) => updateCrop(db, requireSession(request), request.params.id, request.params.cropId, request.body),
    );
  };
