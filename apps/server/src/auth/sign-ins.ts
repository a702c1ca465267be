import { STEP_UP_MINUTES } from '@console/domain/auth/two-factor-gate';
import { subMinutes } from 'date-fns';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { now } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { isoUtc } from '../db/iso-time.ts';
import { userSignIns } from '../db/schema.ts';

/** Where a sign-in comes from, as the token request says it. */
export type SignInClient = { ip: string; userAgent: string | undefined };
export type SignInFactor = (typeof userSignIns.$inferInsert)['secondFactor'];

/** A browser's User-Agent is a few hundred characters; anything longer is cut rather than stored whole. */
const USER_AGENT_MAX = 300;
/** The profile lists the last sign-ins: enough to spot one the user did not make. */
const SIGN_INS_SHOWN = 10;
/** Older sign-ins go: no session outlives 30 days (the sessions setting's bound), and the list shows the last few. */
const SIGN_IN_DAYS_KEPT = 90;

/** Keeps a sign-in under the id of its refresh-token family, which its access tokens carry as `sid`. */
export const recordSignIn = async (
  db: Database,
  { id, userId, client, factor }: { id: string; userId: string; client: SignInClient; factor: SignInFactor },
) => {
  await db.insert(userSignIns).values({
    id,
    userId,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    secondFactor: factor,
    // The server's clock, as the check of a recent factor reads it.
    secondFactorAt: factor ? now() : null,
  });
};

/** A factor confirmed in this sign-in now (decision 185): the actions that ask for one go ahead for a few minutes. */
export const confirmFactorInSignIn = async (db: Database, signInId: string, userId: string): Promise<void> => {
  await db
    .update(userSignIns)
    .set({ secondFactorAt: now() })
    .where(and(eq(userSignIns.id, signInId), eq(userSignIns.userId, userId)));
};

/** A factor was confirmed in this sign-in within the last minutes. */
export const hasRecentFactor = async (db: Database, signInId: string, userId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: userSignIns.id })
    .from(userSignIns)
    .where(
      and(
        eq(userSignIns.id, signInId),
        eq(userSignIns.userId, userId),
        gt(userSignIns.secondFactorAt, subMinutes(now(), STEP_UP_MINUTES)),
      ),
    );
  return row !== undefined;
};

/** The user's last sign-ins, newest first, the caller's own marked. */
export const recentSignIns = (db: Database, userId: string, currentId: string | null) =>
  db
    .select({
      at: isoUtc<string>(userSignIns.at),
      ip: userSignIns.ip,
      userAgent: userSignIns.userAgent,
      secondFactor: userSignIns.secondFactor,
      isCurrent: sql<boolean>`${userSignIns.id} = ${currentId ?? sql`null`}::uuid is true`,
    })
    .from(userSignIns)
    .where(eq(userSignIns.userId, userId))
    .orderBy(desc(userSignIns.at))
    .limit(SIGN_INS_SHOWN);

export const purgeSignIns = async (db: Database): Promise<number> => {
  const deleted = await db
    .delete(userSignIns)
    .where(lt(userSignIns.at, sql`now() - make_interval(days => ${SIGN_IN_DAYS_KEPT})`))
    .returning({ id: userSignIns.id });
  return deleted.length;
};
