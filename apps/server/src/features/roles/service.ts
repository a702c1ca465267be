import { can, isManufacturer } from '@console/domain/access/permissions';
import { canEditRight } from '@console/domain/access/rights';
import { ACCOUNT_TYPES, type AccountType } from '@console/domain/account/account-type';
import type { Paged } from '@console/domain/list/list-query';
import type {
  RoleInput,
  RoleListItem,
  RoleListQuery,
  RoleOption,
  RoleOptionsQuery,
} from '@console/domain/role/role.schema';
import { eq } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { roles } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../plugins/app-error.ts';
import {
  countRoles,
  countRoleUsers,
  lockRole,
  roleConditions,
  selectRole,
  selectRoleOptions,
  selectRolePage,
} from './queries.ts';

/** A refusal that names the field at fault, for the form to show beside it. */
const fieldConflict = (message: string, path: string[], key: string) =>
  new AppError('conflict', message, { issues: [{ path, message: key }] });

/** The unique index on (account type, lower(label)) decides, so two concurrent saves cannot both take a label. */
const refuseTakenLabel = (error: unknown) => {
  throw isUniqueViolation(error)
    ? fieldConflict('another role of this account type has that label', ['labelFr'], 'roles.errors.label-taken')
    : error;
};

export const listRoles = async (db: Database, query: RoleListQuery): Promise<Paged<RoleListItem>> => {
  const { start: _start, sort, order, ...filter } = query;
  const where = roleConditions(filter);
  const [items, total] = await Promise.all([selectRolePage(db, where, query), countRoles(db, where)]);
  return { items, total, filter, sort: { field: sort, order } };
};

export const getRole = async (db: Database, id: string): Promise<RoleListItem> => {
  const role = await selectRole(db, id);
  if (!role) throw notFound('role not found');
  return role;
};

export const createRole = async (db: Database, input: RoleInput): Promise<RoleListItem> => {
  const [created] = await db.insert(roles).values(input).returning({ id: roles.id }).catch(refuseTakenLabel);
  if (!created) throw new Error('role not created');
  const id = created.id;
  return getRole(db, id);
};

/**
 * Rules that need the database or the caller on top of the role schema's: a role in use keeps its account type (its
 * users' accounts are of that type), and the caller keeps the right to edit roles on their own role, or nobody
 * holding it could undo the change.
 */
export const updateRole = async (
  db: Database,
  session: Session,
  id: string,
  input: RoleInput,
): Promise<RoleListItem> => {
  await db.transaction(async (tx) => {
    const current = await lockRole(tx, id);
    if (!current) throw notFound('role not found');
    if (current.accountType !== input.accountType && (await countRoleUsers(tx, id)) > 0) {
      throw fieldConflict(
        'users hold this role: its account type cannot change',
        ['accountType'],
        'roles.errors.account-type-in-use',
      );
    }
    if (id === session.roleId && !canEditRight(input.rights.roles)) {
      throw fieldConflict(
        'your own role must keep full access to roles',
        ['rights', 'roles'],
        'roles.errors.own-role-roles-right',
      );
    }
    await tx.update(roles).set(input).where(eq(roles.id, id)).catch(refuseTakenLabel);
  });
  return getRole(db, id);
};

/** Refused while users hold the role: they would be left without rights. */
export const deleteRole = async (db: Database, id: string): Promise<void> => {
  await db.transaction(async (tx) => {
    if (!(await lockRole(tx, id))) throw notFound('role not found');
    const userCount = await countRoleUsers(tx, id);
    if (userCount > 0) {
      throw new AppError(
        'conflict',
        `${userCount} user(s) still hold this role: give them another role before deleting it`,
        { error: 'role-in-use', userCount },
      );
    }
    await tx.delete(roles).where(eq(roles.id, id));
  });
};

/**
 * The account types whose roles the caller may see in a user form: every type for those who manage roles; with the
 * users right, the types of the accounts in the caller's scope; with the my-users right, the caller's own type.
 */
const pickableAccountTypes = (session: Session): readonly AccountType[] => {
  if (can(session, 'read:roles')) return ACCOUNT_TYPES;
  const types = new Set<AccountType>();
  if (can(session, 'read:myUsers')) types.add(session.accountType);
  if (can(session, 'read:users')) {
    if (isManufacturer(session)) return ACCOUNT_TYPES;
    types.add(session.accountType);
    if (session.accountType === 'provider') types.add('farmer');
  }
  return [...types];
};

export const listRoleOptions = (db: Database, session: Session, query: RoleOptionsQuery): Promise<RoleOption[]> => {
  const pickable = pickableAccountTypes(session);
  if (pickable.length === 0) throw forbidden();
  if (query.accountType === undefined) return selectRoleOptions(db, pickable);
  if (!pickable.includes(query.accountType)) throw forbidden();
  return selectRoleOptions(db, [query.accountType]);
};
