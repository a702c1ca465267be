import type { AccountType } from '@console/domain/account/account-type';
import type { Language } from '@console/domain/i18n/languages';
import { PAGE_SIZE } from '@console/domain/list/list-query';
import type { RoleListFilter, RoleListItem, RoleListQuery, RoleOption } from '@console/domain/role/role.schema';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Database } from '../../db/client.ts';
import { roleLabelColumns } from '../../db/role-label-columns.ts';
import { roles, users } from '../../db/schema.ts';

const itemColumns = {
  id: roles.id,
  accountType: roles.accountType,
  ...roleLabelColumns,
  startPage: roles.startPage,
  rights: roles.rights,
  isAdmin: roles.isAdmin,
  /** Disabled users count too: they would get the role back when enabled again. */
  userCount: count(users.id),
};

/** Roles with how many users hold each; grouping by the key lets the role's other columns be selected. */
const roleRows = (db: Database) =>
  db.select(itemColumns).from(roles).leftJoin(users, eq(users.roleId, roles.id)).groupBy(roles.id).$dynamic();

/** Roles are global, not owned by an account: the filters are the only condition. */
export const roleConditions = (filter: RoleListFilter): SQL | undefined =>
  and(
    filter.search ? sql`lower(${roles.labelFr}) like ${containsPattern(filter.search)}` : undefined,
    filter.accountType ? eq(roles.accountType, filter.accountType) : undefined,
  );

const LABEL_COLUMNS = { fr: roles.labelFr, en: roles.labelEn, de: roles.labelDe, es: roles.labelEs } as const;

/** Labels in the reader's language, the French one standing in where a role has none (`roleLabelIn`). */
const labelOrder = (language: Language = 'fr') => sql`lower(coalesce(${LABEL_COLUMNS[language]}, ${roles.labelFr}))`;

export const selectRolePage = (db: Database, where: SQL | undefined, query: RoleListQuery): Promise<RoleListItem[]> => {
  const direction = query.order === 'desc' ? desc : asc;
  const label = labelOrder(query.language);
  const order =
    query.sort === 'accountType'
      ? [direction(roles.accountType), asc(label), asc(roles.id)]
      : [direction(label), asc(roles.id)];
  return roleRows(db)
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset(query.start);
};

export const countRoles = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(roles).where(where);
  return row?.n ?? 0;
};

export const selectRole = async (db: Database, id: string): Promise<RoleListItem | undefined> => {
  const [row] = await roleRows(db).where(eq(roles.id, id));
  return row;
};

/**
 * The role, locked until the transaction ends: a user being given the role meanwhile (which takes a key-share lock
 * on it) waits, so the in-use checks that follow stay true until the change is committed.
 */
export const lockRole = async (tx: Database, id: string) => {
  const [row] = await tx.select({ accountType: roles.accountType }).from(roles).where(eq(roles.id, id)).for('update');
  return row;
};

export const countRoleUsers = async (tx: Database, id: string): Promise<number> => {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.roleId, id));
  return row?.n ?? 0;
};

export const selectRoleOptions = (db: Database, accountTypes: readonly AccountType[]): Promise<RoleOption[]> =>
  db
    .select({ id: roles.id, accountType: roles.accountType, ...roleLabelColumns, isAdmin: roles.isAdmin })
    .from(roles)
    .where(inArray(roles.accountType, [...accountTypes]))
    .orderBy(asc(roles.accountType), asc(labelOrder()), asc(roles.id));
