import { PAGE_SIZE } from '@console/domain/list/list-query';
import type { UserListFilter, UserListItem, UserListQuery } from '@console/domain/user/user-list.schema';
import { and, asc, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { roleLabelColumns } from '../../db/role-label-columns.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { accounts, roles, userPasskeys, users, userTokens, userTotpFactors } from '../../db/schema.ts';

const itemColumns = {
  id: users.id,
  state: users.state,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  language: users.language,
  roleId: users.roleId,
  roleLabel: roles.labelFr,
  roleLabels: roleLabelColumns,
  isAdmin: roles.isAdmin,
  accountId: users.accountId,
  accountName: accounts.name,
  accountType: accounts.type,
  createdAt: users.createdAt,
  passkeys: sql<number>`(select count(*)::int from ${userPasskeys} where ${userPasskeys.userId} = ${users.id})`,
  secondFactorEnrolledAt: userTotpFactors.confirmedAt,
  secondFactorLastUsedAt: userTotpFactors.lastUsedAt,
};

/** Users with their account and role; callers add the reach, filters and paging. */
const userRows = (db: Database) =>
  db
    .select(itemColumns)
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(userTotpFactors, eq(userTotpFactors.userId, users.id))
    .$dynamic();

type UserRow = Awaited<ReturnType<typeof userRows>>[number];

const toUserListItem = ({
  createdAt,
  secondFactorEnrolledAt: enrolledAt,
  secondFactorLastUsedAt: lastUsedAt,
  ...row
}: UserRow): UserListItem => ({
  ...row,
  createdAt: createdAt.toISOString(),
  // An app set up but not confirmed yet is no factor.
  secondFactor: enrolledAt
    ? { enrolledAt: enrolledAt.toISOString(), lastUsedAt: lastUsedAt?.toISOString() ?? null }
    : null,
});

/**
 * The list filters on top of `reach` (which accounts' users the caller may list): only user columns, so the count
 * needs no join.
 */
export const userConditions = (reach: SQL, filter: UserListFilter): SQL | undefined => {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    reach,
    pattern
      ? sql`(lower(${users.firstName}) like ${pattern} or lower(${users.lastName}) like ${pattern} or lower(${users.email}) like ${pattern})`
      : undefined,
    filter.state ? eq(users.state, filter.state) : undefined,
    filter.roleId ? eq(users.roleId, filter.roleId) : undefined,
    filter.accountId ? eq(users.accountId, filter.accountId) : undefined,
  );
};

const sortColumns: Record<UserListQuery['sort'], (SQL | AnyPgColumn)[]> = {
  lastName: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  accountName: [sql`lower(${accounts.name})`, sql`lower(${users.lastName})`],
  roleLabel: [sql`lower(${roles.labelFr})`, sql`lower(${users.lastName})`],
  state: [users.state, sql`lower(${users.lastName})`],
  createdAt: [users.createdAt],
};

/** One page of users (or a whole export when `limit` says so), sorted, ties broken by id for stable paging. */
export const selectUserPage = async (
  db: Database,
  where: SQL | undefined,
  query: Pick<UserListQuery, 'start' | 'sort' | 'order'>,
  limit = PAGE_SIZE,
): Promise<UserListItem[]> => {
  const direction = query.order === 'desc' ? desc : asc;
  const [first, ...rest] = sortColumns[query.sort];
  const order = [...(first ? [direction(first)] : []), ...rest.map((column) => asc(column)), asc(users.id)];
  const rows = await userRows(db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(query.start);
  return rows.map(toUserListItem);
};

export const countUsers = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
};

export const selectUser = async (db: Database, id: string, reach: SQL): Promise<UserListItem | undefined> => {
  const [row] = await userRows(db).where(and(eq(users.id, id), reach));
  return row ? toUserListItem(row) : undefined;
};

/** Until when the user's current access link works, if one does. */
export const selectAccessLinkExpiry = async (db: Database, userId: string): Promise<Date | null> => {
  const [row] = await db
    .select({ expiresAt: userTokens.expiresAt })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, 'access-link'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(userTokens.expiresAt))
    .limit(1);
  return row?.expiresAt ?? null;
};

/**
 * The account's row, locked until the transaction ends: changes that could leave it without an administrator run
 * one after the other, so two of them cannot each see the other administrator still there.
 */
export const lockAccount = async (tx: Database, accountId: string) => {
  const [row] = await tx
    .select({ id: accounts.id, type: accounts.type })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return row;
};

/** How many of the account's users hold an administrator role, leaving one user out. */
export const countOtherAdmins = async (tx: Database, accountId: string, exceptUserId: string): Promise<number> => {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.accountId, accountId), eq(roles.isAdmin, true), sql`${users.id} <> ${exceptUserId}`));
  return row?.n ?? 0;
};

export const selectRole = async (db: Database, roleId: string) => {
  const [row] = await db
    .select({ id: roles.id, accountType: roles.accountType, isAdmin: roles.isAdmin })
    .from(roles)
    .where(eq(roles.id, roleId));
  return row;
};

export const isEmailTaken = async (db: Database, email: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
};

/** Whether someone of the account already activated theirs: a farm's first admin still has its details to review. */
export const hasActivatedUser = async (db: Database, accountId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.state, 'activated')))
    .limit(1);
  return row !== undefined;
};
