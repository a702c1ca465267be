import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type UserTokenPurpose, userTokens } from '../db/schema.ts';
import { hashToken } from './refresh-tokens.ts';

/** How long each kind of link works (decision 058; access links, decision 059). */
export const USER_TOKEN_TTL_HOURS: Record<UserTokenPurpose, number> = {
  activation: 7 * 24,
  'password-reset': 1,
  // An access link signs whoever holds it in as the user: a day covers a support session, and staff issue another.
  'access-link': 24,
};

/**
 * A new link for the user; it replaces any earlier unused link of the same purpose, so only the newest e-mail
 * works.
 */
export const issueUserToken = async (db: Database, userId: string, purpose: UserTokenPurpose): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await revokeUserTokens(db, userId, purpose);
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(hours => ${USER_TOKEN_TTL_HOURS[purpose]})`,
  });
  return token;
};

const isUsable = (token: string, purpose: UserTokenPurpose) =>
  and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sql`now()`),
  );

/** The user a link belongs to while it is unused and unexpired, without spending it. */
export const findUserToken = async (db: Database, token: string, purpose: UserTokenPurpose) => {
  const [row] = await db.select({ userId: userTokens.userId }).from(userTokens).where(isUsable(token, purpose));
  return row?.userId;
};

/** Spends a link: of two concurrent uses only one gets the user. */
export const consumeUserToken = async (db: Database, token: string, purpose: UserTokenPurpose) => {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(isUsable(token, purpose))
    .returning({ userId: userTokens.userId });
  return row?.userId;
};

/** Withdraws a user's unused links of one purpose. */
export const revokeUserTokens = async (db: Database, userId: string, purpose: UserTokenPurpose) => {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
};
