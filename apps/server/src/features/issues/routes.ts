import { issueEndpoints } from '@console/domain/issue/issue.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { sendExport } from '../../export/list-export.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { exportIssues } from './export.ts';
import { getIssue, listIssues } from './service.ts';

export const issueRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const canRead = { tags: ['issues'], onRequest: requirePermission('read:defaults') };
    // 404: the `favourite_id` names no favourite of the caller's.
    route(app, issueEndpoints.list, { ...canRead, errors: [404] }, (request) =>
      listIssues(db, requireSession(request), request.query),
    );
    route(app, issueEndpoints.export, { ...canRead, errors: [404] }, async (request, reply) =>
      sendExport(reply, await exportIssues(db, requireSession(request), request.params.format, request.query)),
    );
    route(app, issueEndpoints.get, canRead, (request) => getIssue(db, requireSession(request), request.params.id));
  };
