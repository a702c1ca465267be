import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, recoveryCodeSchema } from '@console/domain/auth/two-factor.schema';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userRecoveryCodes } from '../../db/schema.ts';
import { hashToken } from '../refresh-tokens.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten characters of base32, 50 bits: out of reach of guessing behind the sign-in throttle. */
const newCode = () => {
  const text = [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${text.slice(0, 5)}-${text.slice(5)}`;
};

/** A new set of codes in place of the user's earlier one, which stops working; only their hashes are kept. */
export const replaceRecoveryCodes = async (db: Database, userId: string): Promise<string[]> => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db
    .insert(userRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(recoveryCodeSchema.parse(code)) })));
  return codes;
};

export const remainingRecoveryCodes = async (db: Database, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
};

/** Spends one of the user's unused codes: how many remain after it, or null when it is not one of them. */
export const spendRecoveryCode = async (db: Database, userId: string, code: string): Promise<number | null> => {
  const parsed = recoveryCodeSchema.safeParse(code);
  if (!parsed.success) return null;
  const [spent] = await db
    .update(userRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, hashToken(parsed.data)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return spent ? remainingRecoveryCodes(db, userId) : null;
};
