import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

/** /settings/tos: the versions of the terms of service and publishing a new one. */
export const termsVersionRoutes: RouteObject = {
  path: 'tos',
  loader: guard({ access: 'nav:settings' }),
  children: [
    screen({ titleKey: 'pages.settings-tos', lazy: () => import('./terms-version-list.route') }),
    screen({
      path: 'new',
      access: 'can:edit:configuration',
      titleKey: 'pages.settings-tos-new',
      lazy: () => import('./terms-version-new.route'),
    }),
  ],
};
