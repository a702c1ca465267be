import { can, isManufacturer } from '@console/domain/access/permissions';
import {
  ACCOUNTS_ACCESS_KEY,
  type AccountDetail,
  type AccountListItem,
  type AccountListQuery,
  type ManagedAccountType,
} from '@console/domain/account/account-list.schema';
import type { AccountOption, CreateAccountInput, UpdateAccountInput } from '@console/domain/account/account.schema';
import type { Paged } from '@console/domain/list/list-query';
import { and, eq, type SQL } from 'drizzle-orm';
import { inAccountScope } from '../../auth/scope.ts';
import { getCountryPack } from '../settings/service.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';
import type { Mailing } from '../../mail/mail-queue.ts';
import { AppError, forbidden, notFound } from '../../plugins/app-error.ts';
import { queueActivationMail } from '../../auth/access-mails.ts';
import {
  type AccountRow,
  accountConditions,
  countAccounts,
  findAdminRoleId,
  isAdminRoleOf,
  isProviderInScope,
  selectAccount,
  selectAccountOptions,
  selectAccountPage,
} from './queries.ts';

// Self-registration and sharing invitations create farm administrators.
export { findAdminRoleId } from './queries.ts';

export type AccountDeps = Mailing & { db: Database };

export const listAccountOptions = async (db: Database, session: Session): Promise<AccountOption[]> =>
  (await selectAccountOptions(db, session)).map(({ country, ...option }) =>
    country ? { ...option, country } : option,
  );

/** The fields of a row that its type shows: farms have a provider, sensors and parcels; providers have farms. */
const summaryOf = (row: AccountRow, type: ManagedAccountType) => ({
  id: row.id,
  type,
  name: row.name,
  ...(row.siret ? { siret: row.siret } : {}),
  createdAt: row.createdAt.toISOString(),
  userCount: row.userCount,
  ...(type === 'provider'
    ? { farmerCount: row.farmerCount }
    : {
        provider: row.providerId ? { id: row.providerId, name: row.providerName ?? '' } : null,
        sensorCount: row.sensorCount,
        parcelCount: row.parcelCount,
      }),
});

export const toAccountListItem = (row: AccountRow, type: ManagedAccountType): AccountListItem => ({
  ...summaryOf(row, type),
  address: row.postalAddress
    ? { postalCode: row.postalAddress.postalCode, city: row.postalAddress.city, country: row.postalAddress.country }
    : null,
});

/** `GET /back/providers` and `GET /back/farmers`: the accounts of the type in the caller's scope. */
export const listAccounts = async (
  db: Database,
  session: Session,
  type: ManagedAccountType,
  query: AccountListQuery,
): Promise<Paged<AccountListItem>> => {
  const { start: _start, sort, order, ...filter } = query;
  const where = accountConditions(session, type, filter);
  const [rows, total] = await Promise.all([selectAccountPage(db, where, query), countAccounts(db, where)]);
  return { items: rows.map((row) => toAccountListItem(row, type)), total, filter, sort: { field: sort, order } };
};

const managesAccounts = (session: Session, type: ManagedAccountType, action: 'read' | 'edit') =>
  can(session, `${action}:${ACCOUNTS_ACCESS_KEY[type]}`);

/**
 * `GET /back/{providers|farmers}/{id}`: for those who manage accounts of the type, within their scope; an account's
 * own users also open their account's page (spec point 2, links to an account page), without the internal comment.
 */
export const getAccount = async (
  db: Database,
  session: Session,
  type: ManagedAccountType,
  id: string,
): Promise<AccountDetail> => {
  const isManager = managesAccounts(session, type, 'read');
  if (!isManager && session.accountId !== id) throw forbidden();
  const row = await selectAccount(
    db,
    and(eq(accounts.id, id), eq(accounts.type, type), isManager ? inAccountScope(session, accounts.id) : undefined),
  );
  if (!row) throw notFound('account not found');
  return {
    ...summaryOf(row, type),
    postalAddress: row.postalAddress,
    ...(isManager && row.comment ? { comment: row.comment } : {}),
  };
};

