import { accountEndpoints } from '@console/domain/account/account.endpoints';
import {
  ACCOUNTS_ACCESS_KEY,
  accountDetailSchema,
  accountListQuerySchema,
  accountPageSchema,
  MANAGED_ACCOUNT_TYPES,
  providerListQuerySchema,
} from '@console/domain/account/account-list.schema';
import {
  accountOptionSchema,
  createAccountInputSchema,
  updateAccountInputSchema,
} from '@console/domain/account/account.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../plugins/endpoint-route.ts';
import { errorAnswers } from '../../plugins/api-contract.ts';
import { requirePermission, requireSession } from '../../auth/session.ts';
import { sendCsv } from '../../export/csv.ts';
import { exportAccountsCsv } from './export.ts';
import {
  type AccountDeps,
  createAccount,
  getAccount,
  listAccountOptions,
  listAccounts,
  updateAccount,
} from './service.ts';

const params = z.object({ id: z.uuid() });

export const accountRoutes =
  (deps: AccountDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    app.get(
      '/accounts/options',
      { schema: { tags: ['accounts'], response: { 200: z.array(accountOptionSchema) } } },
      (request) => listAccountOptions(db, requireSession(request)),
    );

    // /providers and /farmers: the same API over the two managed account types (spec points 2 and 6).
    for (const type of MANAGED_ACCOUNT_TYPES) {
      const base = `/${type}s`;
      const tags = [`${type}s`];
      const canRead = requirePermission(`read:${ACCOUNTS_ACCESS_KEY[type]}`);
      const canEdit = requirePermission(`edit:${ACCOUNTS_ACCESS_KEY[type]}`);
      const querystring = type === 'farmer' ? accountListQuerySchema : providerListQuerySchema;

      app.get(
        base,
        { onRequest: canRead, schema: { tags, querystring, response: { 200: accountPageSchema } } },
        (request) => listAccounts(db, requireSession(request), type, request.query),
      );
      route(app, accountEndpoints[type].export, { tags, onRequest: canRead }, async (request, reply) =>
        sendCsv(reply, await exportAccountsCsv(db, requireSession(request), type, request.query)),
      );
      app.post(
        base,
        {
          onRequest: canEdit,
          schema: {
            tags,
            body: createAccountInputSchema,
            response: { 201: accountDetailSchema, ...errorAnswers(409) },
          },
        },
        async (request, reply) =>
          reply.status(201).send(await createAccount(deps, requireSession(request), type, request.body)),
      );
      // No onRequest: an account's own users open its page too (the service decides).
      app.get(
        `${base}/:id`,
        { schema: { tags, params, response: { 200: accountDetailSchema, ...errorAnswers(403) } } },
        (request) => getAccount(db, requireSession(request), type, request.params.id),
      );
      app.post(
        `${base}/:id`,
        {
          onRequest: canEdit,
          schema: { tags, params, body: updateAccountInputSchema, response: { 200: accountDetailSchema } },
        },
        (request) => updateAccount(db, requireSession(request), type, request.params.id, request.body),
      );
    }
  };
