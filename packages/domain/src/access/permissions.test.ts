import { describe, expect, it } from 'vitest';
import type { AccountType } from '../account/account-type.ts';
import {
  type AccessSubject,
  availableDashboardTabs,
  can,
  canEditMyUser,
  canSeeDashboardTab,
  isAdmin,
  isInvitedAccount,
  isSameAccount,
} from './permissions.ts';
import { type AccessKey, defaultRights, type Right } from './rights.ts';

const ACCOUNT_ID = '0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d';
const ROLE_ID = '1c5a9f0e-4d66-4d2d-8b9f-3a2a7a2c3d4e';
const OTHER_ROLE_ID = '2d6b0a1f-5e77-4e3e-9c0a-4b3b8b3d4e5f';

const subject = (
  accountType: AccountType,
  overrides: Partial<Record<AccessKey, Right>> = {},
  isAdminRole = false,
): AccessSubject => ({
  accountType,
  accountId: accountType === 'desangosse' ? null : ACCOUNT_ID,
  roleId: ROLE_ID,
  role: { isAdmin: isAdminRole, rights: { ...defaultRights(accountType), ...overrides } },
});

describe('can', () => {
  it('lets read-only read but not edit', () => {
    const user = subject('farmer', { parcels: 'read-only' });
    expect(can(user, 'read:parcels')).toBe(true);
    expect(can(user, 'edit:parcels')).toBe(false);
  });

  it('lets full-access read and edit', () => {
    const user = subject('farmer', { parcels: 'full-access' });
    expect(can(user, 'read:parcels')).toBe(true);
    expect(can(user, 'edit:parcels')).toBe(true);
  });

  it('denies both to no-access', () => {
    const user = subject('farmer', { parcels: 'no-access' });
    expect(can(user, 'read:parcels')).toBe(false);
    expect(can(user, 'edit:parcels')).toBe(false);
  });

  it('gives default rights only on keys the account type may hold', () => {
    expect(can(subject('farmer'), 'read:roles')).toBe(false);
    expect(can(subject('provider'), 'read:providerAccounts')).toBe(false);
    expect(can(subject('desangosse'), 'read:myAccount')).toBe(false);
    expect(can(subject('desangosse'), 'edit:roles')).toBe(true);
    expect(can(subject('anonymous'), 'read:parcels')).toBe(false);
  });
});

describe('subject predicates', () => {
  it('reads admin and invited-account flags', () => {
    expect(isAdmin(subject('farmer', {}, true))).toBe(true);
    expect(isAdmin(subject('farmer'))).toBe(false);
    expect(isInvitedAccount({ ...subject('farmer'), isInvitedAccount: true })).toBe(true);
    expect(isInvitedAccount(subject('farmer'))).toBe(false);
  });

  it('matches the same account, never for a subject without one', () => {
    expect(isSameAccount(subject('farmer'), { accountId: ACCOUNT_ID })).toBe(true);
    expect(isSameAccount(subject('farmer'), { accountId: OTHER_ROLE_ID })).toBe(false);
    expect(isSameAccount(subject('desangosse'), { accountId: null })).toBe(false);
  });
});

describe('dashboard tabs', () => {
  it('gives manufacturer staff every tab by default', () => {
    expect(availableDashboardTabs(subject('desangosse'))).toEqual(['activity', 'sensors', 'support', 'metrics', 'qos']);
  });

  it('gives providers activity and sensors, and farmers nothing', () => {
    expect(availableDashboardTabs(subject('provider'))).toEqual(['activity', 'sensors']);
    expect(availableDashboardTabs(subject('farmer'))).toEqual([]);
  });

  it('needs parcels access for activity', () => {
    expect(canSeeDashboardTab(subject('provider', { parcels: 'read-only' }), 'activity')).toBe(true);
    expect(canSeeDashboardTab(subject('provider', { parcels: 'no-access' }), 'activity')).toBe(false);
  });

  it('needs sensors or defaults access for sensors', () => {
    expect(canSeeDashboardTab(subject('provider', { sensors: 'no-access', defaults: 'read-only' }), 'sensors')).toBe(
      true,
    );
    expect(canSeeDashboardTab(subject('provider', { sensors: 'read-only', defaults: 'no-access' }), 'sensors')).toBe(
      true,
    );
    expect(canSeeDashboardTab(subject('provider', { sensors: 'no-access', defaults: 'no-access' }), 'sensors')).toBe(
      false,
    );
  });

  it('keeps activity and sensors from farmers whatever their rights', () => {
    const farmer = subject('farmer', { parcels: 'full-access', sensors: 'full-access', defaults: 'full-access' });
    expect(canSeeDashboardTab(farmer, 'activity')).toBe(false);
    expect(canSeeDashboardTab(farmer, 'sensors')).toBe(false);
  });

  it.each([
    ['support', 'dashboardMaintenance'],
    ['metrics', 'dashboardUsage'],
    ['qos', 'dashboardQos'],
  ] as const)('shows %s to manufacturer staff with %s access only', (tab, key) => {
    expect(canSeeDashboardTab(subject('desangosse', { [key]: 'read-only' }), tab)).toBe(true);
    expect(canSeeDashboardTab(subject('desangosse', { [key]: 'no-access' }), tab)).toBe(false);
    expect(canSeeDashboardTab(subject('provider', { [key]: 'full-access' }), tab)).toBe(false);
  });
});

describe('canEditMyUser', () => {
  const editor = (myUsers: Right) => subject('provider', { myUsers });

  it('allows an admin target, even without the edit right', () => {
    expect(canEditMyUser(editor('read-only'), { roleId: OTHER_ROLE_ID, isAdmin: true })).toBe(true);
  });

  it('allows a target of the same role when the editor can edit MyUsers', () => {
    expect(canEditMyUser(editor('full-access'), { roleId: ROLE_ID, isAdmin: false })).toBe(true);
  });

  it('refuses a target of the same role without the edit right', () => {
    expect(canEditMyUser(editor('read-only'), { roleId: ROLE_ID, isAdmin: false })).toBe(false);
    expect(canEditMyUser(editor('no-access'), { roleId: ROLE_ID, isAdmin: false })).toBe(false);
  });

  it('refuses a non-admin target of a different role', () => {
    expect(canEditMyUser(editor('full-access'), { roleId: OTHER_ROLE_ID, isAdmin: false })).toBe(false);
  });
});