const invalidField = (path: string[], key: string) =>
  new AppError('invalid', 'failed to parse payload', { issues: [{ path, message: key }] });

/**
 * The provider a new farm belongs to: a provider's farms are its own; staff pick one of the providers or none. A
 * provider account belongs to no provider.
 */
const resolveProviderId = async (
  db: Database,
  session: Session,
  type: ManagedAccountType,
  requested: string | undefined,
): Promise<string | null> => {
  const refuse = () => invalidField(['account', 'providerId'], 'accounts.errors.provider-invalid');
  if (type === 'provider') {
    if (requested) throw refuse();
    return null;
  }
  if (session.accountType === 'provider') {
    if (requested && requested !== session.accountId) throw refuse();
    return session.accountId;
  }
  if (!isManufacturer(session)) throw forbidden();
  if (!requested) return null;
  if (!(await isProviderInScope(db, session, requested))) throw refuse();
  return requested;
};

const resolveAdminRoleId = async (db: Database, type: ManagedAccountType, requested: string | undefined) => {
  if (!requested) return findAdminRoleId(db, type);
  if (!(await isAdminRoleOf(db, requested, type))) {
    throw invalidField(['admin', 'roleId'], 'accounts.errors.admin-role-invalid');
  }
  return requested;
};

const emailTaken = () =>
  new AppError('conflict', 'a user already has this e-mail address', {
    issues: [{ path: ['admin', 'email'], message: 'accounts.errors.email-taken' }],
  });

/**
 * `POST /back/{providers|farmers}`: the account and its admin user in one transaction, the admin's invitation queued
 * in it too; an admin the database refuses (an address in use) leaves no account behind. A farm's admin is sent to
 * review the farm's details while activating.
 */
export const createAccount = async (
  deps: AccountDeps,
  session: Session,
  type: ManagedAccountType,
  input: CreateAccountInput,
): Promise<AccountDetail> => {
  const { db } = deps;
  const { providerId: requestedProvider, siret, comment, ...account } = input.account;
  const { roleId: requestedRole, phoneNumber, ...admin } = input.admin;
  const providerId = await resolveProviderId(db, session, type, requestedProvider);
  const roleId = await resolveAdminRoleId(db, type, requestedRole);
  const pack = await getCountryPack(db, account.postalAddress.country);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(accounts)
      .values({ ...account, type, siret: siret ?? null, comment: comment || null, providerId })
      .returning({ id: accounts.id });
    if (!created) throw new Error('account not created');
    // The unique index on lower(email) decides, so two creations racing for one address cannot both win.
    const [user] = await tx
      .insert(users)
      .values({
        ...admin,
        phoneNumber: phoneNumber ?? null,
        accountId: created.id,
        roleId,
        zoneId: pack.defaults.zoneId,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, firstName: users.firstName, language: users.language });
    if (!user) throw emailTaken();
    await queueActivationMail(deps, tx, user, type === 'farmer' ? { completesFarm: true } : {});
    return created.id;
  });
  return getAccount(db, session, type, id);
};

/** `POST /back/{providers|farmers}/{id}`: the account's details, within the caller's scope. */
export const updateAccount = async (
  db: Database,
  session: Session,
  type: ManagedAccountType,
  id: string,
  input: UpdateAccountInput,
): Promise<AccountDetail> => {
  // The country is the address's (the schema checks they agree): there is nothing else to store.
  const { country: _country, siret, comment, ...account } = input;
  const where: SQL | undefined = and(
    eq(accounts.id, id),
    eq(accounts.type, type),
    inAccountScope(session, accounts.id),
  );
  const [updated] = await db
    .update(accounts)
    .set({ ...account, siret: siret ?? null, comment: comment || null })
    .where(where)
    .returning({ id: accounts.id });
  if (!updated) throw notFound('account not found');
  return getAccount(db, session, type, id);
};
