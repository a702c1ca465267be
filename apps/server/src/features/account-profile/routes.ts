import { accountProfileSchema } from '@console/domain/account/account-profile.schema';
import { updateAccountProfileInputSchema } from '@console/domain/account/account.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { getAccountProfile, updateAccountProfile } from './service.ts';

const tags = ['account'];

/** /account/profile (spec point 2): the caller's own account, for roles holding the MyAccount key. */
export const accountProfileRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/account/profile',
      {
        onRequest: requirePermission('read:myAccount'),
        schema: { tags, response: { 200: accountProfileSchema } },
      },
      (request) => getAccountProfile(db, requireSession(request)),
    );
    app.post(
      '/account/profile',
      {
        onRequest: requirePermission('edit:myAccount'),
        schema: { tags, body: updateAccountProfileInputSchema, response: { 200: accountProfileSchema } },
      },
      (request) => updateAccountProfile(db, requireSession(request), request.body),
    );
  };
