import { userLinkTokenSchema } from '@console/domain/auth/self-service.schema';
import {
  accessLinkSchema,
  accessLinkTargetSchema,
  updateUserInputSchema,
  userDetailSchema,
  userExportFormatSchema,
  userExportQuerySchema,
  userListQuerySchema,
  userPageSchema,
} from '@console/domain/user/user-list.schema';
import { createUserInputSchema } from '@console/domain/user/user.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import { sendCsv } from '../export/csv.ts';
import { sendXlsx } from '../export/xlsx.ts';
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
    app.get(
      '/users',
      {
        preHandler: requirePermission('read:users'),
        schema: { tags, querystring: userListQuerySchema, response: { 200: userPageSchema } },
      },
      (request) => listUsers(db, requireSession(request), request.query),
    );
    app.get(
      '/users/mine',
      {
        preHandler: requirePermission('read:myUsers'),
        schema: { tags, querystring: userListQuerySchema, response: { 200: userPageSchema } },
      },
      (request) => listMyUsers(db, requireSession(request), request.query),
    );
    app.get(
      '/users/export/:format',
      {
        schema: { tags, params: z.object({ format: userExportFormatSchema }), querystring: userExportQuerySchema },
      },
      async (request, reply) => {
        const file = await exportUsers(db, requireSession(request), request.params.format, request.query);
        return 'xlsx' in file ? sendXlsx(reply, file) : sendCsv(reply, file);
      },
    );
    app.post(
      '/users',
      { schema: { tags, body: createUserInputSchema, response: { 201: userDetailSchema } } },
      async (request, reply) => reply.status(201).send(await createUser(deps, requireSession(request), request.body)),
    );
    app.get('/users/:id', { schema: { tags, params, response: { 200: userDetailSchema } } }, (request) =>
      getUser(db, requireSession(request), request.params.id),
    );
    app.post(
      '/users/:id',
      { schema: { tags, params, body: updateUserInputSchema, response: { 200: userDetailSchema } } },
      (request) => updateUser(db, requireSession(request), request.params.id, request.body),
    );
    app.delete('/users/:id', { schema: { tags, params } }, async (request, reply) => {
      await deleteUser(db, requireSession(request), request.params.id);
      return reply.status(204).send();
    });
    app.post(
      '/users/:id/activation-request',
      { schema: { tags, params, response: { 202: z.object({}) } } },
      async (request, reply) => {
        await requestActivation(deps, requireSession(request), request.params.id);
        return reply.status(202).send({});
      },
    );
    app.post(
      '/users/:id/generate-access-link-token',
      {
        preHandler: requirePermission('edit:users'),
        schema: { tags, params, response: { 200: accessLinkSchema } },
      },
      (request) => generateAccessLink(deps, requireSession(request), request.params.id),
    );
    app.post(
      '/users/:id/delete-access-link-token',
      { preHandler: requirePermission('edit:users'), schema: { tags, params } },
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
