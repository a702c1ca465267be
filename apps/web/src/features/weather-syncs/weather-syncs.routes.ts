import type { RouteObject } from 'react-router';
import { screen } from '../../session/screen-route';

/** /settings/syncs: the partner weather networks, their stations and runs (decision 175). */
export const weatherSyncRoutes: RouteObject = screen({
  path: 'syncs',
  access: 'nav:settings',
  titleKey: 'pages.settings-syncs',
  lazy: () => import('./weather-syncs.route'),
});
