import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

type AccountType = 'provider' | 'farmer';

/** The screens of /providers and /farmers: one implementation for both account types. */
const ACCOUNT_SCREENS = {
  list: () => import('./account-list.route'),
  new: () => import('./account-new.route'),
  detail: () => import('./account-detail.route'),
  infos: () => import('./account-infos.route'),
};

const accountTypeRoutes = (type: AccountType, tabs: RouteObject[]): RouteObject => ({
  path: `${type}s`,
  children: [
    // The list has its own guard: the account's own users open its page (/providers/:id) without the right.
    screen({ access: `nav:${type}s`, titleKey: `pages.${type}s`, lazy: ACCOUNT_SCREENS.list }),
    screen({
      path: 'new',
      access: `can:edit:${type}Accounts`,
      titleKey: `pages.${type}-new`,
      lazy: ACCOUNT_SCREENS.new,
    }),
    {
      path: ':id',
      loader: guard({ params: { id: 'uuid' }, access: `account-page:${type}` }),
      children: [
        {
          lazy: ACCOUNT_SCREENS.detail,
          children: [screen({ titleKey: `pages.${type}-infos`, lazy: ACCOUNT_SCREENS.infos }), ...tabs],
        },
      ],
    },
  ],
});

/**
 * /providers and /farmers; an account's users tab belongs to the users feature, a farm's sensors tab to sensors, the
 * contracts tab to rent contracts.
 */
export const accountRoutes = (tabs: {
  users: (titleKey: string) => RouteObject;
  farmSensors: RouteObject;
  contracts: (type: AccountType) => RouteObject;
}): RouteObject[] => [
  accountTypeRoutes('provider', [tabs.users('pages.provider-users'), tabs.contracts('provider')]),
  accountTypeRoutes('farmer', [tabs.users('pages.farmer-users'), tabs.farmSensors, tabs.contracts('farmer')]),
];
