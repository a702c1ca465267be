import type { AccountType } from '../account/account-type.ts';
import { type AccessSubject, can, canEditMyUser, isSameAccount } from '../access/permissions.ts';
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
 * Access links let manufacturer staff who manage users open the console as a distributor's or farmer's active user
 * (decision 059); staff never open each other's accounts that way.
 */
export const canIssueAccessLink = (
  subject: AccessSubject,
  target: { accountType: AccountType; state: UserState },
): boolean =>
  subject.accountType === 'desangosse' &&
  can(subject, 'edit:users') &&
  target.accountType !== 'desangosse' &&
  target.state === 'activated';
