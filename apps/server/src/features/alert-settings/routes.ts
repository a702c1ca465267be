import { canSeeNavigationEntry } from '@console/domain/access/navigation';
import { can } from '@console/domain/access/permissions';
import {
  accountAlertSettingsInputSchema,
  accountAlertSettingsSchema,
  alertParcelQuerySchema,
  alertParcelSchema,
} from '@console/domain/notification/account-alert-settings.schema';
import { alertNotificationSettingsSchema } from '@console/domain/notification/alert-notification-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { errorAnswers } from '../../plugins/api-contract.ts';
import { forbidden } from '../../plugins/app-error.ts';
import {
  getAccountAlertSettings,
  getAlertNotificationSettings,
  listAlertParcels,
  updateAccountAlertSettings,
  updateAlertNotificationSettings,
} from './service.ts';

/** Every user chooses how their own notifications reach them. */
export const alertNotificationRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['profile'];
    app.get(
      '/profile/alert-notifications',
      { schema: { tags, response: { 200: alertNotificationSettingsSchema } } },
      (request) => getAlertNotificationSettings(db, requireSession(request)),
    );
    app.post(
      '/profile/alert-notifications',
      { schema: { tags, body: alertNotificationSettingsSchema, response: { 200: alertNotificationSettingsSchema } } },
      (request) => updateAlertNotificationSettings(db, requireSession(request), request.body),
    );
  };

/**
 * Account alert thresholds belong to provider and farmer accounts with the Configuration key (spec point 2's
 * `/settings/alerts`); manufacturer staff, who have no parcels of their own, get 403 like any other role without it.
 */
const requireAccountAlerts = (action: 'read' | 'edit') =>
  accessGuard((request) => {
    const session = requireSession(request);
    if (!canSeeNavigationEntry(session, 'settingsAlerts') || !can(session, `${action}:configuration`)) {
      throw forbidden();
    }
  });

export const accountAlertRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['settings'];
    app.get(
      '/settings/alerts',
      { onRequest: requireAccountAlerts('read'), schema: { tags, response: { 200: accountAlertSettingsSchema } } },
      (request) => getAccountAlertSettings(db, requireSession(request)),
    );
    app.post(
      '/settings/alerts',
      {
        onRequest: requireAccountAlerts('edit'),
        schema: {
          tags,
          body: accountAlertSettingsInputSchema,
          // 404: a chosen parcel is not in the account's reach.
          response: { 200: accountAlertSettingsSchema, ...errorAnswers(404) },
        },
      },
      (request) => updateAccountAlertSettings(db, requireSession(request), request.body),
    );
    app.get(
      '/settings/alerts/parcels',
      {
        onRequest: requireAccountAlerts('read'),
        schema: { tags, querystring: alertParcelQuerySchema, response: { 200: z.array(alertParcelSchema) } },
      },
      (request) => listAlertParcels(db, requireSession(request), request.query.search),
    );
  };
