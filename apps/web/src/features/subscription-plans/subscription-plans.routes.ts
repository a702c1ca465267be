import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

const loadEdit = () => import('./subscription-plan-edit.route');

/** /settings/subscription-plans: what the manufacturer sells, for staff with Subscriptions (decision 129). */
export const subscriptionPlanRoutes: RouteObject = {
  path: 'subscription-plans',
  loader: guard({ access: 'nav:subscriptions' }),
  children: [
    screen({ titleKey: 'pages.settings-subscription-plans', lazy: () => import('./subscription-plan-list.route') }),
    screen({
      path: 'new',
      access: 'staff:edit:subscriptions',
      titleKey: 'pages.settings-subscription-plan-new',
      lazy: loadEdit,
    }),
    screen({
      path: ':id',
      params: { id: 'uuid' },
      access: 'staff:edit:subscriptions',
      titleKey: 'pages.settings-subscription-plan',
      lazy: loadEdit,
    }),
  ],
};
