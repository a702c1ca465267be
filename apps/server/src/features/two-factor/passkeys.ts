import type { AddPasskeyInput, PasskeyProof } from '@console/domain/auth/two-factor.schema';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, count, eq } from 'drizzle-orm';
import {
  acceptPasskey,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  type RelyingParty,
  signedTokenOf,
} from '../../auth/mfa/passkeys.ts';
import { consumeUserToken, issueUserToken } from '../../auth/user-tokens.ts';
import { confirmFactorInSignIn } from '../../auth/sign-ins.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { userPasskeys, users } from '../../db/schema.ts';
import type { Mailing } from '../../mail/mail-queue.ts';
import { AppError, fieldError, notFound } from '../../plugins/app-error.ts';
import { keepOneFactorWhereRequired, recordChange } from './service.ts';

/** Enough for a phone, a laptop and a few security keys; more is a list nobody reviews. */
const PASSKEYS_MAX = 10;

/** Options for the browser to make a passkey (decision 186), once the user's list has room. */
export const startPasskey = async (db: Database, rp: RelyingParty, session: Session) => {
  const [[user], [held]] = await Promise.all([
    db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, session.userId)),
    db.select({ n: count() }).from(userPasskeys).where(eq(userPasskeys.userId, session.userId)),
  ]);
  if (!user) throw notFound('user not found');
  if ((held?.n ?? 0) >= PASSKEYS_MAX) throw new AppError('conflict', `at most ${PASSKEYS_MAX} passkeys`);
  const displayName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return { ...(await passkeyRegistrationOptions(db, rp, { id: session.userId, email: user.email, displayName })) };
};

/** Keeps the passkey the browser made, under its name; it counts as a factor confirmed in this sign-in. */
export const addPasskey = async (
  db: Database,
  mailing: Mailing,
  rp: RelyingParty,
  session: Session,
  { name, response }: AddPasskeyInput,
): Promise<void> => {
  const added = await registerPasskey(db, rp, {
    userId: session.userId,
    name,
    response: response as unknown as RegistrationResponseJSON,
  });
  if (!added) throw fieldError('invalid', 'the passkey could not be verified', 'response', 'errors.passkey-failed');
  await db.transaction(async (tx) => {
    await recordChange(tx, mailing, session.userId, 'passkey-added');
    if (session.signInId) await confirmFactorInSignIn(tx, session.signInId, session.userId);
  });
};

/** Removes one of the user's passkeys; not their last factor where one is required. */
export const removePasskey = async (db: Database, mailing: Mailing, session: Session, id: string): Promise<void> => {
  await db.transaction(async (tx) => {
    const [passkey] = await tx
      .select({ id: userPasskeys.id })
      .from(userPasskeys)
      .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, session.userId)))
      .for('update');
    if (!passkey) throw notFound('passkey not found');
    await keepOneFactorWhereRequired(tx, session);
    await tx.delete(userPasskeys).where(eq(userPasskeys.id, id));
    await recordChange(tx, mailing, session.userId, 'passkey-removed');
  });
};

/** Options for a passkey to confirm a factor in this sign-in (decision 185): a challenge of its own, 5 minutes. */
export const startPasskeyConfirmation = async (db: Database, rp: RelyingParty, session: Session) => {
  const token = await issueUserToken(db, session.userId, 'passkey-confirmation');
  return { ...(await passkeyAuthenticationOptions(db, rp, session.userId, token)) };
};

/** A passkey's answer to that challenge confirms a factor in the caller's sign-in. */
export const confirmWithPasskey = async (
  db: Database,
  rp: RelyingParty,
  session: Session,
  { passkey }: PasskeyProof,
): Promise<void> => {
  if (!session.signInId) throw new AppError('conflict', 'this token belongs to no sign-in: sign in with your password');
  const response = passkey as unknown as AuthenticationResponseJSON;
  const token = signedTokenOf(response);
  const failed = () => fieldError('invalid', 'the passkey could not be verified', 'passkey', 'errors.passkey-failed');
  if (!token || (await consumeUserToken(db, token, 'passkey-confirmation')) !== session.userId) throw failed();
  if (!(await acceptPasskey(db, rp, { userId: session.userId, token, response }))) throw failed();
  await confirmFactorInSignIn(db, session.signInId, session.userId);
};
