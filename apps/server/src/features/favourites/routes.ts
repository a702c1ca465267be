import { canUseFavourites } from '@console/domain/access/permissions';
import { favouriteEndpoints } from '@console/domain/favourite/favourite.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../plugins/app-error.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { proposeTerritory } from './proposal.ts';
import {
  createFavourite,
  deleteFavourite,
  getCoverage,
  getFavourite,
  listAllFavourites,
  listFavourites,
  listReferentialAccounts,
  listReferentialSensors,
  listReferentialTags,
  updateFavourite,
} from './service.ts';

const tags = ['favourites'];

/** Favourites are for staff and providers who read parcels or sensors: anyone else gets 403 on every call. */
const requireFavourites = accessGuard((request) => {
  if (!canUseFavourites(requireSession(request))) throw forbidden();
});

/** Each user's saved territories (spec points 3 and 7): a user reads and changes only their own. */
export const favouriteRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const allowed = { tags, onRequest: requireFavourites };
    // 409: the name is taken, or the user holds the most favourites there may be.
    const saving = { ...allowed, errors: [409 as const] };

    route(app, favouriteEndpoints.list, allowed, (request) =>
      listFavourites(db, requireSession(request), request.query),
    );
    route(app, favouriteEndpoints.all, allowed, (request) => listAllFavourites(db, requireSession(request)));
    route(app, favouriteEndpoints.create, saving, (request) =>
      createFavourite(db, requireSession(request), request.body),
    );
    route(app, favouriteEndpoints.coverage, allowed, (request) =>
      getCoverage(db, requireSession(request), request.body),
    );
    route(app, favouriteEndpoints.proposal, allowed, (request) => proposeTerritory(db, requireSession(request)));
    route(app, favouriteEndpoints.referentialAccounts, allowed, (request) =>
      listReferentialAccounts(db, requireSession(request), request.body),
    );
    route(app, favouriteEndpoints.referentialSensors, allowed, (request) =>
      listReferentialSensors(db, requireSession(request), request.body),
    );
    route(app, favouriteEndpoints.referentialTags, allowed, (request) =>
      listReferentialTags(db, requireSession(request), request.body),
    );
    route(app, favouriteEndpoints.get, allowed, (request) =>
      getFavourite(db, requireSession(request), request.params.id),
    );
    route(app, favouriteEndpoints.update, saving, (request) =>
      updateFavourite(db, requireSession(request), request.params.id, request.body),
    );
    route(app, favouriteEndpoints.remove, allowed, (request) =>
      deleteFavourite(db, requireSession(request), request.params.id),
    );
  };
