import type { RouteObject } from 'react-router';
import { screen } from '../../session/screen-route';

type AccountType = 'provider' | 'farmer';

/**
 * An account's contracts tab and a contract's pages (/providers/:id/contracts…, /farmers/:id/contracts…), placed
 * by the accounts feature's routes under the account page, which both parties may open.
 */
export const contractTabRoutes = (type: AccountType): RouteObject => ({
  path: 'contracts',
  children: [
    screen({ titleKey: `pages.${type}-contracts`, lazy: () => import('./rent-contract-list.route') }),
    screen({
      path: 'new',
      access: type === 'provider' ? 'staff:edit:providerAccounts' : 'can:edit:farmerAccounts',
      titleKey: `pages.${type}-contract-new`,
      lazy: () => import('./rent-contract-new.route'),
    }),
    screen({
      path: ':contractId',
      params: { contractId: 'uuid' },
      titleKey: `pages.${type}-contract`,
      lazy: () => import('./rent-contract-detail.route'),
    }),
  ],
});

/** /contracts-mine, in the user menu of farms that rent sensors. */
export const contractsMineRoute = screen({
  path: 'contracts-mine',
  access: 'menu:contractsMine',
  titleKey: 'pages.contracts-mine',
  lazy: () => import('./rent-contracts-mine.route'),
});
