import type { RouteObject } from 'react-router';
import { soon } from '../session/screen-route';

/** The main layout's areas with no screen built yet (decision 032): each page is a titled placeholder. */
export const comingSoonRoutes: RouteObject[] = [
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
