import type { SupportLoginClaims, SupportLoginInfo } from '@console/domain/support/support.schema';
import { SignJWT } from 'jose';
import { now } from '../../clock.ts';
import { importSigningKey } from '../../auth/access-token.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadServerSecret } from '../../db/server-secrets.ts';
import { notFound } from '../../plugins/app-error.ts';
import { findProfileRow, insertSupportLogin } from './queries.ts';

/** The page posts the token as soon as it has it: three minutes allow a slow network, little for a leaked token. */
export const SUPPORT_LOGIN_TTL_SECONDS = 180;

/** Issues a user's sign-in token for the after-sales site; `at` lets a test mint one that has expired. */
export type SupportLoginIssuer = (userId: string, at?: Date) => Promise<SupportLoginInfo>;

/**
 * Signs support sign-in tokens (decision 145) with SUPPORT_SSO_SECRET, or a secret generated once and kept under its
 * own name: never the access tokens' key, which the after-sales site must not hold.
 */
export const createSupportLoginIssuer = async (db: Database, config: Config): Promise<SupportLoginIssuer> => {
  const key = await importSigningKey(await loadServerSecret(db, 'support-sso-secret', config.SUPPORT_SSO_SECRET));
  // A token meant for the after-sales site is refused by any other service sharing the secret.
  const audience = new URL(config.SUPPORT_URL).origin;
  const action = `${config.SUPPORT_URL.replace(/\/+$/, '')}${config.SUPPORT_SIGN_IN_PATH}`;
  return async (userId, at = now()) => {
    const user = await findProfileRow(db, userId);
    if (!user) throw notFound('profile not found');
    const iat = Math.floor(at.getTime() / 1000);
    const exp = iat + SUPPORT_LOGIN_TTL_SECONDS;
    const jti = await insertSupportLogin(db, {
      userId,
      issuedAt: new Date(iat * 1000),
      expiresAt: new Date(exp * 1000),
    });
    const claims: SupportLoginClaims = {
      sub: userId,
      email: user.email,
      given_name: user.firstName,
      family_name: user.lastName,
      account_id: user.accountId,
      account_name: user.accountName,
      account_type: user.accountType,
      role: user.role.labelFr,
      country: (user.postalAddress ?? user.accountPostalAddress)?.country ?? null,
      language: user.language,
      iat,
      exp,
      jti,
      aud: audience,
    };
    const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    return { token, action };
  };
};
