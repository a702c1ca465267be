import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { ACCOUNTS_ACCESS_KEY, MANAGED_ACCOUNT_TYPES } from '@console/domain/account/account-list.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoint-route.ts';
import { requirePermission, requireSession } from '../../auth/session.ts';
import { sendExport } from '../../export/list-export.ts';
import { exportAccounts } from './export.ts';
import {
  type AccountDeps,
  createAccount,
  getAccount,
  listAccountOptions,
  listAccounts,
  updateAccount,
} from './service.ts';

export const accountRoutes =
  (deps: AccountDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    route(app, accountEndpoints.options, { tags: ['accounts'] }, (request) =>
      listAccountOptions(db, requireSession(request)),
    );

    // /providers and /farmers: the same API over the two managed account types (spec points 2 and 6).
    for (const type of MANAGED_ACCOUNT_TYPES) {
      const endpoints = accountEndpoints[type];
      const tags = [`${type}s`];
      const canRead = { tags, onRequest: requirePermission(`read:${ACCOUNTS_ACCESS_KEY[type]}`) };
      const canEdit = { tags, onRequest: requirePermission(`edit:${ACCOUNTS_ACCESS_KEY[type]}`) };

      route(app, endpoints.list, canRead, (request) => listAccounts(db, requireSession(request), type, request.query));
      route(app, endpoints.export, canRead, async (request, reply) =>
        sendExport(
          reply,
          await exportAccounts(db, requireSession(request), type, request.params.format, request.query),
        ),
      );
      route(app, endpoints.create, { ...canEdit, errors: [409] }, (request) =>
        createAccount(deps, requireSession(request), type, request.body),
      );
      // No onRequest: an account's own users open its page too (the service decides).
      route(app, endpoints.get, { tags, errors: [403] }, (request) =>
        getAccount(db, requireSession(request), type, request.params.id),
      );
      route(app, endpoints.update, canEdit, (request) =>
        updateAccount(db, requireSession(request), type, request.params.id, request.body),
      );
    }
  };
