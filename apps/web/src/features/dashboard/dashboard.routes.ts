import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

const loadTab = () => import('./dashboard-tab.route');

/** /dashboard and its tabs (issue 22), the support tab reading the support tickets (issue 23). */
export const dashboardRoutes: RouteObject = {
  path: 'dashboard',
  loader: guard({ access: 'nav:dashboard' }),
  children: [
    {
      lazy: () => import('./dashboard-layout.route'),
      children: [
        { index: true, lazy: () => import('./dashboard-index.route') },
        screen({ path: 'activity', access: 'dashboard:activity', titleKey: 'pages.dashboard-activity', lazy: loadTab }),
        screen({ path: 'sensors', access: 'dashboard:sensors', titleKey: 'pages.dashboard-sensors', lazy: loadTab }),
        screen({ path: 'support', access: 'dashboard:support', titleKey: 'pages.dashboard-support', lazy: loadTab }),
        screen({ path: 'metrics', access: 'dashboard:metrics', titleKey: 'pages.dashboard-metrics', lazy: loadTab }),
        screen({ path: 'qos', access: 'dashboard:qos', titleKey: 'pages.dashboard-qos', lazy: loadTab }),
      ],
    },
  ],
};
