import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

/** /subscriptions (staff and providers) and /subscriptions-mine (the holder's own, in the user menu). */
export const subscriptionRoutes: RouteObject[] = [
  {
    path: 'subscriptions',
    loader: guard({ access: 'nav:subscriptions' }),
    children: [
      screen({ titleKey: 'pages.subscriptions', lazy: () => import('./subscription-list.route') }),
      screen({
        path: 'new',
        access: 'can:edit:subscriptions',
        titleKey: 'pages.subscription-new',
        lazy: () => import('./subscription-new.route'),
      }),
      screen({
        path: ':id',
        params: { id: 'uuid' },
        titleKey: 'pages.subscription',
        lazy: () => import('./subscription-detail.route'),
      }),
    ],
  },
  {
    path: 'subscriptions-mine',
    loader: guard({ access: 'menu:subscriptionsMine' }),
    children: [
      screen({ titleKey: 'pages.subscriptions-mine', lazy: () => import('./subscription-mine-list.route') }),
      screen({
        path: ':id',
        params: { id: 'uuid' },
        titleKey: 'pages.subscription',
        lazy: () => import('./subscription-mine.route'),
      }),
    ],
  },
];
