import type { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { now } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { loadServerSecret } from '../db/server-secrets.ts';
import { readSetting } from '../db/settings-store.ts';

/**
 * What a valid access token says: whose it is, when it was issued (milliseconds since the epoch), and the sign-in it
 * belongs to (`sid`), which an access link's token has none of.
 */
export type VerifiedToken = { userId: string; issuedAt: number; signInId: string | null };

export type AccessTokenSigner = {
  sign: (userId: string, signInId?: string) => Promise<string>;
  /** A valid token's user and time of issue, or null for a forged, expired or malformed one. */
  verify: (token: string) => Promise<VerifiedToken | null>;
  /** How long a token signed now is valid: a setting the staff tune (decision 160). */
  ttlSeconds: () => Promise<number>;
};

// Imported once: given the raw bytes, jose imports the key again on every token it checks.
export const importSigningKey = (secret: Uint8Array): Promise<webcrypto.CryptoKey> =>
  crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** The signing key: from the settings, or generated once and kept in the database so every process shares it. */
const loadSigningKey = async (db: Database, configured: string | undefined) =>
  importSigningKey(await loadServerSecret(db, 'access-token-key', configured));

/**
 * Tokens already verified, until they expire. A token's signature holds for as long as the key does, so each token is
 * checked once rather than on every request: WebCrypto's check cost a request 0.07 ms of the server's thread and a trip
 * through the thread pool. Who the user is, what they may do and whether their tokens were withdrawn since this one was
 * issued is still read on every request (decisions 002 and 070).
 */
const VERIFIED_TOKENS = 10_000;

const userIdSchema = z.uuid();

/** Signs and checks access tokens with `key`, each valid `ttlSeconds` as it is when signed. */
export const accessTokenSigner = (key: webcrypto.CryptoKey, ttlSeconds: () => Promise<number>): AccessTokenSigner => {
  // Each with its expiry on the server's clock, which a test may move and the cache's own timers would not follow.
  const verified = new LRUCache<string, VerifiedToken & { expiresAt: number }>({ max: VERIFIED_TOKENS });
  return {
    ttlSeconds,
    sign: async (userId, signInId) => {
      const validFor = await ttlSeconds();
      const issuedAt = now().getTime() / 1000;
      return (
        new SignJWT(signInId ? { sid: signInId } : {})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(userId)
          // In milliseconds (a NumericDate may have decimals, RFC 7519 §2): a password reset refuses the tokens issued
          // before it, and the sign-in that follows it within the same second must not be one of them.
          .setIssuedAt(issuedAt)
          // Counted here rather than by jose (`'900s'`), which reads the machine's clock and not the server's.
          .setExpirationTime(Math.floor(issuedAt) + validFor)
          .sign(key)
      );
    },
    verify: async (token) => {
      const known = verified.get(token);
      if (known && known.expiresAt > now().getTime()) {
        return { userId: known.userId, issuedAt: known.issuedAt, signInId: known.signInId };
      }
      if (known) verified.delete(token);
      try {
        // A token without an expiry would be valid forever; a subject that is not a user id names no one.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: now(),
        });
        const userId = userIdSchema.safeParse(payload.sub);
        if (!userId.success) return null;
        const signInId = userIdSchema.safeParse(payload.sid);
        const result = {
          userId: userId.data,
          issuedAt: Math.round((payload.iat ?? 0) * 1000),
          signInId: signInId.success ? signInId.data : null,
        };
        const expiresAt = (payload.exp ?? 0) * 1000;
        verified.set(token, { ...result, expiresAt });
        return result;
      } catch {
        return null;
      }
    },
  };
};

export const createAccessTokenSigner = async (db: Database, options: { secret?: string }): Promise<AccessTokenSigner> =>
  accessTokenSigner(
    await loadSigningKey(db, options.secret),
    async () => (await readSetting(db, 'sessions')).accessTokenSeconds,
  );
