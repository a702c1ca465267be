import { antiSlugProductSchema } from '@console/domain/crop/anti-slug-product.schema';
import { cropInterventionInputSchema, cropInterventionSchema } from '@console/domain/crop/crop-intervention.schema';
import { cropInputSchema, cropSchema } from '@console/domain/crop/crop.schema';
import { riskAnswersInputSchema } from '@console/domain/risk/risk.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { errorAnswers, NO_CONTENT } from '../../../plugins/api-contract.ts';
import { createIntervention, deleteIntervention, listAntiSlugProducts, listInterventions } from './interventions.ts';
import { saveRiskAnswers } from './risk-answers.ts';
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
      { onRequest: canRead, schema: { tags, params: parcelParams, response: { 200: z.array(cropSchema) } } },
      (request) => listCrops(db, requireSession(request), request.params.id),
    );
    app.post(
      '/parcels/:id/crops',
      {
        onRequest: canEdit,
        schema: {
          tags,
          params: parcelParams,
          body: cropInputSchema,
          response: { 201: cropSchema, ...errorAnswers(409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createCrop(db, requireSession(request), request.params.id, request.body)),
    );
    app.get(
      '/parcels/:id/crops/:cropId',
      { onRequest: canRead, schema: { tags, params: cropParams, response: { 200: cropSchema } } },
      (request) => getCrop(db, requireSession(request), request.params.id, request.params.cropId),
    );
    app.post(
      '/parcels/:id/crops/:cropId',
      {
        onRequest: canEdit,
        schema: {
          tags,
          params: cropParams,
          body: cropInputSchema,
          response: { 200: cropSchema, ...errorAnswers(409) },
        },
      },
      (request) => updateCrop(db, requireSession(request), request.params.id, request.params.cropId, request.body),
    );

    app.post(
      '/parcels/:id/crops/:cropId/risk-answers',
      {
        onRequest: canEdit,
        schema: { tags, params: cropParams, body: riskAnswersInputSchema, response: { 200: riskAnswersInputSchema } },
      },
      (request) => saveRiskAnswers(db, requireSession(request), request.params.id, request.params.cropId, request.body),
    );
    app.get(
      '/referentials/anti-slug-products',
      { schema: { tags: ['referentials'], response: { 200: z.array(antiSlugProductSchema) } } },
      () => listAntiSlugProducts(db),
    );
    app.get(
      '/parcels/:id/crops/:cropId/interventions',
      {
        onRequest: canRead,
        schema: { tags, params: cropParams, response: { 200: z.array(cropInterventionSchema) } },
      },
      (request) => listInterventions(db, requireSession(request), request.params.id, request.params.cropId),
    );
    app.post(
      '/parcels/:id/crops/:cropId/interventions',
      {
        onRequest: canEdit,
        schema: {
          tags,
          params: cropParams,
          body: cropInterventionInputSchema,
          response: { 201: cropInterventionSchema },
        },
      },
      async (request, reply) => {
        const { id, cropId } = request.params;
        return reply.status(201).send(await createIntervention(db, requireSession(request), id, cropId, request.body));
      },
    );
    app.delete(
      '/parcels/:id/crops/:cropId/interventions/:interventionId',
      {
        onRequest: canEdit,
        schema: { tags, params: cropParams.extend({ interventionId: z.uuid() }), response: { 204: NO_CONTENT } },
      },
      async (request, reply) => {
        const { id, cropId, interventionId } = request.params;
        await deleteIntervention(db, requireSession(request), id, cropId, interventionId);
        return reply.status(204).send();
      },
    );
  };
