import { outboxEndpoints } from '@console/domain/mail/outbox.endpoints';
import { canReadOutbox } from '@console/domain/mail/outbox.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { requireSession } from '../../auth/session.ts';
import { forbidden } from '../../plugins/app-error.ts';
import { route } from '../../plugins/endpoint-route.ts';
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
    route(app, outboxEndpoints.list, { tags: ['settings'], onRequest: allow }, (request) =>
      listOutbox(deps, request.query.start),
    );
  };
