import { DASHBOARD_TABS, type DashboardTab } from '@console/domain/access/permissions';
import { dashboardEndpoints } from '@console/domain/dashboard/dashboard.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { getDashboard, getDigest, requireDashboardTab, setDigest } from './service.ts';

const isTab = (value: unknown): value is DashboardTab => DASHBOARD_TABS.includes(value as DashboardTab);

/** Dashboards (issue 22): each tab's access is checked before its query is read. */
export const dashboardRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = accessGuard((request) => {
      const { tab } = request.params as { tab?: unknown };
      if (isTab(tab)) requireDashboardTab(requireSession(request), tab);
    });
    const options = { tags: ['dashboard'], onRequest: guard };
    route(app, dashboardEndpoints.tab, options, (request) =>
      getDashboard(db, requireSession(request), request.params.tab, request.query),
    );
    route(app, dashboardEndpoints.digest, options, (request) =>
      getDigest(db, requireSession(request), request.params.tab),
    );
    route(app, dashboardEndpoints.setDigest, options, (request) =>
      setDigest(db, requireSession(request), request.params.tab, request.body),
    );
  };
