import { notificationPageSchema, notificationQuerySchema } from '@console/domain/notification/notification.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { NO_CONTENT } from '../../plugins/api-contract.ts';
import { listNotifications, markAllNotificationsSeen, markNotificationSeen } from './service.ts';

const tags = ['notifications'];

/** Every user has their own notifications: no right is needed beyond being signed in. */
export const notificationRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications',
      { schema: { tags, querystring: notificationQuerySchema, response: { 200: notificationPageSchema } } },
      (request) => listNotifications(db, requireSession(request), request.query),
    );
    app.post(
      '/notifications/seen',
      { schema: { tags, response: { 200: z.object({ marked: z.number().int() }) } } },
      async (request) => ({ marked: await markAllNotificationsSeen(db, requireSession(request)) }),
    );
    app.post(
      '/notifications/:id/seen',
      { schema: { tags, params: z.object({ id: z.uuid() }), response: { 204: NO_CONTENT } } },
      async (request, reply) => {
        await markNotificationSeen(db, requireSession(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
