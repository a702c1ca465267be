import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

/** /favourites in the main layout: the user's saved territories. */
export const favouriteRoute = screen({
  path: 'favourites',
  access: 'menu:favourites',
  titleKey: 'pages.favourites',
  lazy: () => import('./favourite-list.route'),
});

/**
 * The editor's three steps, under the module that holds their one form. The guard sits on a pathless parent, so the
 * editor's own route carries the path its save (the route action) is posted to.
 */
const favouriteEditor = (path: string, titlePrefix: string): RouteObject => ({
  path,
  lazy: () => import('./favourite-editor.route'),
  children: [
    screen({ titleKey: `pages.${titlePrefix}-postal-zones`, lazy: () => import('./favourite-postal-zones.route') }),
    screen({
      path: 'accounts',
      titleKey: `pages.${titlePrefix}-accounts`,
      lazy: () => import('./favourite-accounts.route'),
    }),
    screen({
      path: 'advanced',
      titleKey: `pages.${titlePrefix}-advanced`,
      lazy: () => import('./favourite-advanced.route'),
    }),
  ],
});

/** Full-page favourite screens: the editors and the first sign-in's onboarding. */
export const favouriteFocusRoutes: RouteObject[] = [
  {
    loader: guard({ access: 'menu:favourites' }),
    children: [favouriteEditor('favourites/new', 'favourite-new')],
  },
  {
    loader: guard({ params: { id: 'uuid' }, access: 'menu:favourites' }),
    children: [favouriteEditor('favourites/:id', 'favourite')],
  },
  screen({
    path: 'onboarding/favourites',
    titleKey: 'pages.onboarding-favourites',
    lazy: () => import('./onboarding-favourites.route'),
  }),
];
