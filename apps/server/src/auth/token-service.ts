import type { OAuthErrorCode, TokenPair, TokenRequest } from '@console/domain/auth/oauth.schema';
import { MFA_OTP_GRANT, MFA_RECOVERY_CODE_GRANT } from '@console/domain/auth/two-factor-grants';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { AccessTokenSigner } from './access-token.ts';
import { isThrottled, recordLoginAttempt } from './login-throttle.ts';
import { verifyPassword } from './password-hash.ts';
import { recordUsageEvent } from '../db/usage-events.ts';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { recordSignIn, type SignInClient, type SignInFactor } from './sign-ins.ts';
import { readSetting } from '../db/settings-store.ts';
import { acceptPasskeyJson, passkeyAuthenticationOptions, type RelyingParty } from './mfa/passkeys.ts';
import {
  acceptTotpCode,
  checkRecoveryCode,
  type FactorCheck,
  type SecondFactorMethod,
  secondFactorMethods,
} from './mfa/second-factor.ts';
import { consumeUserToken, findUnusedUserToken, issueUserToken } from './user-tokens.ts';

export type TokenDeps = { db: Database; signer: AccessTokenSigner; relyingParty: RelyingParty };

export type TokenResult =
  | { ok: true; tokens: TokenPair }
  | { ok: false; error: OAuthErrorCode; description: string; mfaToken?: string; mfaMethods?: SecondFactorMethod[] };

const fail = (error: OAuthErrorCode, description: string) => ({ ok: false, error, description }) as const;

