import { cropEndpoints } from '@console/domain/crop/crop.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession, requireStaffPermission } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { sendExport } from '../../../export/list-export.ts';
import { route } from '../../../plugins/endpoint-route.ts';
import { listOfferedProducts } from '../../anti-slug-products/service.ts';
import {
  createIntervention,
  deleteIntervention,
  listInterventions,
  listParcelAntiSlugProducts,
} from './interventions.ts';
import { exportInterventions } from './interventions-export.ts';
import { saveRiskAnswers } from './risk-answers.ts';
import { createCrop, getCrop, listCrops, updateCrop } from './service.ts';

const tags = ['crops'];

export const cropRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const canRead = { tags, onRequest: requirePermission('read:parcels') };
    const canEdit = { tags, onRequest: requirePermission('edit:parcels') };

    route(app, cropEndpoints.list, canRead, (request) => listCrops(db, requireSession(request), request.params.id));
    route(app, cropEndpoints.create, { ...canEdit, errors: [409] }, (request) =>
      createCrop(db, requireSession(request), request.params.id, request.body),
    );
    route(app, cropEndpoints.get, canRead, (request) =>
      getCrop(db, requireSession(request), request.params.id, request.params.cropId),
    );
    route(app, cropEndpoints.update, { ...canEdit, errors: [409] }, (request) =>
      updateCrop(db, requireSession(request), request.params.id, request.params.cropId, request.body),
    );

    // The decision tree is the manufacturer's (decision 163): other accounts read its answers but never give them.
    const canAnswer = { tags, onRequest: requireStaffPermission('edit:parcels') };
    route(app, cropEndpoints.saveRiskAnswers, canAnswer, (request) =>
      saveRiskAnswers(db, requireSession(request), request.params.id, request.params.cropId, request.body),
    );
    route(app, cropEndpoints.antiSlugProducts, { tags: ['referentials'] }, () => listOfferedProducts(db));
    route(app, cropEndpoints.parcelAntiSlugProducts, canRead, (request) =>
      listParcelAntiSlugProducts(db, requireSession(request), request.params.id),
    );
    route(app, cropEndpoints.listInterventions, canRead, (request) =>
      listInterventions(db, requireSession(request), request.params.id, request.params.cropId),
    );
    route(app, cropEndpoints.exportInterventions, canRead, async (request, reply) => {
      const { id, cropId, format } = request.params;
      return sendExport(reply, await exportInterventions(db, requireSession(request), id, cropId, format));
    });
    route(app, cropEndpoints.createIntervention, canEdit, (request) => {
      const { id, cropId } = request.params;
      return createIntervention(db, requireSession(request), id, cropId, request.body);
    });
    route(app, cropEndpoints.removeIntervention, canEdit, (request) => {
      const { id, cropId, interventionId } = request.params;
      return deleteIntervention(db, requireSession(request), id, cropId, interventionId);
    });
  };
