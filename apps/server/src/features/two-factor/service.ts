import type {
  ConfirmTotpInput,
  FactorProof,
  RecoveryCodes,
  TotpEnrolment,
  TwoFactorAction,
  TwoFactorState,
} from '@console/domain/auth/two-factor.schema';
import { totpCodeSchema } from '@console/domain/auth/two-factor.schema';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { isThrottled, recordLoginAttempt } from '../../auth/login-throttle.ts';
import { remainingRecoveryCodes, replaceRecoveryCodes } from '../../auth/mfa/recovery-codes.ts';
import { isSecondFactorRequired } from '../../auth/mfa/requirement.ts';
import { listPasskeys } from '../../auth/mfa/passkeys.ts';
import { checkFactorProof, secondFactorCount } from '../../auth/mfa/second-factor.ts';
import { signOutEverywhere } from '../../auth/refresh-tokens.ts';
import { confirmFactorInSignIn, recentSignIns } from '../../auth/sign-ins.ts';
import { newTotpSecret, totpStepOf, totpUri } from '../../auth/mfa/totp.ts';
import type { Session } from '../../auth/session.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-time.ts';
import { twoFactorEvents, userPasskeys, userRecoveryCodes, users, userTotpFactors } from '../../db/schema.ts';
import type { Mailing } from '../../mail/mail-queue.ts';
import { translatedMail } from '../../mail/templates.ts';
import { nameOf, readSetting } from '../../db/settings-store.ts';
import { alias } from 'drizzle-orm/pg-core';
import { AppError, fieldError, tooManyRequests } from '../../plugins/app-error.ts';

const wrongCode = () => fieldError('invalid', 'wrong code', 'code', 'errors.totp-code-wrong');

/** The changes the security section lists: the last few are enough to spot one the user did not make. */
const EVENTS_SHOWN = 10;

/**
 * Keeps the change in the user's history and, for the factor turned on or off, tells them by e-mail: a change they
 * did not make is how a stolen session shows.
 */
export const recordChange = async (
  db: Database,
  { mail, publicUrl }: Mailing,
  userId: string,
  action: TwoFactorAction,
  by?: { actorId: string; reason: string },
) => {
  await db.insert(twoFactorEvents).values({ userId, action, ...by });
  if (action === 'recovery-codes-renewed') return;
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  await mail.enqueue(
    db,
    translatedMail(user.email, user.language, `two-factor-${action}`, `${publicUrl}/profile`, {
      firstName: user.firstName,
    }),
  );
};

const actors = alias(users, 'actors');

/** The user's last changes to their factors as their administrators see them: by whom, when not the user, and why. */
export const secondFactorHistory = (db: Database, userId: string) =>
  db
    .select({
      action: twoFactorEvents.action,
      at: isoUtc<string>(twoFactorEvents.at),
      by: nameOf(actors),
      reason: twoFactorEvents.reason,
    })
    .from(twoFactorEvents)
    .leftJoin(actors, eq(actors.id, twoFactorEvents.actorId))
    .where(eq(twoFactorEvents.userId, userId))
    .orderBy(desc(twoFactorEvents.at), desc(twoFactorEvents.id))
    .limit(EVENTS_SHOWN);

export const getTwoFactorState = async (db: Database, session: Session): Promise<TwoFactorState> => {
  const { userId } = session;
  const [[factor], recoveryCodesRemaining, events, passkeys, signIns] = await Promise.all([
    db
      .select({
        enrolledAt: isoUtc<string | null>(userTotpFactors.confirmedAt),
        lastUsedAt: isoUtc<string | null>(userTotpFactors.lastUsedAt),
      })
      .from(userTotpFactors)
      .where(eq(userTotpFactors.userId, userId)),
    remainingRecoveryCodes(db, userId),
    db
      .select({ action: twoFactorEvents.action, at: isoUtc<string>(twoFactorEvents.at) })
      .from(twoFactorEvents)
      .where(eq(twoFactorEvents.userId, userId))
      .orderBy(desc(twoFactorEvents.at), desc(twoFactorEvents.id))
      .limit(EVENTS_SHOWN),
    listPasskeys(db, userId),
    recentSignIns(db, userId, session.signInId),
  ]);
  return {
    totp: factor?.enrolledAt ? { enrolledAt: factor.enrolledAt, lastUsedAt: factor.lastUsedAt } : null,
    recoveryCodesRemaining,
    events,
    passkeys,
    signIns,
  };
};

