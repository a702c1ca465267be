import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

/** /settings: its index and the sections not built yet; the built sections come from their own features. */
export const settingsRoutes = (sections: RouteObject[]): RouteObject => ({
  path: 'settings',
  children: [
    // Its loader guards it (nav:settings) and asks whether the outbox is open to the user.
    screen({ titleKey: 'pages.settings', lazy: () => import('./settings-index.route') }),
    {
      path: 'global',
      loader: guard({ access: 'nav:settings' }),
      children: [
        screen({ titleKey: 'pages.settings-global', lazy: () => import('./global-settings.route') }),
        screen({
          path: 'update',
          access: 'can:edit:configuration',
          titleKey: 'pages.settings-global-update',
          lazy: () => import('./global-settings-update.route'),
        }),
      ],
    },
    screen({
      path: 'issues',
      access: 'nav:settings',
      titleKey: 'pages.settings-issues',
      lazy: () => import('./issue-rules.route'),
    }),
    {
      path: 'internationalization',
      loader: guard({ access: 'nav:settings' }),
      children: [
        screen({
          titleKey: 'pages.settings-internationalization',
          lazy: () => import('./country-packs.route'),
        }),
        screen({
          path: ':country',
          params: { country: 'country' },
          titleKey: 'pages.settings-internationalization-country',
          lazy: () => import('./country-pack.route'),
        }),
      ],
    },
    ...sections,
  ],
});
