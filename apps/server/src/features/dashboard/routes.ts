import { DASHBOARD_TABS, type DashboardTab } from '@console/domain/access/permissions';
import { dashboardEndpoints } from '@console/domain/dashboard/dashboard.endpoints';
import { statsEndpoints } from '@console/domain/dashboard/stats.endpoints';
import { STATS_PAGES, type StatsPage } from '@console/domain/dashboard/stats.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { sendExport } from '../../export/list-export.ts';
import { route } from '../../plugins/endpoint-route.ts';
import {
  exportBoard,
  exportStats,
  getDashboard,
  getDigest,
  getNightGrid,
  getStats,
  requireDashboardTab,
  requireNightGrid,
  requireStatsPage,
  setDigest,
} from './service.ts';

const isTab = (value: unknown): value is DashboardTab => DASHBOARD_TABS.includes(value as DashboardTab);
const isStatsPage = (value: unknown): value is StatsPage => STATS_PAGES.includes(value as StatsPage);

/** Dashboards (issue 22): each tab's access is checked before its query is read. */
export const dashboardRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = accessGuard((request) => {
      const { tab } = request.params as { tab?: unknown };
      if (isTab(tab)) requireDashboardTab(requireSession(request), tab);
    });
    const options = { tags: ['dashboard'], onRequest: guard };
    const statsGuard = accessGuard((request) => {
      const { page } = request.params as { page?: unknown };
      if (isStatsPage(page)) requireStatsPage(requireSession(request), page);
    });
    route(app, statsEndpoints.page, { tags: ['dashboard'], onRequest: statsGuard }, (request) =>
      getStats(db, requireSession(request), request.params.page, request.query),
    );
    route(
      app,
      statsEndpoints.export,
      { tags: ['dashboard'], onRequest: statsGuard, errors: [404] },
      async (request, reply) => {
        const session = requireSession(request);
        const stats = await getStats(db, session, request.params.page, request.query);
        return sendExport(reply, await exportStats(session, request.params.format, stats));
      },
    );
    // Registered apart from the tabs: its path names its tab, and it needs the Sensors right as well.
    const nightGridGuard = accessGuard((request) => requireNightGrid(requireSession(request)));
    route(app, dashboardEndpoints.nightGrid, { tags: ['dashboard'], onRequest: nightGridGuard }, (request) =>
      getNightGrid(db, requireSession(request), request.query),
    );
    route(app, dashboardEndpoints.tab, options, (request) =>
      getDashboard(db, requireSession(request), request.params.tab, request.query),
    );
    route(app, dashboardEndpoints.export, { ...options, errors: [404] }, async (request, reply) => {
      const session = requireSession(request);
      const board = await getDashboard(db, session, request.params.tab, request.query);
      return sendExport(reply, await exportBoard(session, request.params.format, board));
    });
    route(app, dashboardEndpoints.digest, options, (request) =>
      getDigest(db, requireSession(request), request.params.tab),
    );
    route(app, dashboardEndpoints.setDigest, options, (request) =>
      setDigest(db, requireSession(request), request.params.tab, request.body),
    );
  };
