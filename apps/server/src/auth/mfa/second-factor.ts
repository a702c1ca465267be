import { totpCodeSchema } from '@console/domain/auth/two-factor.schema';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { userPasskeys, userTotpFactors } from '../../db/schema.ts';
import { spendRecoveryCode } from './recovery-codes.ts';
import { totpStepOf } from './totp.ts';

const isConfirmed = (userId: string) => and(eq(userTotpFactors.userId, userId), isNotNull(userTotpFactors.confirmedAt));

export type SecondFactorMethod = 'otp' | 'passkey';

/** The user's kinds of second factor: an authenticator app confirmed, passkeys. A sign-in asks for one of them. */
export const secondFactorMethods = async (db: Database, userId: string): Promise<SecondFactorMethod[]> => {
  const [[app], [passkey]] = await Promise.all([
    db.select({ userId: userTotpFactors.userId }).from(userTotpFactors).where(isConfirmed(userId)),
    db.select({ id: userPasskeys.id }).from(userPasskeys).where(eq(userPasskeys.userId, userId)).limit(1),
  ]);
  return [...(app ? (['otp'] as const) : []), ...(passkey ? (['passkey'] as const) : [])];
};

/** The user's second factors counted: a confirmed app counts one, each passkey one. */
export const secondFactorCount = async (db: Database, userId: string): Promise<number> => {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*)::int from ${userPasskeys} where ${userPasskeys.userId} = ${userId})
        + (select count(*)::int from ${userTotpFactors} where ${userTotpFactors.userId} = ${userId}
            and ${userTotpFactors.confirmedAt} is not null)`,
    })
    .from(sql`(select 1) as one`);
  return row?.n ?? 0;
};

/**
 * Accepts a code of the user's confirmed app once: its time step must be later than the last one accepted, checked
 * and stored in one statement, so two requests with the same code cannot both pass.
 */
export const acceptTotpCode = async (db: Database, userId: string, code: string): Promise<boolean> => {
  const parsed = totpCodeSchema.safeParse(code);
  if (!parsed.success) return false;
  const [factor] = await db.select({ secret: userTotpFactors.secret }).from(userTotpFactors).where(isConfirmed(userId));
  const step = factor ? totpStepOf(factor.secret, parsed.data, now()) : null;
  if (step === null) return false;
  const [accepted] = await db
    .update(userTotpFactors)
    .set({ lastStep: step, lastUsedAt: sql`now()` })
    .where(and(isConfirmed(userId), or(isNull(userTotpFactors.lastStep), lt(userTotpFactors.lastStep, step))))
    .returning({ userId: userTotpFactors.userId });
  return accepted !== undefined;
};

export type FactorCheck = { ok: false } | { ok: true; recoveryCodesRemaining?: number };

/** Spends a recovery code of the user's, and says how many remain. */
export const checkRecoveryCode = async (db: Database, userId: string, code: string): Promise<FactorCheck> => {
  const remaining = await spendRecoveryCode(db, userId, code);
  return remaining === null ? { ok: false } : { ok: true, recoveryCodesRemaining: remaining };
};

/** A code typed where either will do: six digits are the app's, anything else a recovery code. */
export const checkFactorProof = async (db: Database, userId: string, code: string): Promise<FactorCheck> =>
  totpCodeSchema.safeParse(code).success
    ? { ok: await acceptTotpCode(db, userId, code) }
    : checkRecoveryCode(db, userId, code);
