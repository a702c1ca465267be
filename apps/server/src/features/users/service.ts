import { can, isManufacturer } from '@console/domain/access/permissions';
import type { Paged } from '@console/domain/list/list-query';
import { canCreateUserIn, canEditUser, canGrantRole, canIssueAccessLink } from '@console/domain/user/user-access';
import type {
  AccessLink,
  AccessLinkTarget,
  UpdateUserInput,
  UserDetail,
  UserListItem,
  UserListQuery,
  SecondFactorReset,
} from '@console/domain/user/user-list.schema';
import type { CreateUserInput } from '@console/domain/user/user.schema';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AccessTokenSigner } from '../../auth/access-token.ts';
import { assertRecentSecondFactor } from '../../auth/mfa/step-up.ts';
import { inAccountScope } from '../../auth/scope.ts';
import { getCountryPack } from '../settings/service.ts';
import { resetSecondFactor, secondFactorHistory } from '../two-factor/service.ts';
import type { Session } from '../../auth/session.ts';
import { findUserToken, issueUserToken, revokeUserTokens } from '../../auth/user-tokens.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';
import type { Mailing } from '../../mail/mail-queue.ts';
import { AppError, fieldError, forbidden, notFound } from '../../plugins/app-error.ts';
import { queueActivationMail } from '../../auth/access-mails.ts';
import {
  countOtherAdmins,
  countUsers,
  hasActivatedUser,
  isEmailTaken,
  lockAccount,
  selectAccessLinkExpiry,
  selectRole,
  selectUser,
  selectUserPage,
  userConditions,
} from './queries.ts';

export type UserDeps = Mailing & { db: Database; signer: AccessTokenSigner };

/** The users the Users right shows: every account of the caller's scope (spec point 6, auth/scope.ts). */
export const usersReach = (session: Session): SQL => inAccountScope(session, users.accountId);
/** The users the my-users right shows: the caller's own account. */
export const myUsersReach = (session: Session): SQL => eq(users.accountId, session.accountId);

/** What one user's page may show: the union of both rights' reach; 403 to a caller holding neither. */
const anyReach = (session: Session): SQL => {
  const reaches = [
    ...(can(session, 'read:users') ? [usersReach(session)] : []),
    ...(can(session, 'read:myUsers') ? [myUsersReach(session)] : []),
  ];
  const [first, ...rest] = reaches;
  if (!first) throw forbidden();
  return or(first, ...rest) ?? first;
};

/** A refusal that names no field: the page shows the sentence of `users.errors.<error>`. */
const refusal = (message: string, error: string) => new AppError('conflict', message, { error });

const listPage = async (db: Database, reach: SQL, query: UserListQuery): Promise<Paged<UserListItem>> => {
  const { start: _start, sort, order, ...filter } = query;
  const where = userConditions(reach, filter);
  const [items, total] = await Promise.all([selectUserPage(db, where, query), countUsers(db, where)]);
  return { items, total, filter, sort: { field: sort, order } };
};

/** `GET /back/users`: the users of every account in the caller's scope. */
export const listUsers = (db: Database, session: Session, query: UserListQuery) =>
  listPage(db, usersReach(session), query);

/** `GET /back/users/mine`: the users of the caller's own account. */
export const listMyUsers = (db: Database, session: Session, query: UserListQuery) =>
  listPage(db, myUsersReach(session), query);

const findVisibleUser = async (db: Database, session: Session, id: string): Promise<UserListItem> => {
  const user = await selectUser(db, id, anyReach(session));
  if (!user) throw notFound('user not found');
  return user;
};

export const getUser = async (db: Database, session: Session, id: string): Promise<UserDetail> => {
  const user = await findVisibleUser(db, session, id);
  const [expiresAt, history] = await Promise.all([selectAccessLinkExpiry(db, id), secondFactorHistory(db, id)]);
  return { ...user, accessLinkExpiresAt: expiresAt?.toISOString() ?? null, secondFactorHistory: history };
};

/** A user the caller sees (404 otherwise) and may change (403 otherwise): the Users right, or the my-users rule. */
const requireEditableUser = async (db: Database, session: Session, id: string): Promise<UserListItem> => {
  const user = await findVisibleUser(db, session, id);
  if (!canEditUser(session, user)) throw forbidden();
  return user;
};

