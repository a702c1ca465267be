import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen, soon } from '../../session/screen-route';

/** /favourites in the main layout: not built yet. */
export const favouriteRoute = soon({ path: 'favourites', access: 'menu:favourites', titleKey: 'pages.favourites' });

const favouriteEditorChildren = (titlePrefix: string): RouteObject[] => [
  soon({ titleKey: `pages.${titlePrefix}-postal-zones` }),
  soon({ path: 'accounts', titleKey: `pages.${titlePrefix}-accounts` }),
  soon({ path: 'advanced', titleKey: `pages.${titlePrefix}-advanced` }),
];

/** Full-page favourite screens: the editors (not built yet) and the first sign-in's onboarding. */
export const favouriteFocusRoutes: RouteObject[] = [
  {
    path: 'favourites/new',
    loader: guard({ access: 'menu:favourites' }),
    children: favouriteEditorChildren('favourite-new'),
  },
  {
    path: 'favourites/:id',
    loader: guard({ params: { id: 'uuid' }, access: 'menu:favourites' }),
    children: favouriteEditorChildren('favourite'),
  },
  screen({
    path: 'onboarding/favourites',
    titleKey: 'pages.onboarding-favourites',
    lazy: () => import('./onboarding-favourites.route'),
  }),
];
