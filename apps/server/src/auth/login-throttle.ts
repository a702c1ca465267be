import type { SessionSettings } from '@console/domain/settings/global-settings.schema';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type LOGIN_OUTCOMES, loginAttempts } from '../db/schema.ts';
import { readSetting } from '../db/settings-store.ts';

export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

export type ThrottleVerdict = 'allowed' | 'address-locked' | 'ip-limited';

/**
 * Decides from the attempts table, before any password is hashed: an address with `failuresBeforeLock` failures in
 * the last `lockMinutes` is locked until they age out, and a client IP is capped per minute whatever the address.
 */
export const checkLoginThrottle = async (
  db: Database,
  attempt: { email: string; ip: string },
  limits: Pick<SessionSettings, 'failuresBeforeLock' | 'lockMinutes' | 'attemptsPerIpPerMinute'>,
): Promise<ThrottleVerdict> => {
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, attempt.ip), gt(loginAttempts.attemptedAt, sql`now() - interval '1 minute'`)));
  if ((byIp?.n ?? 0) >= limits.attemptsPerIpPerMinute) return 'ip-limited';

  const [failures] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        sql`lower(${loginAttempts.email}) = lower(${attempt.email})`,
        eq(loginAttempts.outcome, 'failure'),
        gt(loginAttempts.attemptedAt, sql`now() - make_interval(mins => ${limits.lockMinutes})`),
      ),
    );
  return (failures?.n ?? 0) >= limits.failuresBeforeLock ? 'address-locked' : 'allowed';
};

/** Whether the attempt is refused by the throttle; a refused one is recorded as such. */
export const isThrottled = async (db: Database, attempt: { email: string; ip: string }): Promise<boolean> => {
  const verdict = await checkLoginThrottle(db, attempt, await readSetting(db, 'sessions'));
  if (verdict === 'allowed') return false;
  await recordLoginAttempt(db, { ...attempt, outcome: 'throttled' });
  return true;
};

export const recordLoginAttempt = async (
  db: Database,
  attempt: { email: string; ip: string; outcome: LoginOutcome },
): Promise<void> => {
  await db.insert(loginAttempts).values(attempt);
};

/** Attempts are kept a day, for the logs' sake, then purged: the locks look back 15 minutes at most. */
export const purgeLoginAttempts = async (db: Database): Promise<number> => {
  const deleted = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, sql`now() - interval '1 day'`))
    .returning({ id: loginAttempts.id });
  return deleted.length;
};
