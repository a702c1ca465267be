import type { ManagedAccountType } from '@console/domain/account/account-list.schema';

/**
 * Which account pages a URL is on: /providers… or /farmers…. Providers and farmers share every screen; the router
 * declares both URL trees over the same route modules.
 */
export const accountTypeOf = (pathname: string): ManagedAccountType =>
  pathname.startsWith('/providers') ? 'provider' : 'farmer';
