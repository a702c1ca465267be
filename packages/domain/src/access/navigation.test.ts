import { describe, expect, it } from 'vitest';
import type { AccountType } from '../account/account-type.ts';
import {
  canSeeNavigationEntry,
  canSeeUserMenuEntry,
  USER_MENU_ENTRIES,
  visibleNavigationEntries,
} from './navigation.ts';
import type { AccessSubject } from './permissions.ts';
import { type AccessKey, defaultRights, type Right } from './rights.ts';

const subject = (accountType: AccountType, overrides: Partial<Record<AccessKey, Right>> = {}): AccessSubject => ({
  accountType,
  accountId: accountType === 'desangosse' ? null : '0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d',
  roleId: '1c5a9f0e-4d66-4d2d-8b9f-3a2a7a2c3d4e',
  role: { isAdmin: true, rights: { ...defaultRights(accountType), ...overrides } },
});

describe('visibleNavigationEntries on desktop, with default rights', () => {
  it('shows manufacturer staff their entries', () => {
    expect(visibleNavigationEntries(subject('desangosse'), false)).toEqual([
      'dashboard',
      'parcels',
      'sensors',
      'issues',
      'providers',
      'farmers',
      'users',
      'subscriptions',
      'myUsers',
      'roles',
      'settings',
    ]);
  });

  it('shows providers their entries', () => {
    expect(visibleNavigationEntries(subject('provider'), false)).toEqual([
      'dashboard',
      'parcels',
      'sensors',
      'issues',
      'parcelsSharing',
      'farmers',
      'users',
      'subscriptions',
      'myUsers',
      'settingsAlerts',
    ]);
  });

  it('shows farmers their entries', () => {
    expect(visibleNavigationEntries(subject('farmer'), false)).toEqual([
      'parcels',
      'sensors',
      'myUsers',
      'settingsAlerts',
    ]);
  });

  it('shows anonymous users nothing', () => {
    expect(visibleNavigationEntries(subject('anonymous'), false)).toEqual([]);
  });
});

describe('visibleNavigationEntries on mobile', () => {
  it.each([
    ['desangosse', 'settings'],
    ['provider', 'settingsAlerts'],
    ['farmer', 'settingsAlerts'],
  ] as const)('hides the settings entry from %s and keeps the rest', (accountType, hidden) => {
    const desktop = visibleNavigationEntries(subject(accountType), false);
    const mobile = visibleNavigationEntries(subject(accountType), true);
    expect(desktop).toContain(hidden);
    expect(mobile).toEqual(desktop.filter((entry) => entry !== hidden));
  });
});

describe('canSeeNavigationEntry', () => {
  it('shows the dashboard only when a tab is available', () => {
    expect(
      canSeeNavigationEntry(
        subject('provider', { parcels: 'no-access', sensors: 'no-access', defaults: 'no-access' }),
        'dashboard',
      ),
    ).toBe(false);
    expect(
      canSeeNavigationEntry(
        subject('provider', { parcels: 'read-only', sensors: 'no-access', defaults: 'no-access' }),
        'dashboard',
      ),
    ).toBe(true);
  });

  it('shows parcel sharing to providers who can edit it, not to those who can only read it', () => {
    expect(canSeeNavigationEntry(subject('provider', { parcelSharing: 'read-only' }), 'parcelsSharing')).toBe(false);
    expect(canSeeNavigationEntry(subject('desangosse', { parcelSharing: 'full-access' }), 'parcelsSharing')).toBe(
      false,
    );
  });

  it('never shows issues to farmers, even with Defaults access', () => {
    expect(canSeeNavigationEntry(subject('farmer', { defaults: 'full-access' }), 'issues')).toBe(false);
    expect(canSeeNavigationEntry(subject('provider', { defaults: 'read-only' }), 'issues')).toBe(true);
    expect(canSeeNavigationEntry(subject('provider', { defaults: 'no-access' }), 'issues')).toBe(false);
  });

  it('follows the read right of each keyed entry', () => {
    expect(canSeeNavigationEntry(subject('desangosse', { roles: 'read-only' }), 'roles')).toBe(true);
    expect(canSeeNavigationEntry(subject('desangosse', { roles: 'no-access' }), 'roles')).toBe(false);
    expect(canSeeNavigationEntry(subject('farmer', { myUsers: 'no-access' }), 'myUsers')).toBe(false);
  });

  it('needs Configuration for the settings entries', () => {
    expect(canSeeNavigationEntry(subject('desangosse', { configuration: 'no-access' }), 'settings')).toBe(false);
    expect(canSeeNavigationEntry(subject('farmer', { configuration: 'no-access' }), 'settingsAlerts')).toBe(false);
    expect(canSeeNavigationEntry(subject('desangosse'), 'settingsAlerts')).toBe(false);
  });
});

describe('canSeeUserMenuEntry', () => {
  const menu = (accountType: AccountType, hasRentContracts = false) =>
    USER_MENU_ENTRIES.filter((entry) => canSeeUserMenuEntry({ ...subject(accountType), hasRentContracts }, entry));

  it('gives each account type its menu', () => {
    expect(menu('desangosse')).toEqual(['profile', 'alertNotifications', 'favourites']);
    expect(menu('provider')).toEqual([
      'profile',
      'alertNotifications',
      'favourites',
      'accountProfile',
      'subscriptionsMine',
    ]);
    expect(menu('farmer')).toEqual(['profile', 'alertNotifications', 'accountProfile', 'subscriptionsMine']);
  });

  it('shows contracts-mine to farmers with rent contracts only', () => {
    expect(menu('farmer', true)).toContain('contractsMine');
    expect(menu('provider', true)).not.toContain('contractsMine');
  });

  it('needs MyAccount for the account entries', () => {
    const farmer = { ...subject('farmer', { myAccount: 'no-access' }), hasRentContracts: false };
    expect(canSeeUserMenuEntry(farmer, 'accountProfile')).toBe(false);
    expect(canSeeUserMenuEntry(farmer, 'subscriptionsMine')).toBe(false);
  });
});
