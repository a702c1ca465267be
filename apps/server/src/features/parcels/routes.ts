import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import {
  parcelListFilterSchema,
  parcelListItemSchema,
  parcelListQuerySchema,
  parcelMapSchema,
  parcelPageSchema,
} from '@console/domain/parcel/parcel-list.schema';
import {
  affectSensorInputSchema,
  createParcelInputSchema,
  updateParcelInputSchema,
} from '@console/domain/parcel/parcel.schema';
import { parcelSynthesisSchema } from '@console/domain/parcel/parcel-synthesis.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { affectSensor } from './affectation.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { errorAnswers, NO_CONTENT } from '../../plugins/api-contract.ts';
import { sendCsv } from '../../export/csv.ts';
import { createParcel } from './creation.ts';
import { exportParcelsCsv } from './export.ts';
import { deleteParcel, getParcel, listParcelMapPoints, listParcels, updateParcel } from './service.ts';
import { getParcelSynthesis } from './synthesis.ts';

const params = z.object({ id: z.uuid() });
const tags = ['parcels'];

export const parcelRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const canRead = requirePermission('read:parcels');
    const canEdit = requirePermission('edit:parcels');

    app.get(
      '/parcels',
      {
        onRequest: canRead,
        schema: { tags, querystring: parcelListQuerySchema, response: { 200: parcelPageSchema } },
      },
      (request) => listParcels(db, requireSession(request), request.query),
    );
    route(app, parcelEndpoints.export, { tags, onRequest: canRead }, async (request, reply) =>
      sendCsv(reply, await exportParcelsCsv(db, requireSession(request), request.query)),
    );
    app.get(
      '/parcels/map',
      {
        onRequest: canRead,
        schema: { tags, querystring: parcelListFilterSchema, response: { 200: parcelMapSchema } },
      },
      (request) => listParcelMapPoints(db, requireSession(request), request.query),
    );
    app.post(
      '/parcels',
      {
        onRequest: canEdit,
        // 409: the sensor named in the body cannot be linked (decision 012).
        schema: { tags, body: createParcelInputSchema, response: { 201: parcelListItemSchema, ...errorAnswers(409) } },
      },
      async (request, reply) => reply.status(201).send(await createParcel(db, requireSession(request), request.body)),
    );
    app.get(
      '/parcels/:id',
      { onRequest: canRead, schema: { tags, params, response: { 200: parcelListItemSchema } } },
      (request) => getParcel(db, requireSession(request), request.params.id),
    );
    app.get(
      '/parcels/:id/synthesis',
      { onRequest: canRead, schema: { tags, params, response: { 200: parcelSynthesisSchema } } },
      (request) => getParcelSynthesis(db, requireSession(request), request.params.id),
    );
    app.post(
      '/parcels/:id',
      {
        onRequest: canEdit,
        schema: { tags, params, body: updateParcelInputSchema, response: { 200: parcelListItemSchema } },
      },
      (request) => updateParcel(db, requireSession(request), request.params.id, request.body),
    );
    app.post(
      '/parcels/:id/sensor',
      {
        onRequest: canEdit,
        schema: {
          tags,
          params,
          body: affectSensorInputSchema,
          response: { 200: parcelListItemSchema, ...errorAnswers(409) },
        },
      },
      (request) => affectSensor(db, requireSession(request), request.params.id, request.body),
    );
    app.delete(
      '/parcels/:id',
      { onRequest: canEdit, schema: { tags, params, response: { 204: NO_CONTENT } } },
      async (request, reply) => {
        await deleteParcel(db, requireSession(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
