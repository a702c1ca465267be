import { canReadOutbox, outboxPageSchema, outboxQuerySchema } from '@console/domain/mail/outbox.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { requireSession } from '../../auth/session.ts';
import { forbidden } from '../../plugins/app-error.ts';
import { listOutbox, type OutboxDeps } from './service.ts';

/**
 * The staff admins' window on e-mail in the demo: links in messages can be followed. Registered in demo mode only
 * (app.ts); outside it nothing serves the messages' bodies.
 */
export const outboxRoutes =
  (deps: OutboxDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const allow = accessGuard((request) => {
      if (!canReadOutbox(requireSession(request), deps.environment)) throw forbidden();
    });
    app.get(
      '/outbox',
      {
        onRequest: allow,
        schema: { tags: ['settings'], querystring: outboxQuerySchema, response: { 200: outboxPageSchema } },
      },
      (request) => listOutbox(deps, request.query.start),
    );
  };
