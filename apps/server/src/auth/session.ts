import type { AccessSubject, Permission } from '@console/domain/access/permissions';
import { can, isManufacturer } from '@console/domain/access/permissions';
import type { Language } from '@console/domain/i18n/languages';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '@console/domain/terms/terms-gate';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Database, preparedPerDatabase } from '../db/client.ts';
import {
  accounts,
  roles,
  termsAcceptances,
  termsOfService,
  userPasskeys,
  users,
  userTotpFactors,
} from '../db/schema.ts';
import { AppError, forbidden } from '../plugins/app-error.ts';
import { accessGuard } from './access-guard.ts';
import type { AccessTokenSigner, VerifiedToken } from './access-token.ts';

/** The caller as every service sees it: who they are and what their role lets them do, read fresh per request. */
export type Session = AccessSubject & {
  userId: string;
  accountId: string;
  /** For a farmer account, the provider it belongs to. */
  providerId: string | null;
  /** The user's time zone: calendar days in charts and filters are theirs. */
  zoneId: string;
  /** The user's interface language: the files the server writes for them (list exports) speak it. */
  language: Language;
  /** Parcels shared by e-mail reach the user through it. */
  email: string;
  /** The current terms of service are accepted (or none are published): tenant data is open to the user. */
  hasAcceptedTerms: boolean;
  /** The sign-in the request's token belongs to (its `sid`); none for an access link's token. */
  signInId: string | null;
  /** An authenticator app or a passkey is set up: the sign-in asks for one. */
  hasSecondFactor: boolean;
  /** The user's account requires every user of it to sign in in two steps. */
  accountRequiresSecondFactor: boolean;
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
      tokensValidAfter: users.tokensValidAfter,
      // Without published terms there is nothing to accept; else the newest version must be accepted.
      hasAcceptedTerms: sql<boolean>`not exists (select 1 from ${termsOfService} where ${termsOfService.kind} = 'service')
        or exists (select 1 from ${termsAcceptances} where ${termsAcceptances.userId} = ${users.id}
          and ${termsAcceptances.termsId} = (select ${termsOfService.id} from ${termsOfService}
            where ${termsOfService.kind} = 'service' order by ${termsOfService.publishedAt} desc limit 1))`,
      hasSecondFactor: sql<boolean>`exists (select 1 from ${userTotpFactors} where ${userTotpFactors.userId} = ${users.id}
        and ${userTotpFactors.confirmedAt} is not null)
        or exists (select 1 from ${userPasskeys} where ${userPasskeys.userId} = ${users.id})`,
      accountRequiresSecondFactor: accounts.secondFactorRequired,
      zoneId: users.zoneId,
      language: users.language,
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

const selectSession = async (db: Database, userId: string) => {
  const [row] = await sessionQuery(db).execute({ userId });
  if (!row || row.isDisabled) return null;
  const { isAdmin, rights, isDisabled: _disabled, tokensValidAfter, ...rest } = row;
  return { session: { ...rest, role: { isAdmin, rights } }, tokensValidAfter };
};

/** The session of a verified token, unless its user is disabled or withdrew every token issued before a time. */
const loadSession = async (db: Database, token: VerifiedToken): Promise<Session | null> => {
  const found = await selectSession(db, token.userId);
  if (!found || (found.tokensValidAfter && token.issuedAt < found.tokensValidAfter.getTime())) return null;
  return { ...found.session, signInId: token.signInId };
};

/** An enabled user's session as their requests have it, for what is done on their behalf (a weekly e-mail). */
export const sessionOfUser = async (db: Database, userId: string): Promise<Session | null> => {
  const found = await selectSession(db, userId);
  return found ? { ...found.session, signInId: null } : null;
};

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
};

/**
 * An onRequest hook: a valid bearer token of an enabled user, or 401 with the challenge of RFC 6750 §3. Answers
 * carry the caller's data (and sometimes a credential, an access link): no cache keeps them.
 */
export const authenticate =
  (db: Database, signer: AccessTokenSigner) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request);
    const verified = token ? await signer.verify(token) : null;
    const session = verified ? await loadSession(db, verified) : null;
    if (!session) {
      reply.header('www-authenticate', token ? 'Bearer error="invalid_token"' : 'Bearer');
      throw new AppError('unauthorized', 'authentication required');
    }
    request.session = session;
  };

/** An onRequest hook after `authenticate`: tenant data waits until the user accepts the current terms of service. */
export const requireAcceptedTerms = async (request: FastifyRequest): Promise<void> => {
  if (!requireSession(request).hasAcceptedTerms) throw new AppError('forbidden', TERMS_NOT_ACCEPTED_MESSAGE);
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
    if (!isManufacturer(session) || !can(session, permission)) throw forbidden();
  });
