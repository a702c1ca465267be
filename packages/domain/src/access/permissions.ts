import type { AccountType } from '../account/account-type.ts';
import { type AccessKey, canAccessRight, canEditRight, type Rights } from './rights.ts';

export type Action = 'read' | 'edit';
/** Typed permission strings, e.g. `read:parcels` or `edit:myUsers`. */
export type Permission = `${Action}:${AccessKey}`;

/** What access decisions need to know about the caller; the profile and the server's session both fit it. */
export type AccessSubject = {
  accountType: AccountType;
  accountId: string | null;
  isInvitedAccount?: boolean;
  roleId: string;
  role: { isAdmin: boolean; rights: Rights };
};

export const can = (subject: AccessSubject, permission: Permission): boolean => {
  const [action, key] = permission.split(':') as [Action, AccessKey];
  const right = subject.role.rights[key];
  return action === 'edit' ? canEditRight(right) : canAccessRight(right);
};

export const isAdmin = (subject: AccessSubject): boolean => subject.role.isAdmin;
export const isInvitedAccount = (subject: AccessSubject): boolean => subject.isInvitedAccount === true;
export const isSameAccount = (subject: AccessSubject, record: { accountId: string | null }): boolean =>
  subject.accountId !== null && subject.accountId === record.accountId;

export const DASHBOARD_TABS = ['activity', 'sensors', 'support', 'metrics', 'qos'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** Manufacturer staff: the account type that sees every tenant and configures the product. */
export const isManufacturer = (subject: Pick<AccessSubject, 'accountType'>): boolean =>
  subject.accountType === 'desangosse';

/** Accounts that see other accounts' data: staff see every account, a provider its farmers'. */
export const isProviderOrManufacturer = (subject: AccessSubject) =>
  subject.accountType === 'provider' || isManufacturer(subject);

/**
 * Favourites (spec point 6): saved territories of the accounts that follow other accounts' parcels and sensors,
 * for users who read either.
 */
export const canUseFavourites = (subject: AccessSubject): boolean =>
  isProviderOrManufacturer(subject) && (can(subject, 'read:parcels') || can(subject, 'read:sensors'));

/** Dashboard tab rules of spec point 6. */
export const canSeeDashboardTab = (subject: AccessSubject, tab: DashboardTab): boolean => {
  switch (tab) {
    case 'activity':
      return isProviderOrManufacturer(subject) && can(subject, 'read:parcels');
    case 'sensors':
      return isProviderOrManufacturer(subject) && (can(subject, 'read:sensors') || can(subject, 'read:defaults'));
    case 'support':
      return isManufacturer(subject) && can(subject, 'read:dashboardMaintenance');
    case 'metrics':
      return isManufacturer(subject) && can(subject, 'read:dashboardUsage');
    case 'qos':
      return isManufacturer(subject) && can(subject, 'read:dashboardQos');
  }
};

export const availableDashboardTabs = (subject: AccessSubject): DashboardTab[] =>
  DASHBOARD_TABS.filter((tab) => canSeeDashboardTab(subject, tab));

/** The statistics pages are the staff tabs' measures over months: each needs its tab's right (spec point 2). */
const STATS_TABS = { qos: 'qos', maintenance: 'support', usage: 'metrics' } as const satisfies Record<
  string,
  DashboardTab
>;

export const canSeeStatsPage = (subject: AccessSubject, page: keyof typeof STATS_TABS): boolean =>
  canSeeDashboardTab(subject, STATS_TABS[page]);

/** An account's administrator may require two-step sign-in of every user of the account (decision 184). */
export const canRequireSecondFactor = (subject: AccessSubject): boolean =>
  isAdmin(subject) && can(subject, 'edit:myAccount');

/**
 * The my-users edit rule of spec point 6: an entry may be edited when the target's role is admin,
 * or, when the editor can edit MyUsers, when both share the same role.
 */
export const canEditMyUser = (editor: AccessSubject, target: { roleId: string; isAdmin: boolean }): boolean =>
  target.isAdmin || (can(editor, 'edit:myUsers') && editor.roleId === target.roleId);
