import {
  canSeeNavigationEntry,
  canSeeUserMenuEntry,
  type NavigationEntry,
  type UserMenuEntry,
} from '@console/domain/access/navigation';
import {
  can,
  canSeeDashboardTab,
  type DashboardTab,
  isManufacturer,
  isProviderOrManufacturer,
  type Permission,
} from '@console/domain/access/permissions';
import { COUNTRIES } from '@console/domain/address/postal-address.schema';
import type { Profile } from '@console/domain/profile/profile.schema';
import type { Params } from 'react-router';

/**
 * The access rule of a restricted route, by name. The route table names rules instead of holding
 * predicates so that the sign-in entry chunk does not load the domain's zod schemas; this module is
 * imported on the first guarded navigation (see docs/decisions/031).
 */
export type AccessRule =
  | `nav:${NavigationEntry}`
  | `menu:${UserMenuEntry}`
  | `can:${Permission}`
  | `staff:${Permission}`
  | `dashboard:${DashboardTab}`
  | 'stats:qos'
  | 'stats:maintenance'
  | 'stats:usage'
  | 'account-page:farmer'
  | 'account-page:provider'
  | 'sensors:review';

/** How a route parameter is checked: ids are UUIDs, countries one of the domain's codes. */
export type ParamRule = 'uuid' | 'country';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isValidParam = (rule: ParamRule, value: string): boolean =>
  rule === 'uuid' ? UUID.test(value) : (COUNTRIES as readonly string[]).includes(value);

const STATS_KEYS = {
  'stats:qos': 'dashboardQos',
  'stats:maintenance': 'dashboardMaintenance',
  'stats:usage': 'dashboardUsage',
} as const;

export const isAllowed = (rule: AccessRule, profile: Profile, params: Params): boolean => {
  switch (rule) {
    case 'stats:qos':
    case 'stats:maintenance':
    case 'stats:usage':
      // Dashboards for the manufacturer only (spec point 2).
      return isManufacturer(profile) && can(profile, `read:${STATS_KEYS[rule]}`);
    case 'account-page:farmer':
      return (
        can(profile, 'read:farmerAccounts') || (profile.accountType === 'farmer' && profile.accountId === params.id)
      );
    case 'account-page:provider':
      return (
        can(profile, 'read:providerAccounts') || (profile.accountType === 'provider' && profile.accountId === params.id)
      );
    case 'sensors:review':
      // The count review queue: staff and providers (decision 179); farmers propose from a photo instead.
      return isProviderOrManufacturer(profile) && can(profile, 'read:sensors');
  }
  const separator = rule.indexOf(':');
  const kind = rule.slice(0, separator);
  const value = rule.slice(separator + 1);
  switch (kind) {
    case 'nav':
      return canSeeNavigationEntry(profile, value as NavigationEntry);
    case 'menu':
      return canSeeUserMenuEntry(profile, value as UserMenuEntry);
    case 'can':
      return can(profile, value as Permission);
    case 'staff':
      // Manufacturer staff holding the permission, e.g. registering sensors or rotating their secrets.
      return isManufacturer(profile) && can(profile, value as Permission);
    case 'dashboard':
      return canSeeDashboardTab(profile, value as DashboardTab);
    default:
      return false;
  }
};
