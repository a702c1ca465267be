import type { Action } from '@console/domain/access/permissions';
import { antiSlugProductEndpoints } from '@console/domain/crop/anti-slug-product.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { createCatalogueEntry, listCatalogue, requireCatalogueManager, updateCatalogueEntry } from './service.ts';

/** /settings/anti-slug-products: the manufacturer's catalogue of anti-slug products. */
export const antiSlugProductRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['referentials'];
    // Checked before the body is validated: a caller without the right learns nothing of the payload's schema.
    const allow = (action: Action) =>
      accessGuard((request) => requireCatalogueManager(requireSession(request), action));

    route(app, antiSlugProductEndpoints.list, { tags, onRequest: allow('read') }, (request) =>
      listCatalogue(db, requireSession(request)),
    );
    route(app, antiSlugProductEndpoints.create, { tags, onRequest: allow('edit'), errors: [409] }, (request) =>
      createCatalogueEntry(db, requireSession(request), request.body),
    );
    route(app, antiSlugProductEndpoints.update, { tags, onRequest: allow('edit'), errors: [404] }, (request) =>
      updateCatalogueEntry(db, requireSession(request), request.params.slug, request.body),
    );
  };
