import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

const loadEdit = () => import('./anti-slug-product-edit.route');

/** /settings/anti-slug-products: the manufacturer's catalogue of anti-slug products (decision 110). */
export const antiSlugProductRoutes: RouteObject = {
  path: 'anti-slug-products',
  loader: guard({ access: 'nav:settings' }),
  children: [
    screen({ titleKey: 'pages.settings-anti-slug-products', lazy: () => import('./anti-slug-product-list.route') }),
    screen({
      path: 'new',
      access: 'can:edit:configuration',
      titleKey: 'pages.settings-anti-slug-product-new',
      lazy: loadEdit,
    }),
    screen({
      path: ':slug',
      access: 'can:edit:configuration',
      titleKey: 'pages.settings-anti-slug-product',
      lazy: loadEdit,
    }),
  ],
};
