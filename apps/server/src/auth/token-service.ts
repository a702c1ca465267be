import type { OAuthErrorCode, TokenPair, TokenRequest } from '@console/domain/auth/oauth.schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { AccessTokenSigner } from './access-token.ts';
import { checkLoginThrottle, recordLoginAttempt } from './login-throttle.ts';
import { verifyPassword } from './password-hash.ts';
import { recordUsageEvent } from '../db/usage-events.ts';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { readSetting } from '../db/settings-store.ts';

export type TokenDeps = { db: Database; signer: AccessTokenSigner };

export type TokenResult = { ok: true; tokens: TokenPair } | { ok: false; error: OAuthErrorCode; description: string };

const fail = (error: OAuthErrorCode, description: string): TokenResult => ({ ok: false, error, description });

const issueTokens = async (deps: TokenDeps, userId: string, refreshToken?: string): Promise<TokenPair> => {
  const { refreshTokenDays } = await readSetting(deps.db, 'sessions');
  return {
    access_token: await deps.signer.sign(userId),
    refresh_token: refreshToken ?? (await issueRefreshToken(deps.db, { userId, ttlDays: refreshTokenDays })),
    token_type: 'Bearer',
    expires_in: await deps.signer.ttlSeconds(),
  };
};

const findUserByEmail = async (db: Database, email: string) => {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isDisabled: users.isDisabled, state: users.state })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
};

/** The password grant: throttle first (cheap), then one argon2 verification whatever the address. */
export const signInWithPassword = async (
  deps: TokenDeps,
  credentials: { email: string; password: string; ip: string },
): Promise<TokenResult> => {
  const { email, ip } = credentials;
  const verdict = await checkLoginThrottle(deps.db, { email, ip }, await readSetting(deps.db, 'sessions'));
  if (verdict !== 'allowed') {
    await recordLoginAttempt(deps.db, { email, ip, outcome: 'throttled' });
    return fail('slow_down', 'too many attempts, try again later');
  }
  const user = await findUserByEmail(deps.db, email);
  const isValid = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  await recordLoginAttempt(deps.db, { email, ip, outcome: isValid ? 'success' : 'failure' });
  if (!user || !isValid) return fail('invalid_grant', 'wrong e-mail or password');
  if (user.isDisabled) return fail('access_denied', 'this account is disabled');
  const tokens = await issueTokens(deps, user.id);
  await recordUsageEvent(deps.db, { kind: 'sign-in', userId: user.id });
  return { ok: true, tokens };
};

export const refreshSession = async (deps: TokenDeps, refreshToken: string): Promise<TokenResult> => {
  const { refreshTokenDays } = await readSetting(deps.db, 'sessions');
  const outcome = await rotateRefreshToken(deps.db, refreshToken, refreshTokenDays);
  if (outcome.kind !== 'rotated') return fail('invalid_grant', 'refresh token is invalid, expired or revoked');
  return { ok: true, tokens: await issueTokens(deps, outcome.userId, outcome.token) };
};

export const grantTokens = (deps: TokenDeps, request: TokenRequest, ip: string): Promise<TokenResult> =>
  request.grant_type === 'password'
    ? signInWithPassword(deps, { email: request.username, password: request.password, ip })
    : refreshSession(deps, request.refresh_token);
