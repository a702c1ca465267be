import { userEndpoints } from '@console/domain/user/user.endpoints';
import { userLinkTokenSchema } from '@console/domain/auth/self-service.schema';
import {
  accessLinkSchema,
  accessLinkTargetSchema,
  updateUserInputSchema,
  userDetailSchema,
  userListQuerySchema,
  userPageSchema,
} from '@console/domain/user/user-list.schema';
import { createUserInputSchema } from '@console/domain/user/user.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyPermission, requirePermission, requireSession } from '../../auth/session.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { errorAnswers, NO_CONTENT } from '../../plugins/api-contract.ts';
import { sendCsv } from '../../export/csv.ts';
import { sendXlsx } from '../../export/xlsx.ts';
import { exportUsers } from './export.ts';
import {
  createUser,
  deleteUser,
  generateAccessLink,
  getUser,
  listMyUsers,
  listUsers,
  redeemAccessLink,
  requestActivation,
  revokeAccessLink,
  updateUser,
  type UserDeps,
} from './service.ts';

const params = z.object({ id: z.uuid() });
const tags = ['users'];

/**
 * Users administration (spec points 2, 6, 7). Lists need their own right (Users for /users, MyUsers for /users/mine);
 * one user's calls accept either right, and the service decides which users each reaches and may change.
 */
export const userRoutes =
  (deps: UserDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const canReadAny = requireAnyPermission('read:users', 'read:myUsers');
    const canEditAny = requireAnyPermission('edit:users', 'edit:myUsers');
    app.get(
      '/users',
      {
        onRequest: requirePermission('read:users'),
        schema: { tags, querystring: userListQuerySchema, response: { 200: userPageSchema } },
      },
      (request) => listUsers(db, requireSession(request), request.query),
    );
    app.get(
      '/users/mine',
      {
        onRequest: requirePermission('read:myUsers'),
        schema: { tags, querystring: userListQuerySchema, response: { 200: userPageSchema } },
      },
      (request) => listMyUsers(db, requireSession(request), request.query),
    );
    route(app, userEndpoints.export, { tags, onRequest: canReadAny }, async (request, reply) => {
      const file = await exportUsers(db, requireSession(request), request.params.format, request.query);
      return 'xlsx' in file ? sendXlsx(reply, file) : sendCsv(reply, file);
    });
    app.post(
      '/users',
      {
        onRequest: canEditAny,
        schema: { tags, body: createUserInputSchema, response: { 201: userDetailSchema, ...errorAnswers(409) } },
      },
      async (request, reply) => reply.status(201).send(await createUser(deps, requireSession(request), request.body)),
    );
    app.get(
      '/users/:id',
      { onRequest: canReadAny, schema: { tags, params, response: { 200: userDetailSchema } } },
      (request) => getUser(db, requireSession(request), request.params.id),
    );
    app.post(
      '/users/:id',
      {
        onRequest: canEditAny,
        schema: {
          tags,
          params,
          body: updateUserInputSchema,
          response: { 200: userDetailSchema, ...errorAnswers(409) },
        },
      },
      (request) => updateUser(db, requireSession(request), request.params.id, request.body),
    );
    app.delete(
      '/users/:id',
      { onRequest: canEditAny, schema: { tags, params, response: { 204: NO_CONTENT, ...errorAnswers(409) } } },
      async (request, reply) => {
        await deleteUser(db, requireSession(request), request.params.id);
        return reply.status(204).send();
      },
    );
    app.post(
      '/users/:id/activation-request',
      { onRequest: canEditAny, schema: { tags, params, response: { 202: z.object({}), ...errorAnswers(409) } } },
      async (request, reply) => {
        await requestActivation(deps, requireSession(request), request.params.id);
        return reply.status(202).send({});
      },
    );
    app.post(
      '/users/:id/generate-access-link-token',
      {
        onRequest: requirePermission('edit:users'),
        schema: { tags, params, response: { 200: accessLinkSchema, ...errorAnswers(409) } },
      },
      (request) => generateAccessLink(deps, requireSession(request), request.params.id),
    );
    app.post(
      '/users/:id/delete-access-link-token',
      { onRequest: requirePermission('edit:users'), schema: { tags, params, response: { 204: NO_CONTENT } } },
      async (request, reply) => {
        await revokeAccessLink(db, requireSession(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };

/** Public: /login/access-link-token/{token} asks it before anyone is signed in. */
export const accessLinkRoutes =
  (deps: UserDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/access-link-token/:token',
      {
        schema: { tags, params: z.object({ token: userLinkTokenSchema }), response: { 200: accessLinkTargetSchema } },
      },
      async (request, reply) => {
        // The answer holds an access token: no cache may keep it.
        reply.header('cache-control', 'no-store');
        const { userId, url } = await redeemAccessLink(deps.db, deps.signer, request.params.token);
        // Who opened whose account, for the record: the link stands for a person who did not sign in.
        request.log.info({ userId }, 'access link used');
        return { url };
      },
    );
  };
