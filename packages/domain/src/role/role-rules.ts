import type { AccountType } from '../account/account-type.ts';
import { canSeeNavigationEntry, NAVIGATION_ENTRIES, NAVIGATION_PATHS } from '../access/navigation.ts';
import { type AccessSubject, canSeeDashboardTab } from '../access/permissions.ts';
import { ACCESS_KEYS, ACCESS_KEYS_BY_ACCOUNT_TYPE, type AccessKey, type Right, type Rights } from '../access/rights.ts';

/** What the rules of a role look at: the role as it is being edited, saved or not. */
export type RoleRulesInput = { accountType: AccountType; rights: Rights; isAdmin: boolean };

/**
 * The pages a role may open on (`/` leads to the start page, spec point 2): every navigation entry, the dashboard's
 * activity tab (named as a start page by the spec) and the profile, which every signed-in user reaches.
 */
export const START_PAGES = [
  ...NAVIGATION_ENTRIES.map((entry) => NAVIGATION_PATHS[entry]),
  '/dashboard/activity',
  '/profile',
] as const;

/** Where a new role opens, as the demo's roles and the database default do. */
export const DEFAULT_START_PAGE = '/parcels';

export const ROLE_ERRORS = {
  rightNotAllowed: 'roles.errors.right-not-allowed',
  startPageUnknown: 'roles.errors.start-page-unknown',
  startPageUnreachable: 'roles.errors.start-page-unreachable',
} as const;

/** A user holding the role, as the navigation rules see them; the account itself does not matter to them. */
const roleSubject = (role: RoleRulesInput): AccessSubject => ({
  accountType: role.accountType,
  accountId: null,
  roleId: '',
  role: { isAdmin: role.isAdmin, rights: role.rights },
});

/** Whether a user of the role can open the page: the same rules as the navigation and the route guards. */
export const canReachStartPage = (role: RoleRulesInput, page: string): boolean => {
  if (page === '/profile') return true;
  if (page === '/dashboard/activity') return canSeeDashboardTab(roleSubject(role), 'activity');
  const entry = NAVIGATION_ENTRIES.find((candidate) => NAVIGATION_PATHS[candidate] === page);
  return entry !== undefined && canSeeNavigationEntry(roleSubject(role), entry);
};

/** The start pages the role can reach, in navigation order: the choices of the role form. */
export const reachableStartPages = (role: RoleRulesInput): string[] =>
  START_PAGES.filter((page) => canReachStartPage(role, page));

/** Keys outside the account type's set can only stay at no-access (spec point 6). */
export const isRightAllowed = (accountType: AccountType, key: AccessKey, right: Right): boolean =>
  right === 'no-access' || ACCESS_KEYS_BY_ACCOUNT_TYPE[accountType].includes(key);

/** The rights with every key the account type may not hold put back to no-access, e.g. after a type change. */
export const allowedRights = (accountType: AccountType, rights: Rights): Rights =>
  Object.fromEntries(
    ACCESS_KEYS.map((key) => [key, isRightAllowed(accountType, key, rights[key]) ? rights[key] : 'no-access']),
  ) as Rights;

export type RoleRuleIssue = { path: (string | number)[]; message: string };

/**
 * What makes a well-formed role inconsistent: a right its account type may not hold, or a start page its users could
 * not open. The role schema reports these on the fields, so the form and the API give the same errors.
 */
export const roleRuleIssues = (role: RoleRulesInput & { startPage: string }): RoleRuleIssue[] => {
  const issues: RoleRuleIssue[] = ACCESS_KEYS.filter(
    (key) => !isRightAllowed(role.accountType, key, role.rights[key]),
  ).map((key) => ({ path: ['rights', key], message: ROLE_ERRORS.rightNotAllowed }));
  if (!(START_PAGES as readonly string[]).includes(role.startPage)) {
    issues.push({ path: ['startPage'], message: ROLE_ERRORS.startPageUnknown });
  } else if (!canReachStartPage(role, role.startPage)) {
    issues.push({ path: ['startPage'], message: ROLE_ERRORS.startPageUnreachable });
  }
  return issues;
};
