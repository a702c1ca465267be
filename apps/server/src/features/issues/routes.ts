import { issueDetailSchema, issueListQuerySchema, issuePageSchema } from '@console/domain/issue/issue-list.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { getIssue, listIssues } from './service.ts';

const tags = ['issues'];

export const issueRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const canRead = requirePermission('read:defaults');
    app.get(
      '/issues',
      { onRequest: canRead, schema: { tags, querystring: issueListQuerySchema, response: { 200: issuePageSchema } } },
      (request) => listIssues(db, requireSession(request), request.query),
    );
    app.get(
      '/issues/:id',
      {
        onRequest: canRead,
        schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: issueDetailSchema } },
      },
      (request) => getIssue(db, requireSession(request), request.params.id),
    );
  };
