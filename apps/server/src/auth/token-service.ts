import type { OAuthErrorCode, TokenPair, TokenRequest } from '@console/domain/auth/oauth.schema';
import { MFA_OTP_GRANT } from '@console/domain/auth/two-factor-grants';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { AccessTokenSigner } from './access-token.ts';
import { isThrottled, recordLoginAttempt } from './login-throttle.ts';
import { verifyPassword } from './password-hash.ts';
import { recordUsageEvent } from '../db/usage-events.ts';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { readSetting } from '../db/settings-store.ts';
import { acceptTotpCode, checkRecoveryCode, type FactorCheck, hasSecondFactor } from './mfa/second-factor.ts';
import { consumeUserToken, findUnusedUserToken, issueUserToken } from './user-tokens.ts';

export type TokenDeps = { db: Database; signer: AccessTokenSigner };

export type TokenResult =
  { ok: true; tokens: TokenPair } | { ok: false; error: OAuthErrorCode; description: string; mfaToken?: string };

const fail = (error: OAuthErrorCode, description: string) => ({ ok: false, error, description }) as const;

const issueTokens = async (deps: TokenDeps, userId: string, refreshToken?: string): Promise<TokenPair> => {
  const { refreshTokenDays } = await readSetting(deps.db, 'sessions');
  return {
    access_token: await deps.signer.sign(userId),
    refresh_token: refreshToken ?? (await issueRefreshToken(deps.db, { userId, ttlDays: refreshTokenDays })),
    token_type: 'Bearer',
    expires_in: await deps.signer.ttlSeconds(),
  };
};

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  isDisabled: users.isDisabled,
};

const findUserByEmail = async (db: Database, email: string) => {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
};

/** The tokens of a user who proved who they are: the sign-in is counted. */
const signIn = async (deps: TokenDeps, userId: string): Promise<TokenResult> => {
  const tokens = await issueTokens(deps, userId);
  await recordUsageEvent(deps.db, { kind: 'sign-in', userId });
  return { ok: true, tokens };
};

/**
 * The password grant: throttle first (cheap), then one argon2 verification whatever the address. A user with a second
 * factor gets `mfa_required` and the token of the second step instead of tokens (decision 183).
 */
export const signInWithPassword = async (
  deps: TokenDeps,
  credentials: { email: string; password: string; ip: string },
): Promise<TokenResult> => {
  const { email, ip } = credentials;
  if (await isThrottled(deps.db, { email, ip })) return fail('slow_down', 'too many attempts, try again later');
  const user = await findUserByEmail(deps.db, email);
  const isValid = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  await recordLoginAttempt(deps.db, { email, ip, outcome: isValid ? 'success' : 'failure' });
  if (!user || !isValid) return fail('invalid_grant', 'wrong e-mail or password');
  if (user.isDisabled) return fail('access_denied', 'this account is disabled');
  if (await hasSecondFactor(deps.db, user.id)) {
    const mfaToken = await issueUserToken(deps.db, user.id, 'mfa-challenge');
    return { ...fail('mfa_required', 'a second factor is required'), mfaToken };
  }
  return signIn(deps, user.id);
};

/**
 * The second step of a sign-in: the `mfa_token` the password grant gave, and a code `check` verifies. Wrong codes
 * count as failed sign-ins of the user's address and of the client's IP, so they lock the same way (across processes).
 */
const signInWithSecondFactor = async (
  deps: TokenDeps,
  { mfaToken, ip }: { mfaToken: string; ip: string },
  check: (userId: string) => Promise<FactorCheck>,
): Promise<TokenResult> => {
  const challenge = await findUnusedUserToken(deps.db, mfaToken, 'mfa-challenge');
  if (!challenge) return fail('invalid_grant', 'unknown or used mfa_token');
  if (challenge.isExpired) return fail('expired_token', 'the mfa_token has expired: sign in again');
  const [user] = await deps.db.select(userColumns).from(users).where(eq(users.id, challenge.userId));
  if (!user) return fail('invalid_grant', 'unknown or used mfa_token');
  if (await isThrottled(deps.db, { email: user.email, ip })) return fail('slow_down', 'too many attempts, try again later');
  const checked = await check(user.id);
  await recordLoginAttempt(deps.db, { email: user.email, ip, outcome: checked.ok ? 'success' : 'failure' });
  if (!checked.ok) return fail('invalid_grant', 'wrong code');
  if (user.isDisabled) return fail('access_denied', 'this account is disabled');
  // Spent once the code is right: a wrong code leaves the step open until it expires or the throttle locks.
  if (!(await consumeUserToken(deps.db, mfaToken, 'mfa-challenge'))) {
    return fail('invalid_grant', 'unknown or used mfa_token');
  }
  const result = await signIn(deps, user.id);
  if (!result.ok || checked.recoveryCodesRemaining === undefined) return result;
  return { ok: true, tokens: { ...result.tokens, recovery_codes_remaining: checked.recoveryCodesRemaining } };
};

export const refreshSession = async (deps: TokenDeps, refreshToken: string): Promise<TokenResult> => {
  const { refreshTokenDays } = await readSetting(deps.db, 'sessions');
  const outcome = await rotateRefreshToken(deps.db, refreshToken, refreshTokenDays);
  if (outcome.kind !== 'rotated') return fail('invalid_grant', 'refresh token is invalid, expired or revoked');
  return { ok: true, tokens: await issueTokens(deps, outcome.userId, outcome.token) };
};

export const grantTokens = (deps: TokenDeps, request: TokenRequest, ip: string): Promise<TokenResult> => {
  switch (request.grant_type) {
    case 'password':
      return signInWithPassword(deps, { email: request.username, password: request.password, ip });
    case 'refresh_token':
      return refreshSession(deps, request.refresh_token);
    case MFA_OTP_GRANT:
      return signInWithSecondFactor(deps, { mfaToken: request.mfa_token, ip }, async (userId) => ({
        ok: await acceptTotpCode(deps.db, userId, request.otp),
      }));
    default:
      return signInWithSecondFactor(deps, { mfaToken: request.mfa_token, ip }, (userId) =>
        checkRecoveryCode(deps.db, userId, request.recovery_code),
      );
  }
};
