import type { RouteObject } from 'react-router';
import { screen } from '../../session/screen-route';

const loadPage = () => import('./stats-page.route');

/** /stats/qos, /stats/maintenance, /stats/usage: the manufacturer's measures over months (issue 22). */
export const statsRoutes: RouteObject = {
  path: 'stats',
  children: [
    screen({ path: 'qos', access: 'stats:qos', titleKey: 'pages.stats-qos', lazy: loadPage }),
    screen({ path: 'maintenance', access: 'stats:maintenance', titleKey: 'pages.stats-maintenance', lazy: loadPage }),
    screen({ path: 'usage', access: 'stats:usage', titleKey: 'pages.stats-usage', lazy: loadPage }),
  ],
};
