import { canSeeNavigationEntry } from '@console/domain/access/navigation';
import { can } from '@console/domain/access/permissions';
import { alertSettingsEndpoints } from '@console/domain/notification/alert-settings.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../plugins/app-error.ts';
import { route } from '../../plugins/endpoint-route.ts';
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
    route(app, alertSettingsEndpoints.getNotificationSettings, { tags }, (request) =>
      getAlertNotificationSettings(db, requireSession(request)),
    );
    route(app, alertSettingsEndpoints.updateNotificationSettings, { tags }, (request) =>
      updateAlertNotificationSettings(db, requireSession(request), request.body),
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
    const canRead = { tags, onRequest: requireAccountAlerts('read') };
    route(app, alertSettingsEndpoints.getAccountAlerts, canRead, (request) =>
      getAccountAlertSettings(db, requireSession(request)),
    );
    // 404: a chosen parcel is not in the account's reach.
    route(
      app,
      alertSettingsEndpoints.updateAccountAlerts,
      { tags, onRequest: requireAccountAlerts('edit'), errors: [404] },
      (request) => updateAccountAlertSettings(db, requireSession(request), request.body),
    );
    route(app, alertSettingsEndpoints.searchAlertParcels, canRead, (request) =>
      listAlertParcels(db, requireSession(request), request.query.search),
    );
  };
