import type { webcrypto } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { serverSecrets } from '../db/schema.ts';

export type AccessTokenSigner = {
  sign: (userId: string) => Promise<string>;
  /** The user id of a valid token, or null for a missing, forged or expired one. */
  verify: (token: string) => Promise<string | null>;
  ttlSeconds: number;
};

const SECRET_NAME = 'access-token-key';

/** The signing key: from the settings, or generated once and kept in the database so every process shares it. */
const loadSigningSecret = async (db: Database, configured: string | undefined): Promise<Uint8Array> => {
  if (configured) return new TextEncoder().encode(configured);
  const generated = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  await db.insert(serverSecrets).values({ name: SECRET_NAME, value: generated }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('the access-token key could not be stored');
  return new TextEncoder().encode(row.value);
};

// Imported once: given the raw bytes, jose imports the key again on every token it checks.
export const importSigningKey = (secret: Uint8Array): Promise<webcrypto.CryptoKey> =>
  crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

const loadSigningKey = async (db: Database, configured: string | undefined) =>
  importSigningKey(await loadSigningSecret(db, configured));

/**
 * Tokens already verified, until they expire. A token's signature holds for as long as the key does, so each token is
 * checked once rather than on every request: WebCrypto's check cost a request 0.07 ms of the server's thread and a trip
 * through the thread pool. Who the user is and what they may do is still read on every request (decision 002).
 */
const VERIFIED_TOKENS = 10_000;

/** Signs and checks access tokens with `key`, each valid `ttlSeconds`. */
export const accessTokenSigner = (key: webcrypto.CryptoKey, ttlSeconds: number): AccessTokenSigner => {
  const verified = new LRUCache<string, string>({ max: VERIFIED_TOKENS });
  return {
    ttlSeconds,
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!payload.sub) return null;
        const ttl = (payload.exp ?? 0) * 1000 - Date.now();
        if (ttl > 0) verified.set(token, payload.sub, { ttl });
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
};

export const createAccessTokenSigner = async (
  db: Database,
  options: { secret?: string; ttlSeconds: number },
): Promise<AccessTokenSigner> => accessTokenSigner(await loadSigningKey(db, options.secret), options.ttlSeconds);
