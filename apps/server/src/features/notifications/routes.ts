import { notificationEndpoints } from '@console/domain/notification/notification.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { listNotifications, markAllNotificationsSeen, markNotificationSeen, markNotificationsSeen } from './service.ts';

const tags = ['notifications'];

/** Every user has their own notifications: no right is needed beyond being signed in. */
export const notificationRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, notificationEndpoints.list, { tags }, (request) =>
      listNotifications(db, requireSession(request), request.query),
    );
    route(app, notificationEndpoints.markAllSeen, { tags }, async (request) => ({
      marked: await markAllNotificationsSeen(db, requireSession(request)),
    }));
    route(app, notificationEndpoints.markManySeen, { tags }, async (request) => ({
      marked: await markNotificationsSeen(db, requireSession(request), request.body),
    }));
    route(app, notificationEndpoints.markSeen, { tags }, async (request) => {
      await markNotificationSeen(db, requireSession(request), request.params.id);
    });
  };
