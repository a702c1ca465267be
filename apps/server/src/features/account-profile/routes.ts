import { accountProfileEndpoints } from '@console/domain/account/account-profile.endpoints';
import { canRequireSecondFactor } from '@console/domain/access/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { forbidden } from '../../plugins/app-error.ts';
import { requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { getAccountProfile, requireSecondFactor, updateAccountProfile } from './service.ts';

const tags = ['account'];

const accountAdministrator = accessGuard((request) => {
  if (!canRequireSecondFactor(requireSession(request))) throw forbidden();
});

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
    route(app, accountProfileEndpoints.requireSecondFactor, { tags, onRequest: accountAdministrator }, (request) =>
      requireSecondFactor(db, requireSession(request), request.body),
    );
  };