/** Tokens of the sign-in `signInId`: the refresh token's family, which the access token names as `sid`. */
const issueTokens = async (
  deps: TokenDeps,
  { userId, signInId }: { userId: string; signInId: string },
  refreshToken?: string,
): Promise<TokenPair> => {
  const { refreshTokenDays } = await readSetting(deps.db, 'sessions');
  return {
    access_token: await deps.signer.sign(userId, signInId),
    refresh_token:
      refreshToken ?? (await issueRefreshToken(deps.db, { userId, familyId: signInId, ttlDays: refreshTokenDays })),
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

/** The tokens of a user who proved who they are: the sign-in is kept for their profile and counted. */
const signIn = async (
  deps: TokenDeps,
  { userId, client, factor = null }: { userId: string; client: SignInClient; factor?: SignInFactor },
): Promise<TokenResult> => {
  const signInId = crypto.randomUUID();
  await recordSignIn(deps.db, { id: signInId, userId, client, factor });
  const tokens = await issueTokens(deps, { userId, signInId });
  await recordUsageEvent(deps.db, { kind: 'sign-in', userId });
  return { ok: true, tokens };
};

/**
 * The password grant: throttle first (cheap), then one argon2 verification whatever the address. A user with a second
 * factor gets `mfa_required` and the token of the second step instead of tokens (decision 183).
 */
export const signInWithPassword = async (
  deps: TokenDeps,
  credentials: { email: string; password: string; client: SignInClient },
): Promise<TokenResult> => {
  const { email, client } = credentials;
  const { ip } = client;
  if (await isThrottled(deps.db, { email, ip })) return fail('slow_down', 'too many attempts, try again later');
  const user = await findUserByEmail(deps.db, email);
  const isValid = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  await recordLoginAttempt(deps.db, { email, ip, outcome: isValid ? 'success' : 'failure' });
  if (!user || !isValid) return fail('invalid_grant', 'wrong e-mail or password');
  if (user.isDisabled) return fail('access_denied', 'this account is disabled');
  const mfaMethods = await secondFactorMethods(deps.db, user.id);
  if (mfaMethods.length > 0) {
    const mfaToken = await issueUserToken(deps.db, user.id, 'mfa-challenge');
    return { ...fail('mfa_required', 'a second factor is required'), mfaToken, mfaMethods };
  }
  return signIn(deps, { userId: user.id, client });
};

/**
 * The second step of a sign-in: the `mfa_token` the password grant gave, and a code `check` verifies. Wrong codes
 * count as failed sign-ins of the user's address and of the client's IP, so they lock the same way (across processes).
 */
const signInWithSecondFactor = async (
  deps: TokenDeps,
  { mfaToken, client, factor }: { mfaToken: string; client: SignInClient; factor: SignInFactor },
  check: (userId: string) => Promise<FactorCheck>,
): Promise<TokenResult> => {
  const { ip } = client;
  const challenge = await findUnusedUserToken(deps.db, mfaToken, 'mfa-challenge');
  if (!challenge) return fail('invalid_grant', 'unknown or used mfa_token');
  if (challenge.isExpired) return fail('expired_token', 'the mfa_token has expired: sign in again');
  const [user] = await deps.db.select(userColumns).from(users).where(eq(users.id, challenge.userId));
  if (!user) return fail('invalid_grant', 'unknown or used mfa_token');
  if (await isThrottled(deps.db, { email: user.email, ip }))
    return fail('slow_down', 'too many attempts, try again later');
  const checked = await check(user.id);
  await recordLoginAttempt(deps.db, { email: user.email, ip, outcome: checked.ok ? 'success' : 'failure' });
  if (!checked.ok) return fail('invalid_grant', 'wrong code');
  if (user.isDisabled) return fail('access_denied', 'this account is disabled');
  // Spent once the code is right: a wrong code leaves the step open until it expires or the throttle locks.
  if (!(await consumeUserToken(deps.db, mfaToken, 'mfa-challenge'))) {
    return fail('invalid_grant', 'unknown or used mfa_token');
  }
  const result = await signIn(deps, { userId: user.id, client, factor });
  if (!result.ok || checked.recoveryCodesRemaining === undefined) return result;
  return { ok: true, tokens: { ...result.tokens, recovery_codes_remaining: checked.recoveryCodesRemaining } };
};

/** The passkey options answering an unspent, unexpired `mfa_token`: its challenge is the token (decision 186). */
export const passkeySignInOptions = async (
  deps: TokenDeps,
  mfaToken: string,
): Promise<{ ok: true; options: Record<string, unknown> } | Extract<TokenResult, { ok: false }>> => {
  const challenge = await findUnusedUserToken(deps.db, mfaToken, 'mfa-challenge');
  if (!challenge) return fail('invalid_grant', 'unknown or used mfa_token');
  if (challenge.isExpired) return fail('expired_token', 'the mfa_token has expired: sign in again');
  return {
    ok: true,
    options: { ...(await passkeyAuthenticationOptions(deps.db, deps.relyingParty, challenge.userId, mfaToken)) },
  };
};

export const refreshSession = async (deps: TokenDeps, refreshToken: string): Promise<TokenResult> => {
  const { refreshTokenDays } = await readSetting(deps.db, 'sessions');
  const outcome = await rotateRefreshToken(deps.db, refreshToken, refreshTokenDays);
  if (outcome.kind !== 'rotated') return fail('invalid_grant', 'refresh token is invalid, expired or revoked');
  return {
    ok: true,
    tokens: await issueTokens(deps, { userId: outcome.userId, signInId: outcome.familyId }, outcome.token),
  };
};

export const grantTokens = (deps: TokenDeps, request: TokenRequest, client: SignInClient): Promise<TokenResult> => {
  switch (request.grant_type) {
    case 'password':
      return signInWithPassword(deps, { email: request.username, password: request.password, client });
    case 'refresh_token':
      return refreshSession(deps, request.refresh_token);
    case MFA_OTP_GRANT:
      return signInWithSecondFactor(deps, { mfaToken: request.mfa_token, client, factor: 'totp' }, async (userId) => ({
        ok: await acceptTotpCode(deps.db, userId, request.otp),
      }));
    case MFA_RECOVERY_CODE_GRANT:
      return signInWithSecondFactor(deps, { mfaToken: request.mfa_token, client, factor: 'recovery-code' }, (userId) =>
        checkRecoveryCode(deps.db, userId, request.recovery_code),
      );
    default:
      return signInWithSecondFactor(
        deps,
        { mfaToken: request.mfa_token, client, factor: 'passkey' },
        async (userId) => ({
          ok: await acceptPasskeyJson(deps.db, deps.relyingParty, {
            userId,
            token: request.mfa_token,
            json: request.passkey,
          }),
        }),
      );
  }
};
