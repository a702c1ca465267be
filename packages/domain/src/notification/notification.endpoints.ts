import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../api/id-params';
import {
  notificationIdsSchema,
  notificationPageSchema,
  notificationQuerySchema,
  notificationsMarkedSeenSchema,
} from './notification.schema';

/** The caller's own notifications. */
export const notificationEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/notifications', query: notificationQuerySchema, response: notificationPageSchema },
  markAllSeen: { method: 'POST', path: '/notifications/seen', response: notificationsMarkedSeenSchema },
  markManySeen: {
    method: 'POST',
    path: '/notifications/seen-many',
    body: notificationIdsSchema,
    response: notificationsMarkedSeenSchema,
  },
  markSeen: { method: 'POST', path: '/notifications/:id/seen', params: idParams, response: 'none' },
});
