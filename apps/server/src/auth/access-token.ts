import type { webcrypto } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
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
const loadSigningKey = async (db: Database, configured: string | undefined): Promise<webcrypto.CryptoKey> =>
  crypto.subtle.importKey('raw', await loadSigningSecret(db, configured), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

export const createAccessTokenSigner = async (
  db: Database,
  options: { secret?: string; ttlSeconds: number },
): Promise<AccessTokenSigner> => {
  const key = await loadSigningKey(db, options.secret);
  return {
    ttlSeconds: options.ttlSeconds,
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return payload.sub ?? null;
      } catch {
        return null;
      }
    },
  };
};
