import type { AccessSubject } from './permissions.ts';
import { availableDashboardTabs, can, canUseFavourites, isManufacturer } from './permissions.ts';

/** Side-navigation entries in display order; `desktopOnly` entries are hidden on small screens. */
export const NAVIGATION_ENTRIES = [
  'dashboard',
  'parcels',
  'sensors',
  'issues',
  'parcelsSharing',
  'providers',
  'farmers',
  'users',
  'subscriptions',
  'myUsers',
  'roles',
  'settings',
  'settingsAlerts',
] as const;
export type NavigationEntry = (typeof NAVIGATION_ENTRIES)[number];

export const NAVIGATION_PATHS: Record<NavigationEntry, string> = {
  dashboard: '/dashboard',
  parcels: '/parcels',
  sensors: '/sensors',
  issues: '/issues',
  parcelsSharing: '/parcels-sharing',
  providers: '/providers',
  farmers: '/farmers',
  users: '/users',
  subscriptions: '/subscriptions',
  myUsers: '/my-users',
  roles: '/roles',
  settings: '/settings',
  settingsAlerts: '/settings/alerts',
};

export const DESKTOP_ONLY_ENTRIES: readonly NavigationEntry[] = ['settings', 'settingsAlerts'];

/** Whether a navigation entry (and the route behind it) is open to the subject, as spec point 2 lists. */
export const canSeeNavigationEntry = (subject: AccessSubject, entry: NavigationEntry): boolean => {
  switch (entry) {
    case 'dashboard':
      return availableDashboardTabs(subject).length > 0;
    case 'parcels':
      return can(subject, 'read:parcels');
    case 'sensors':
      return can(subject, 'read:sensors');
    case 'issues':
      return can(subject, 'read:defaults') && subject.accountType !== 'farmer';
    case 'parcelsSharing':
      return subject.accountType === 'provider' && can(subject, 'edit:parcelSharing');
    case 'providers':
      return can(subject, 'read:providerAccounts');
    case 'farmers':
      return can(subject, 'read:farmerAccounts');
    case 'users':
      return can(subject, 'read:users');
    case 'subscriptions':
      return can(subject, 'read:subscriptions');
    case 'myUsers':
      return can(subject, 'read:myUsers');
    case 'roles':
      return can(subject, 'read:roles');
    case 'settings':
      return isManufacturer(subject) && can(subject, 'read:configuration');
    case 'settingsAlerts':
      return (
        (subject.accountType === 'provider' || subject.accountType === 'farmer') && can(subject, 'read:configuration')
      );
  }
};

export const visibleNavigationEntries = (subject: AccessSubject, isMobile: boolean): NavigationEntry[] =>
  NAVIGATION_ENTRIES.filter(
    (entry) => canSeeNavigationEntry(subject, entry) && !(isMobile && DESKTOP_ONLY_ENTRIES.includes(entry)),
  );

export const USER_MENU_ENTRIES = [
  'profile',
  'alertNotifications',
  'favourites',
  'accountProfile',
  'subscriptionsMine',
  'contractsMine',
] as const;
export type UserMenuEntry = (typeof USER_MENU_ENTRIES)[number];

export const canSeeUserMenuEntry = (
  subject: AccessSubject & { hasRentContracts: boolean },
  entry: UserMenuEntry,
): boolean => {
  switch (entry) {
    case 'profile':
    case 'alertNotifications':
      return true;
    case 'favourites':
      return canUseFavourites(subject);
    case 'accountProfile':
    case 'subscriptionsMine':
      return !isManufacturer(subject) && can(subject, 'read:myAccount');
    case 'contractsMine':
      return subject.accountType === 'farmer' && subject.hasRentContracts;
  }
};
