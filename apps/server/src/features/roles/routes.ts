import { roleEndpoints } from '@console/domain/role/role.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAnyPermission, requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { createRole, deleteRole, getRole, listRoleOptions, listRoles, updateRole } from './service.ts';

const tags = ['roles'];

/** Roles administration (spec points 2, 3, 5): reading needs the Roles read right, changes its edit right. */
export const roleRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const canRead = { tags, onRequest: requirePermission('read:roles') };
    const canEdit = { tags, onRequest: requirePermission('edit:roles') };

    route(app, roleEndpoints.list, canRead, (request) => listRoles(db, request.query));
    // The user forms' role picker: whoever sees roles or users; the service decides which account types.
    route(
      app,
      roleEndpoints.options,
      { tags, onRequest: requireAnyPermission('read:roles', 'read:users', 'read:myUsers') },
      (request) => listRoleOptions(db, requireSession(request), request.query),
    );
    route(app, roleEndpoints.create, { ...canEdit, errors: [409] }, (request) => createRole(db, request.body));
    route(app, roleEndpoints.get, canRead, (request) => getRole(db, request.params.id));
    route(app, roleEndpoints.update, { ...canEdit, errors: [409] }, (request) =>
      updateRole(db, requireSession(request), request.params.id, request.body),
    );
    route(app, roleEndpoints.remove, { ...canEdit, errors: [409] }, (request) => deleteRole(db, request.params.id));
  };
