import type { AccessSubject, Permission } from '@console/domain/access/permissions';
import { can } from '@console/domain/access/permissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Database, preparedPerDatabase } from '../db/client.ts';
import { accounts, roles, users } from '../db/schema.ts';
import { AppError, forbidden } from '../plugins/app-error.ts';
import { accessGuard } from './access-guard.ts';
import type { AccessTokenSigner } from './access-token.ts';

/** The caller as every service sees it: who they are and what their role lets them do, read fresh per request. */
export type Session = AccessSubject & {
  userId: string;
  accountId: string;
  /** For a farmer account, the provider it belongs to. */
  providerId: string | null;
  /** The user's time zone: calendar days in charts and filters are theirs. */
  zoneId: string;
  /** Parcels shared by e-mail reach the user through it. */
  email: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

// Every authenticated request reads it: prepared, PostgreSQL plans it once per connection.
const sessionQuery = preparedPerDatabase((db) =>
  db
    .select({
      userId: users.id,
      isDisabled: users.isDisabled,
      zoneId: users.zoneId,
      email: users.email,
      accountId: accounts.id,
      accountType: accounts.type,
      providerId: accounts.providerId,
      isInvitedAccount: accounts.isInvited,
      roleId: roles.id,
      isAdmin: roles.isAdmin,
      rights: roles.rights,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session'),
);

const loadSession = async (db: Database, userId: string): Promise<Session | null> => {
  const [row] = await sessionQuery(db).execute({ userId });
  if (!row || row.isDisabled) return null;
  const { isAdmin, rights, isDisabled: _disabled, ...rest } = row;
  return { ...rest, role: { isAdmin, rights } };
};

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
};

/** An onRequest hook: a valid bearer token of an enabled user, or 401. */
export const authenticate =
  (db: Database, signer: AccessTokenSigner) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    const userId = token ? await signer.verify(token) : null;
    const session = userId ? await loadSession(db, userId) : null;
    if (!session) throw new AppError('unauthorized', 'authentication required');
    request.session = session;
  };

export const requireSession = (request: FastifyRequest): Session => {
  if (!request.session) throw new AppError('unauthorized', 'authentication required');
  return request.session;
};

/** Refuses callers whose role holds none of the permissions (403); tenant scope is the services' job. */
export const requireAnyPermission = (...permissions: Permission[]) =>
  accessGuard((request) => {
    const session = requireSession(request);
    if (!permissions.some((permission) => can(session, permission))) throw forbidden();
  });

export const requirePermission = (permission: Permission) => requireAnyPermission(permission);

/** Manufacturer settings: another account type holding the same right still gets 403. */
export const requireStaffPermission = (permission: Permission) =>
  accessGuard((request) => {
    const session = requireSession(request);
    if (session.accountType !== 'desangosse' || !can(session, permission)) throw forbidden();
  });
