import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type UserTokenPurpose, userTokens } from '../db/schema.ts';
import { readSetting } from '../db/settings-store.ts';
import { hashToken } from './refresh-tokens.ts';

/**
 * How long each kind of link works (decision 058; access links, decision 059): the activation and reset links as the
 * staff set them (decision 160). An access link signs whoever holds it in as the user: a day covers a support session,
 * and staff issue another. A sign-in's second step has 5 minutes (decision 183).
 */
const linkMinutes = async (db: Database, purpose: UserTokenPurpose): Promise<number> => {
  if (purpose === 'mfa-challenge' || purpose === 'passkey-registration' || purpose === 'passkey-confirmation') return 5;
  if (purpose === 'access-link') return 24 * 60;
  const sessions = await readSetting(db, 'sessions');
  return 60 * (purpose === 'activation' ? sessions.activationLinkHours : sessions.passwordResetLinkHours);
};

/**
 * A new link for the user, and how many hours it works; it replaces any earlier unused link of the same purpose, so
 * only the newest e-mail works.
 */
export const issueUserLink = async (
  db: Database,
  userId: string,
  purpose: UserTokenPurpose,
): Promise<{ token: string; hours: number }> => {
  const token = randomBytes(32).toString('base64url');
  const minutes = await linkMinutes(db, purpose);
  await revokeUserTokens(db, userId, purpose);
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${minutes})`,
  });
  return { token, hours: minutes / 60 };
};

/** A new link for the user (see `issueUserLink`). */
export const issueUserToken = async (db: Database, userId: string, purpose: UserTokenPurpose): Promise<string> =>
  (await issueUserLink(db, userId, purpose)).token;

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

/** The user of an unused link, and whether it has expired: an expired one is told apart from an unknown one. */
export const findUnusedUserToken = async (db: Database, token: string, purpose: UserTokenPurpose) => {
  const [row] = await db
    .select({ userId: userTokens.userId, isExpired: sql<boolean>`${userTokens.expiresAt} <= now()` })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  return row;
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
