import { userEndpoints } from '@console/domain/user/user.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRecentSecondFactor } from '../../auth/mfa/step-up.ts';
import { requireAnyPermission, requirePermission, requireSession } from '../../auth/session.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { sendExport } from '../../export/list-export.ts';
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
  resetUserSecondFactor,
  revokeAccessLink,
  updateUser,
  type UserDeps,
} from './service.ts';

const tags = ['users'];

/**
 * Users administration (spec points 2, 6, 7). Lists need their own right (Users for /users, MyUsers for /users/mine);
 * one user's calls accept either right, and the service decides which users each reaches and may change.
 */
export const userRoutes =
  (deps: UserDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const canReadAny = { tags, onRequest: requireAnyPermission('read:users', 'read:myUsers') };
    const canEditAny = { tags, onRequest: requireAnyPermission('edit:users', 'edit:myUsers'), errors: [409 as const] };
    const canManageLinks = { tags, onRequest: requirePermission('edit:users') };

    route(app, userEndpoints.list, { tags, onRequest: requirePermission('read:users') }, (request) =>
      listUsers(db, requireSession(request), request.query),
    );
    route(app, userEndpoints.listMine, { tags, onRequest: requirePermission('read:myUsers') }, (request) =>
      listMyUsers(db, requireSession(request), request.query),
    );
    const canExport = {
      tags,
      onRequest: [canReadAny.onRequest, requireRecentSecondFactor(db)],
    };
    route(app, userEndpoints.export, canExport, async (request, reply) =>
      sendExport(reply, await exportUsers(db, requireSession(request), request.params.format, request.query)),
    );
    route(app, userEndpoints.create, canEditAny, (request) => createUser(deps, requireSession(request), request.body));
    route(app, userEndpoints.get, canReadAny, (request) => getUser(db, requireSession(request), request.params.id));
    route(app, userEndpoints.update, canEditAny, (request) =>
      updateUser(db, requireSession(request), request.params.id, request.body),
    );
    const canReset = {
      ...canEditAny,
      onRequest: [canEditAny.onRequest, requireRecentSecondFactor(db)],
    };
    route(app, userEndpoints.resetSecondFactor, canReset, (request) =>
      resetUserSecondFactor(deps, requireSession(request), request.params.id, request.body),
    );
    route(app, userEndpoints.remove, canEditAny, (request) =>
      deleteUser(db, requireSession(request), request.params.id),
    );
    route(app, userEndpoints.requestActivation, canEditAny, async (request) => {
      await requestActivation(deps, requireSession(request), request.params.id);
      return {};
    });
    route(app, userEndpoints.generateAccessLink, { ...canManageLinks, errors: [409] }, (request) =>
      generateAccessLink(deps, requireSession(request), request.params.id),
    );
    route(app, userEndpoints.revokeAccessLink, canManageLinks, (request) =>
      revokeAccessLink(db, requireSession(request), request.params.id),
    );
  };

/** Public: /login/access-link-token/{token} asks it before anyone is signed in. */
export const accessLinkRoutes =
  (deps: UserDeps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, userEndpoints.redeemAccessLink, { tags }, async (request, reply) => {
      // The answer holds an access token: no cache may keep it.
      reply.header('cache-control', 'no-store');
      const { userId, url } = await redeemAccessLink(deps.db, deps.signer, request.params.token);
      // Who opened whose account, for the record: the link stands for a person who did not sign in.
      request.log.info({ userId }, 'access link used');
      return { url };
    });
  };