/** A new secret for the user's app, replacing one not confirmed yet; an app already confirmed must be removed first. */
export const startTotpEnrolment = async (db: Database, session: Session): Promise<TotpEnrolment> => {
  const secret = newTotpSecret();
  const [started] = await db
    .insert(userTotpFactors)
    .values({ userId: session.userId, secret })
    .onConflictDoUpdate({
      target: userTotpFactors.userId,
      set: { secret, createdAt: sql`now()` },
      setWhere: isNull(userTotpFactors.confirmedAt),
    })
    .returning({ userId: userTotpFactors.userId });
  if (!started) throw new AppError('conflict', 'an authenticator app is already set up: remove it first');
  const [[user], product] = await Promise.all([
    db.select({ email: users.email }).from(users).where(eq(users.id, session.userId)),
    readSetting(db, 'product'),
  ]);
  return { secret, uri: totpUri(secret, product.appTitle, user?.email ?? '') };
};

/** A first code from the app proves it holds the secret: the factor is on, with a first set of recovery codes. */
export const confirmTotpEnrolment = (
  db: Database,
  mailing: Mailing,
  session: Session,
  input: ConfirmTotpInput,
): Promise<RecoveryCodes> =>
  db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ secret: userTotpFactors.secret })
      .from(userTotpFactors)
      .where(and(eq(userTotpFactors.userId, session.userId), isNull(userTotpFactors.confirmedAt)))
      .for('update');
    if (!pending) throw new AppError('conflict', 'no authenticator app waiting for confirmation');
    const step = totpStepOf(pending.secret, totpCodeSchema.parse(input.code), now());
    if (step === null) throw wrongCode();
    await tx
      .update(userTotpFactors)
      .set({ confirmedAt: sql`now()`, lastStep: step, lastUsedAt: sql`now()` })
      .where(eq(userTotpFactors.userId, session.userId));
    await recordChange(tx, mailing, session.userId, 'enrolled');
    // A code of the app was just confirmed: it counts for the actions that ask for a recent one.
    if (session.signInId) await confirmFactorInSignIn(tx, session.signInId, session.userId);
    return { codes: await replaceRecoveryCodes(tx, session.userId) };
  });

/**
 * A change to the factors needs a code from one of them, throttled as a sign-in is: a stolen session alone cannot
 * turn the second factor off.
 */
const requireProof = async (db: Database, session: Session, { code }: FactorProof, ip: string) => {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, session.userId));
  const attempt = { email: user?.email ?? '', ip };
  if (await isThrottled(db, attempt)) throw tooManyRequests(60);
  const checked = await checkFactorProof(db, session.userId, code);
  await recordLoginAttempt(db, { ...attempt, outcome: checked.ok ? 'success' : 'failure' });
  if (!checked.ok) throw wrongCode();
};

/** A code confirmed in the caller's sign-in: the actions that ask for a recent one go ahead for a few minutes. */
export const confirmSecondFactor = async (
  db: Database,
  session: Session,
  proof: FactorProof,
  ip: string,
): Promise<void> => {
  if (!session.signInId) throw new AppError('conflict', 'this token belongs to no sign-in: sign in with your password');
  await requireProof(db, session, proof, ip);
  await confirmFactorInSignIn(db, session.signInId, session.userId);
};

/** Refuses to take away the user's last factor where two-step sign-in is required of them (409). */
export const keepOneFactorWhereRequired = async (db: Database, session: Session): Promise<void> => {
  if ((await secondFactorCount(db, session.userId)) === 1 && (await isSecondFactorRequired(db, session))) {
    throw new AppError('conflict', 'two-step sign-in is required for this user: keep one factor');
  }
};

/** Turns the app off; its recovery codes go with it. */
export const removeTotp = async (
  db: Database,
  mailing: Mailing,
  session: Session,
  proof: FactorProof,
  ip: string,
): Promise<void> => {
  await keepOneFactorWhereRequired(db, session);
  await requireProof(db, session, proof, ip);
  await db.transaction(async (tx) => {
    await tx.delete(userTotpFactors).where(eq(userTotpFactors.userId, session.userId));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, session.userId));
    await recordChange(tx, mailing, session.userId, 'removed');
  });
};

/**
 * An administrator's reset of another user's factors (decision 185), for a lost phone and no recovery code left: the
 * factors go, every sign-in of the user ends at once, and the user is e-mailed. Runs in the caller's transaction.
 */
export const resetSecondFactor = async (
  tx: Database,
  mailing: Mailing,
  { userId, actorId, reason }: { userId: string; actorId: string; reason: string },
): Promise<void> => {
  await tx.delete(userTotpFactors).where(eq(userTotpFactors.userId, userId));
  await tx.delete(userPasskeys).where(eq(userPasskeys.userId, userId));
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await signOutEverywhere(tx, userId);
  await recordChange(tx, mailing, userId, 'reset', { actorId, reason });
};

export const renewRecoveryCodes = async (
  db: Database,
  mailing: Mailing,
  session: Session,
  proof: FactorProof,
  ip: string,
): Promise<RecoveryCodes> => {
  await requireProof(db, session, proof, ip);
  return db.transaction(async (tx) => {
    await recordChange(tx, mailing, session.userId, 'recovery-codes-renewed');
    return { codes: await replaceRecoveryCodes(tx, session.userId) };
  });
};
