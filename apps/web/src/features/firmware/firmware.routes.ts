import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

/** /settings/firmware: the traps' firmware versions, and uploading a new one. */
export const firmwareRoutes: RouteObject = {
  path: 'firmware',
  loader: guard({ access: 'nav:settings' }),
  children: [
    screen({ titleKey: 'pages.settings-firmware', lazy: () => import('./firmware-list.route') }),
    screen({
      path: 'new',
      access: 'can:edit:configuration',
      titleKey: 'pages.settings-firmware-new',
      lazy: () => import('./firmware-version-new.route'),
    }),
    screen({
      path: 'campaigns/new',
      access: 'can:edit:configuration',
      titleKey: 'pages.settings-firmware-campaign-new',
      lazy: () => import('./campaign-new.route'),
    }),
    screen({
      path: 'campaigns/:id',
      params: { id: 'uuid' },
      titleKey: 'pages.settings-firmware-campaign',
      lazy: () => import('./campaign.route'),
    }),
  ],
};
