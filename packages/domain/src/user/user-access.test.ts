import { describe, expect, it } from 'vitest';
import type { AccountType } from '../account/account-type.ts';
import type { AccessSubject } from '../access/permissions.ts';
import { type AccessKey, defaultRights, type Right } from '../access/rights.ts';
import { canCreateUserIn, canEditUser, canGrantRole, canIssueAccessLink, type UserTarget } from './user-access.ts';

const OWN_ACCOUNT = '0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d';
const OTHER_ACCOUNT = '5e8c1d2a-7b66-4f1e-8c2d-3a4b5c6d7e8f';
const OWN_ROLE = '1c5a9f0e-4d66-4d2d-8b9f-3a2a7a2c3d4e';
const OTHER_ROLE = '2d6b0a1f-5e77-4e3e-9c0a-4b3b8b3d4e5f';

const subject = (accountType: AccountType, rights: Partial<Record<AccessKey, Right>> = {}): AccessSubject => ({
  accountType,
  accountId: OWN_ACCOUNT,
  roleId: OWN_ROLE,
  role: { isAdmin: false, rights: { ...defaultRights(accountType), ...rights } },
});

const target = (change: Partial<UserTarget> = {}): UserTarget => ({
  accountId: OWN_ACCOUNT,
  accountType: 'farmer',
  roleId: OTHER_ROLE,
  isAdmin: false,
  ...change,
});

describe('canEditUser', () => {
  it('lets the Users edit right change any user the subject sees', () => {
    const provider = subject('provider');
    expect(canEditUser(provider, target({ accountId: OTHER_ACCOUNT }))).toBe(true);
    expect(canEditUser(provider, target())).toBe(true);
  });

  it('applies the my-users rule to the own account without the Users right', () => {
    const farmer = subject('farmer');
    expect(canEditUser(farmer, target({ isAdmin: true }))).toBe(true);
    expect(canEditUser(farmer, target({ roleId: OWN_ROLE }))).toBe(true);
    expect(canEditUser(farmer, target())).toBe(false);
  });

  it('needs the my-users edit right even for an administrator', () => {
    expect(canEditUser(subject('farmer', { myUsers: 'read-only' }), target({ isAdmin: true }))).toBe(false);
  });

  it('never reaches another account through the my-users right', () => {
    expect(canEditUser(subject('farmer'), target({ accountId: OTHER_ACCOUNT, isAdmin: true }))).toBe(false);
  });
});

describe('canGrantRole', () => {
  const ownAccount = { accountId: OWN_ACCOUNT };
  const adminRole = { isAdmin: true };

  it('keeps the administrator roles of the own account to its administrators', () => {
    const manager = subject('farmer', { myUsers: 'full-access', users: 'full-access' });
    expect(canGrantRole(manager, ownAccount, adminRole)).toBe(false);
    expect(canGrantRole(manager, ownAccount, { isAdmin: false })).toBe(true);
    expect(canGrantRole({ ...manager, role: { ...manager.role, isAdmin: true } }, ownAccount, adminRole)).toBe(true);
  });

  it('lets whoever manages another account’s users make one of them its administrator', () => {
    expect(canGrantRole(subject('provider'), { accountId: OTHER_ACCOUNT }, adminRole)).toBe(true);
  });
});

describe('canCreateUserIn', () => {
  it('invites into any account of the scope with the Users right, into the own one with my-users', () => {
    expect(canCreateUserIn(subject('provider'), { accountId: OTHER_ACCOUNT })).toBe(true);
    expect(canCreateUserIn(subject('farmer'), { accountId: OWN_ACCOUNT })).toBe(true);
    expect(canCreateUserIn(subject('farmer'), { accountId: OTHER_ACCOUNT })).toBe(false);
    expect(canCreateUserIn(subject('farmer', { myUsers: 'read-only' }), { accountId: OWN_ACCOUNT })).toBe(false);
  });
});

describe('canIssueAccessLink', () => {
  it('is for staff with the Users edit right, towards active distributor and farmer users', () => {
    const staff = subject('desangosse');
    expect(canIssueAccessLink(staff, { accountType: 'farmer', state: 'activated' })).toBe(true);
    expect(canIssueAccessLink(staff, { accountType: 'provider', state: 'activated' })).toBe(true);
    expect(canIssueAccessLink(staff, { accountType: 'desangosse', state: 'activated' })).toBe(false);
    expect(canIssueAccessLink(staff, { accountType: 'farmer', state: 'invited' })).toBe(false);
    expect(
      canIssueAccessLink(subject('desangosse', { users: 'read-only' }), { accountType: 'farmer', state: 'activated' }),
    ).toBe(false);
    expect(canIssueAccessLink(subject('provider'), { accountType: 'farmer', state: 'activated' })).toBe(false);
  });
});
