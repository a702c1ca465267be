import { outboxPageSchema, outboxQuerySchema } from '@console/domain/mail/outbox.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaffPermission } from '../../auth/session.ts';
import { listOutbox, type OutboxDeps } from './service.ts';

/** The staff's window on e-mail in the demo and on machines without SMTP: links in messages can be followed. */
export const outboxRoutes =
  (deps: OutboxDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/outbox',
      {
        onRequest: requireStaffPermission('read:configuration'),
        schema: { tags: ['settings'], querystring: outboxQuerySchema, response: { 200: outboxPageSchema } },
      },
      (request) => listOutbox(deps, request.query.start),
    );
  };
