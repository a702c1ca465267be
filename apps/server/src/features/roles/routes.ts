import {
  roleInputSchema,
  roleListItemSchema,
  roleListQuerySchema,
  roleOptionSchema,
  roleOptionsQuerySchema,
  rolePageSchema,
} from '@console/domain/role/role.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyPermission, requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { errorAnswers, NO_CONTENT } from '../../plugins/api-contract.ts';
import { createRole, deleteRole, getRole, listRoleOptions, listRoles, updateRole } from './service.ts';

const params = z.object({ id: z.uuid() });
const tags = ['roles'];

/** Roles administration (spec points 2, 3, 5): reading needs the Roles read right, changes its edit right. */
export const roleRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const canRead = requirePermission('read:roles');
    const canEdit = requirePermission('edit:roles');

    app.get(
      '/roles',
      { onRequest: canRead, schema: { tags, querystring: roleListQuerySchema, response: { 200: rolePageSchema } } },
      (request) => listRoles(db, request.query),
    );
    // The user forms' role picker: whoever sees roles or users; the service decides which account types.
    app.get(
      '/roles/options',
      {
        onRequest: requireAnyPermission('read:roles', 'read:users', 'read:myUsers'),
        schema: { tags, querystring: roleOptionsQuerySchema, response: { 200: z.array(roleOptionSchema) } },
      },
      (request) => listRoleOptions(db, requireSession(request), request.query),
    );
    app.post(
      '/roles',
      {
        onRequest: canEdit,
        schema: { tags, body: roleInputSchema, response: { 201: roleListItemSchema, ...errorAnswers(409) } },
      },
      async (request, reply) => reply.status(201).send(await createRole(db, request.body)),
    );
    app.get(
      '/roles/:id',
      { onRequest: canRead, schema: { tags, params, response: { 200: roleListItemSchema } } },
      (request) => getRole(db, request.params.id),
    );
    app.post(
      '/roles/:id',
      {
        onRequest: canEdit,
        schema: { tags, params, body: roleInputSchema, response: { 200: roleListItemSchema, ...errorAnswers(409) } },
      },
      (request) => updateRole(db, requireSession(request), request.params.id, request.body),
    );
    app.delete(
      '/roles/:id',
      { onRequest: canEdit, schema: { tags, params, response: { 204: NO_CONTENT, ...errorAnswers(409) } } },
      async (request, reply) => {
        await deleteRole(db, request.params.id);
        return reply.status(204).send();
      },
    );
  };
