import type {
  AccountListFilter,
  AccountListQuery,
  ManagedAccountType,
} from '@console/domain/account/account-list.schema';
import type { AccountType } from '@console/domain/account/account-type';
import type { Country } from '@console/domain/address/postal-address.schema';
import { PAGE_SIZE } from '@console/domain/list/list-query';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern, startsWithPattern } from '../../db/like-pattern.ts';
import { accounts, parcels, roles, sensors, users } from '../../db/schema.ts';

/** Provider and farmer accounts the caller may see, for owner pickers and account filters. */
export const selectAccountOptions = (db: Database, session: Session) =>
  db
    .select({
      id: accounts.id,
      name: accounts.name,
      type: accounts.type,
      country: sql<Country | null>`${accounts.postalAddress}->>'country'`,
    })
    .from(accounts)
    .where(and(inAccountScope(session, accounts.id), inArray(accounts.type, ['provider', 'farmer'])))
    .orderBy(asc(accounts.name));

/** The role a new account's first user receives: the account type's admin role. */
export const findAdminRoleId = async (db: Database, accountType: AccountType): Promise<string> => {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.accountType, accountType), eq(roles.isAdmin, true)))
    .orderBy(asc(roles.labelFr))
    .limit(1);
  if (!role) throw new Error(`no ${accountType} administrator role`);
  return role.id;
};

/** Whether `roleId` is an administrator role of the account type. */
export const isAdminRoleOf = async (db: Database, roleId: string, accountType: AccountType): Promise<boolean> => {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.accountType, accountType), eq(roles.isAdmin, true)));
  return role !== undefined;
};

const provider = alias(accounts, 'provider');
const countOf = (table: typeof users | typeof sensors | typeof parcels) =>
  sql<number>`(select count(*) from ${table} where ${table.accountId} = ${accounts.id})::int`;

const summaryColumns = {
  id: accounts.id,
  type: accounts.type,
  name: accounts.name,
  siret: accounts.siret,
  postalAddress: accounts.postalAddress,
  comment: accounts.comment,
  createdAt: accounts.createdAt,
  providerId: provider.id,
  providerName: provider.name,
  // Per-row counts read the page's accounts only, each through the account_id index of its table.
  userCount: countOf(users),
  sensorCount: countOf(sensors),
  parcelCount: countOf(parcels),
  farmerCount: sql<number>`(select count(*) from ${accounts} farm where farm.provider_id = ${accounts.id})::int`,
};

/** Accounts with their provider and counts; callers add the conditions and paging. */
const accountRows = (db: Database) =>
  db.select(summaryColumns).from(accounts).leftJoin(provider, eq(provider.id, accounts.providerId)).$dynamic();

export type AccountRow = Awaited<ReturnType<typeof accountRows>>[number];

/** The caller's scope, the account type and the list filters, as one condition the list, count and export share. */
export const accountConditions = (session: Session, type: ManagedAccountType, filter: AccountListFilter) =>
  and(
    eq(accounts.type, type),
    inAccountScope(session, accounts.id),
    filter.search
      ? or(
          sql`lower(${accounts.name}) like ${containsPattern(filter.search)}`,
          sql`${accounts.siret} like ${startsWithPattern(filter.search.replace(/\s/g, ''))}`,
          sql`lower(${accounts.postalAddress}->>'city') like ${startsWithPattern(filter.search)}`,
        )
      : undefined,
    filter.country ? sql`${accounts.postalAddress}->>'country' = ${filter.country}` : undefined,
    filter.providerId ? eq(accounts.providerId, filter.providerId) : undefined,
  );

const sortColumns: Record<AccountListQuery['sort'], SQL | AnyPgColumn> = {
  name: sql`lower(${accounts.name})`,
  createdAt: accounts.createdAt,
};

/** One page of accounts: paged on ids first, then only the page's rows are joined and counted. */
export const selectAccountPage = async (
  db: Database,
  where: SQL | undefined,
  query: Pick<AccountListQuery, 'start' | 'sort' | 'order'>,
  limit = PAGE_SIZE,
): Promise<AccountRow[]> => {
  const direction = query.order === 'desc' ? desc : asc;
  const order = [direction(sortColumns[query.sort]), asc(accounts.id)];
  const page = db
    .select({ pageId: accounts.id })
    .from(accounts)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(query.start)
    .as('page');
  return accountRows(db)
    .innerJoin(page, eq(page.pageId, accounts.id))
    .orderBy(...order);
};

export const countAccounts = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(accounts).where(where);
  return row?.n ?? 0;
};

export const selectAccount = async (db: Database, where: SQL | undefined): Promise<AccountRow | undefined> => {
  const [row] = await accountRows(db).where(where);
  return row;
};

/** A provider account the caller may see, for a new farm's provider. */
export const isProviderInScope = async (db: Database, session: Session, id: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.type, 'provider'), inAccountScope(session, accounts.id)));
  return row !== undefined;
};
