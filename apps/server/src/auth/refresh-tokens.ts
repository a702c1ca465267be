import { createHash, randomBytes } from 'node:crypto';
import { subSeconds } from 'date-fns';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { now } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema.ts';

/** Tokens are kept as SHA-256 digests: the database alone gives no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const issueRefreshToken = async (
  db: Database,
  options: { userId: string; familyId: string; ttlDays: number },
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId: options.userId,
    familyId: options.familyId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(days => ${options.ttlDays})`,
  });
  return token;
};

/**
 * How long a rotated token may be presented again and still rotate (decision 180): the tabs of one browser share
 * their tokens through localStorage, which reaches another tab late, and a device may retry a refresh whose answer
 * it lost. Auth0 calls this the reuse interval, Okta the grace period.
 */
export const REFRESH_TOKEN_REUSE_SECONDS = 30;

export type RefreshOutcome =
  { kind: 'rotated'; userId: string; familyId: string; token: string } | { kind: 'invalid' } | { kind: 'reused' };

/** Not revoked, not expired, and not a disabled user's: a disabled user's sign-ins give no new access token. */
const usable = and(
  isNull(refreshTokens.revokedAt),
  sql`${refreshTokens.expiresAt} > now()`,
  sql`${refreshTokens.userId} in (select ${users.id} from ${users} where not ${users.isDisabled})`,
);

const rotate = async (
  db: Database,
  parent: { userId: string; familyId: string },
  ttlDays: number,
): Promise<RefreshOutcome> => ({
  kind: 'rotated',
  userId: parent.userId,
  familyId: parent.familyId,
  token: await issueRefreshToken(db, { ...parent, ttlDays }),
});

/**
 * Exchanges a refresh token for a new one of the same family. A token presented again after the reuse interval
 * means it leaked: the whole family is revoked, so neither the thief nor the owner can go on with it.
 */
export const rotateRefreshToken = async (db: Database, token: string, ttlDays: number): Promise<RefreshOutcome> =>
  db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now() })
      .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.usedAt), usable))
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    if (claimed) return rotate(tx, claimed, ttlDays);
    const [known] = await tx
      .select({
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        usedAt: refreshTokens.usedAt,
        usable: sql<boolean>`${usable}`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (known?.usedAt && known.usable && known.usedAt > subSeconds(now(), REFRESH_TOKEN_REUSE_SECONDS)) {
      return rotate(tx, known, ttlDays);
    }
    if (known?.usedAt) {
      await revokeFamily(tx, known.familyId);
      return { kind: 'reused' };
    }
    return { kind: 'invalid' };
  });

const revokeFamily = async (db: Database, familyId: string) => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
};

/** Ends the sign-in a refresh token belongs to (RFC 7009): the token and every rotation of it. Unknown tokens are ignored. */
export const revokeRefreshToken = async (db: Database, token: string) => {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (known) await revokeFamily(db, known.familyId);
};

/**
 * Signs the user out everywhere: after a password change no earlier sign-in may be refreshed, and no access token
 * issued before it is accepted any more (the session check compares its time of issue, auth/session.ts).
 */
export const signOutEverywhere = async (db: Database, userId: string) => {
  // The application's clock, as the tokens' time of issue is: a sign-in right after this must not be refused.
  await db.update(users).set({ tokensValidAfter: now() }).where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
};