/** A role for a user of this account type, or 422 on the role field. */
const requireRoleFor = async (db: Database, roleId: string, accountType: string) => {
  const role = await selectRole(db, roleId);
  if (!role || role.accountType !== accountType) {
    throw fieldError('invalid', 'the role is not one of this account type', 'roleId', 'users.errors.role-invalid');
  }
  return role;
};

const emailTaken = () => fieldError('conflict', 'this e-mail address is in use', 'email', 'users.errors.email-taken');

/**
 * `POST /back/users`: invites someone into an account of the caller's reach. The user is created invited, without a
 * password, and the activation e-mail is queued in the same transaction, so either both happen or neither.
 */
export const createUser = async (deps: UserDeps, session: Session, input: CreateUserInput): Promise<UserDetail> => {
  const { db } = deps;
  if (!can(session, 'edit:users') && !can(session, 'edit:myUsers')) throw forbidden();
  const accountReach = can(session, 'edit:users')
    ? inAccountScope(session, accounts.id)
    : eq(accounts.id, session.accountId);
  const [account] = await db
    .select({ id: accounts.id, type: accounts.type, postalAddress: accounts.postalAddress })
    .from(accounts)
    .where(and(eq(accounts.id, input.accountId), accountReach));
  if (!account || !canCreateUserIn(session, { accountId: account.id })) {
    throw fieldError('invalid', 'no such account in your reach', 'accountId', 'users.errors.account-invalid');
  }
  if (account.type !== input.accountType) {
    throw fieldError('invalid', 'the account is of another type', 'accountType', 'users.errors.account-type');
  }
  const pack = account.postalAddress && (await getCountryPack(db, account.postalAddress.country));
  const id = await db
    .transaction(async (tx) => {
      const role = await requireRoleFor(tx, input.roleId, account.type);
      if (!canGrantRole(session, { accountId: account.id }, role)) throw forbidden();
      if (role.isAdmin) await assertRecentSecondFactor(tx, session);
      if (await isEmailTaken(tx, input.email)) throw emailTaken();
      const { accountType: _type, phoneNumber, ...fields } = input;
      const [user] = await tx
        .insert(users)
        .values({
          ...fields,
          phoneNumber: phoneNumber ?? null,
          state: 'invited',
          // The account's country pack gives new users their time zone (decisions 060 and 163); they change it on
          // their profile.
          ...(pack ? { zoneId: pack.defaults.zoneId } : {}),
        })
        .returning({ id: users.id, email: users.email, firstName: users.firstName, language: users.language });
      if (!user) throw new Error('user not created');
      // The first admin of a farm someone else created reviews the farm's details while activating.
      const completesFarm = account.type === 'farmer' && role.isAdmin && !(await hasActivatedUser(tx, account.id));
      await queueActivationMail(deps, tx, user, { completesFarm });
      return user.id;
    })
    .catch((error: unknown) => {
      // Two invitations of one address at once: the unique index refuses the second.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  return getUser(db, session, id);
};

/** Whether the account keeps an administrator without this user, asked under the account's lock. */
const hasOtherAdmin = async (tx: Database, user: UserListItem): Promise<boolean> => {
  await lockAccount(tx, user.accountId);
  return (await countOtherAdmins(tx, user.accountId, user.id)) > 0;
};

/**
 * `POST /back/users/{id}`: names, phone, language and role. Nobody changes their own role (they could lock
 * themselves out), and an account keeps at least one administrator.
 */
export const updateUser = async (
  db: Database,
  session: Session,
  id: string,
  input: UpdateUserInput,
): Promise<UserDetail> => {
  await db.transaction(async (tx) => {
    const user = await requireEditableUser(tx, session, id);
    const role = await requireRoleFor(tx, input.roleId, user.accountType);
    if (role.id !== user.roleId) {
      if (id === session.userId) {
        throw fieldError('conflict', 'you cannot change your own role', 'roleId', 'users.errors.own-role');
      }
      if (!canGrantRole(session, user, role)) throw forbidden();
      if (role.isAdmin) await assertRecentSecondFactor(tx, session);
      if (user.isAdmin && !role.isAdmin && !(await hasOtherAdmin(tx, user))) {
        throw fieldError('conflict', 'the account needs an administrator', 'roleId', 'users.errors.last-admin');
      }
    }
    const { phoneNumber, ...fields } = input;
    await tx
      .update(users)
      .set({ ...fields, phoneNumber: phoneNumber ?? null, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  });
  return getUser(db, session, id);
};

/**
 * `DELETE /back/users/{id}`: the user and, through the foreign keys' cascades, their sessions, links and terms
 * acceptances, in one statement. Not oneself, and not an account's last administrator.
 */
export const deleteUser = async (db: Database, session: Session, id: string): Promise<void> => {
  await db.transaction(async (tx) => {
    const user = await requireEditableUser(tx, session, id);
    if (id === session.userId) throw refusal('you cannot delete yourself', 'delete-self');
    if (user.isAdmin && !(await hasOtherAdmin(tx, user))) {
      throw refusal('the account needs an administrator', 'last-admin');
    }
    await tx.delete(users).where(eq(users.id, id));
  });
};

/** `POST /back/users/{id}/activation-request`: a new activation e-mail (the earlier link stops working). */
export const requestActivation = async (deps: UserDeps, session: Session, id: string): Promise<void> => {
  const user = await requireEditableUser(deps.db, session, id);
  if (user.state !== 'invited') throw refusal('this user has already activated their account', 'already-active');
  await deps.db.transaction(async (tx) => {
    const completesFarm =
      user.accountType === 'farmer' && user.isAdmin && !(await hasActivatedUser(tx, user.accountId));
    await queueActivationMail(deps, tx, user, { completesFarm });
  });
};

/** The access-link rules of the domain, with the reason of a refusal: 403 for who, 409 for an inactive user. */
const requireAccessLinkTarget = async (db: Database, session: Session, id: string) => {
  const user = await findVisibleUser(db, session, id);
  if (canIssueAccessLink(session, user)) return user;
  if (isManufacturer(user) || !can(session, 'edit:users') || !isManufacturer(session)) {
    throw forbidden();
  }
  throw refusal('only an active user can be opened with an access link', 'not-active');
};

/**
 * `POST /back/users/{id}/generate-access-link-token`: a link that signs whoever opens it in as the user, until it
 * expires or is revoked (decision 059). A new link replaces the previous one. Only its hash is stored.
 */
export const generateAccessLink = async (deps: UserDeps, session: Session, id: string): Promise<AccessLink> => {
  await requireAccessLinkTarget(deps.db, session, id);
  const token = await issueUserToken(deps.db, id, 'access-link');
  const expiresAt = await selectAccessLinkExpiry(deps.db, id);
  if (!expiresAt) throw new Error('access link not stored');
  return {
    token,
    url: `${deps.publicUrl}/login/access-link-token/${token}`,
    expiresAt: expiresAt.toISOString(),
  };
};

/** `POST /back/users/{id}/delete-access-link-token`: the user's access link stops working. */
export const revokeAccessLink = async (db: Database, session: Session, id: string): Promise<void> => {
  await requireAccessLinkTarget(db, session, id);
  await revokeUserTokens(db, id, 'access-link');
};

/**
 * `GET /back/users/access-link-token/{token}` (public): the console address that stores a fresh access token of the
 * link's user (/login/token/{accessToken}). The session it opens has no refresh token: it ends with that token.
 * The user must still be active and enabled.
 */
export const redeemAccessLink = async (
  db: Database,
  signer: AccessTokenSigner,
  token: string,
): Promise<AccessLinkTarget & { userId: string }> => {
  const userId = await findUserToken(db, token, 'access-link');
  const [user] = userId
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.state, 'activated'), eq(users.isDisabled, false)))
    : [];
  if (!user) throw notFound('this link has expired or was revoked');
  return { userId: user.id, url: `/login/token/${encodeURIComponent(await signer.sign(user.id))}` };
};

/**
 * `POST /back/users/{id}/two-factor/reset` (decision 185): another administrator, never the user themselves, who
 * would turn their own second factor off without it.
 */
export const resetUserSecondFactor = async (
  deps: UserDeps,
  session: Session,
  id: string,
  { reason }: SecondFactorReset,
): Promise<UserDetail> => {
  await deps.db.transaction(async (tx) => {
    await requireEditableUser(tx, session, id);
    if (id === session.userId) throw new AppError('conflict', 'turn your own second factor off from your profile');
    await resetSecondFactor(tx, deps, { userId: id, actorId: session.userId, reason });
  });
  return getUser(deps.db, session, id);
};
