import type { RouteObject } from 'react-router';
import { guard } from '../session/route-guard';
import { soon } from '../session/screen-route';

/** The main layout's areas with no screen built yet (decision 032): each page is a titled placeholder. */
export const comingSoonRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    loader: guard({ access: 'nav:dashboard' }),
    children: [
      soon({ titleKey: 'pages.dashboard' }),
      soon({ path: 'activity', access: 'dashboard:activity', titleKey: 'pages.dashboard-activity' }),
      soon({ path: 'sensors', access: 'dashboard:sensors', titleKey: 'pages.dashboard-sensors' }),
      soon({ path: 'support', access: 'dashboard:support', titleKey: 'pages.dashboard-support' }),
      soon({ path: 'metrics', access: 'dashboard:metrics', titleKey: 'pages.dashboard-metrics' }),
      soon({ path: 'qos', access: 'dashboard:qos', titleKey: 'pages.dashboard-qos' }),
    ],
  },
  {
    path: 'stats',
    children: [
      soon({ path: 'qos', access: 'stats:qos', titleKey: 'pages.stats-qos' }),
      soon({ path: 'maintenance', access: 'stats:maintenance', titleKey: 'pages.stats-maintenance' }),
      soon({ path: 'usage', access: 'stats:usage', titleKey: 'pages.stats-usage' }),
    ],
  },
  soon({ path: 'support/tickets', titleKey: 'pages.support-tickets' }),
];
