import type { AccountType } from '../account/account-type.ts';
import {
  type AccessSubject,
  can,
  canEditMyUser,
  isAdmin,
  isManufacturer,
  isSameAccount,
} from '../access/permissions.ts';
import type { UserState } from '../profile/profile.schema.ts';

/** What the user rules look at in the user being changed. */
export type UserTarget = { accountId: string; accountType: AccountType; roleId: string; isAdmin: boolean };

/**
 * Whether the subject may change a user they can see (edit, delete, re-send the invitation). The Users edit right
 * covers every user of the subject's scope, their own account's included; without it, the my-users edit right covers
 * the own account's users that the my-users rule of spec point 6 allows (administrators, and the editor's own role).
 * Seeing the user at all is the server's scope check, made before this one.
 */
export const canEditUser = (subject: AccessSubject, target: UserTarget): boolean =>
  can(subject, 'edit:users') ||
  (isSameAccount(subject, target) && can(subject, 'edit:myUsers') && canEditMyUser(subject, target));

/** Whether the subject may invite users into the account (which the server also checks is in their scope). */
export const canCreateUserIn = (subject: AccessSubject, account: { accountId: string }): boolean =>
  can(subject, 'edit:users') || (isSameAccount(subject, account) && can(subject, 'edit:myUsers'));

/**
 * Whether the subject may give a user of this account this role (inviting with it, or changing to it). An
 * administrator role of the subject's own account is given only by one of its administrators: the my-users or Users
 * edit right must not let its holder make themselves, or a colleague, an administrator (decision 081). Users of
 * other accounts in the subject's scope get any role of their account's type from whoever manages them.
 */
export const canGrantRole = (subject: AccessSubject, account: { accountId: string }, role: { isAdmin: boolean }) =>
  !role.isAdmin || isAdmin(subject) || !isSameAccount(subject, account);

/**
 * Access links let manufacturer staff who manage users open the console as a distributor's or farmer's active user
 * (decision 059); staff never open each other's accounts that way.
 */
export const canIssueAccessLink = (
  subject: AccessSubject,
  target: { accountType: AccountType; state: UserState },
): boolean =>
  isManufacturer(subject) && can(subject, 'edit:users') && !isManufacturer(target) && target.state === 'activated';
