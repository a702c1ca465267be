import type { RouteObject } from 'react-router';
import { screen } from '../../session/screen-route';

/** The alert sections of /settings. */
export const alertSettingsRoutes: RouteObject[] = [
  // Provider and farmer accounts only: staff have no parcels of their own to alert on (decision 065).
  screen({
    path: 'alerts',
    access: 'nav:settingsAlerts',
    titleKey: 'pages.settings-alerts',
    lazy: () => import('./account-alerts.route'),
  }),
  screen({
    path: 'alert-notifications',
    titleKey: 'pages.settings-alert-notifications',
    lazy: () => import('./alert-notifications.route'),
  }),
];
