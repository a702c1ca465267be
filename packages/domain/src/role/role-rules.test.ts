import { describe, expect, it } from 'vitest';
import { defaultRights, type Rights } from '../access/rights.ts';
import { allowedRights, canReachStartPage, reachableStartPages, roleRuleIssues } from './role-rules.ts';
import { roleInputSchema } from './role.schema.ts';

const NONE = Object.fromEntries(Object.keys(defaultRights('desangosse')).map((key) => [key, 'no-access'])) as Rights;

describe('reachableStartPages', () => {
  it('follows the navigation rules: a page needs the right behind its entry', () => {
    const role = { accountType: 'farmer' as const, isAdmin: false, rights: { ...NONE, sensors: 'read-only' as const } };
    expect(reachableStartPages(role)).toEqual(['/sensors', '/profile']);
    expect(canReachStartPage(role, '/parcels')).toBe(false);
  });

  it('offers staff with every right the whole navigation and the activity dashboard', () => {
    const pages = reachableStartPages({
      accountType: 'desangosse',
      isAdmin: true,
      rights: defaultRights('desangosse'),
    });
    expect(pages).toEqual(expect.arrayContaining(['/dashboard', '/dashboard/activity', '/roles', '/settings']));
    expect(pages).not.toContain('/parcels-sharing');
  });

  it('leaves a role without any right the profile only', () => {
    expect(reachableStartPages({ accountType: 'anonymous', isAdmin: false, rights: NONE })).toEqual(['/profile']);
  });
});

describe('roleRuleIssues', () => {
  const farmerAdmin = { accountType: 'farmer' as const, isAdmin: true, rights: defaultRights('farmer') };

  it('accepts a role whose rights fit its account type and whose start page it reaches', () => {
    expect(roleRuleIssues({ ...farmerAdmin, startPage: '/parcels' })).toEqual([]);
  });

  it('names each key the account type may not hold when it is granted', () => {
    const rights: Rights = { ...farmerAdmin.rights, roles: 'read-only', providerAccounts: 'full-access' };
    expect(roleRuleIssues({ ...farmerAdmin, rights, startPage: '/parcels' })).toEqual([
      { path: ['rights', 'providerAccounts'], message: 'roles.errors.right-not-allowed' },
      { path: ['rights', 'roles'], message: 'roles.errors.right-not-allowed' },
    ]);
  });

  it('refuses a start page the role cannot open, and a page that is not a start page', () => {
    const rights: Rights = { ...farmerAdmin.rights, sensors: 'no-access' };
    expect(roleRuleIssues({ ...farmerAdmin, rights, startPage: '/sensors' })).toEqual([
      { path: ['startPage'], message: 'roles.errors.start-page-unreachable' },
    ]);
    expect(roleRuleIssues({ ...farmerAdmin, startPage: '/nowhere' })).toEqual([
      { path: ['startPage'], message: 'roles.errors.start-page-unknown' },
    ]);
  });
});

describe('allowedRights', () => {
  it('puts keys of another account type back to no-access and keeps the others', () => {
    const rights = allowedRights('farmer', defaultRights('desangosse'));
    expect(rights.roles).toBe('no-access');
    expect(rights.sensors).toBe('full-access');
    expect(rights.myAccount).toBe('no-access');
  });
});

describe('roleInputSchema', () => {
  it('reports the rules on the fields, as the API and the form show them', () => {
    const result = roleInputSchema.safeParse({
      ...farmerAdminInput(),
      rights: { ...defaultRights('farmer'), users: 'full-access', parcels: 'all' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['rights.parcels']);

    const rules = roleInputSchema.safeParse({
      ...farmerAdminInput(),
      rights: { ...defaultRights('farmer'), users: 'full-access' },
    });
    expect(rules.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rights.users', 'roles.errors.right-not-allowed'],
    ]);
  });

  it('trims the label and requires one', () => {
    expect(roleInputSchema.parse({ ...farmerAdminInput(), labelFr: '  Chef de culture ' }).labelFr).toBe(
      'Chef de culture',
    );
    expect(roleInputSchema.safeParse({ ...farmerAdminInput(), labelFr: '  ' }).error?.issues[0]?.message).toBe(
      'required',
    );
  });
});

function farmerAdminInput() {
  return {
    accountType: 'farmer',
    labelFr: 'Exploitant',
    startPage: '/parcels',
    isAdmin: true,
    rights: defaultRights('farmer'),
  };
}
