import { accountProfileEndpoints } from '@console/domain/account/account-profile.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { getAccountProfile, updateAccountProfile } from './service.ts';

const tags = ['account'];

/** /account/profile (spec point 2): the caller's own account, for roles holding the MyAccount key. */
export const accountProfileRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, accountProfileEndpoints.get, { tags, onRequest: requirePermission('read:myAccount') }, (request) =>
      getAccountProfile(db, requireSession(request)),
    );
    route(app, accountProfileEndpoints.update, { tags, onRequest: requirePermission('edit:myAccount') }, (request) =>
      updateAccountProfile(db, requireSession(request), request.body),
    );
  };
