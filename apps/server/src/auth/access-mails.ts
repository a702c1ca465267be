import type { Language } from '@console/domain/i18n/languages';
import { and, eq, gt, sql } from 'drizzle-orm';
import { issueUserLink } from './user-tokens.ts';
import type { Database } from '../db/client.ts';
import { accounts, type UserTokenPurpose, users, userTokens } from '../db/schema.ts';
import type { Mailing } from '../mail/mail-queue.ts';
import { linkValidity, translatedMail } from '../mail/templates.ts';

export type MailRecipient = { id: string; email: string; firstName: string; language: Language };

/**
 * Invites a user to choose their password: a fresh activation link (the earlier one stops working), e-mailed in
 * their language through `db`, so inside a transaction nothing is sent unless the user is created. The admin of a
 * farm someone else created is sent to /register/{token}/farmers to review the farm's details as well.
 */
export const queueActivationMail = async (
  { mail, publicUrl }: Mailing,
  db: Database,
  user: MailRecipient,
  options: { completesFarm?: boolean } = {},
) => {
  const { token, hours } = await issueUserLink(db, user.id, 'activation');
  const [account] = await db
    .select({ name: accounts.name })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, user.id));
  const link = `${publicUrl}/register/${token}${options.completesFarm ? '/farmers' : ''}`;
  await mail.enqueue(
    db,
    translatedMail(user.email, user.language, 'activation', link, {
      firstName: user.firstName,
      account: account?.name ?? '',
      validity: linkValidity(user.language, hours),
    }),
  );
};

/** One recovery e-mail of a kind a minute per address at most, so a form cannot flood someone's inbox. */
const RECOVERY_INTERVAL_SECONDS = 60;

const sentRecently = async (db: Database, userId: string, purpose: UserTokenPurpose) => {
  const [recent] = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        gt(userTokens.createdAt, sql`now() - make_interval(secs => ${RECOVERY_INTERVAL_SECONDS})`),
      ),
    )
    .limit(1);
  return recent !== undefined;
};

/**
 * Gives a known address its way back in: a password reset link, or, to someone who never activated, a new
 * activation link. `reason` picks the wording (a forgotten password, or a sign-up with an address in use).
 */
export const queueAccessRecoveryMail = async (
  mailing: Mailing,
  db: Database,
  email: string,
  reason: 'forgot' | 'register',
) => {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      state: users.state,
      isDisabled: users.isDisabled,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!user || user.isDisabled) return;
  const purpose = user.state === 'invited' ? 'activation' : 'password-reset';
  if (await sentRecently(db, user.id, purpose)) return;
  if (purpose === 'activation') return queueActivationMail(mailing, db, user);
  const { token, hours } = await issueUserLink(db, user.id, 'password-reset');
  const key = reason === 'forgot' ? 'password-reset' : 'register-existing';
  await mailing.mail.enqueue(
    db,
    translatedMail(user.email, user.language, key, `${mailing.publicUrl}/password-reset/${token}`, {
      firstName: user.firstName,
      validity: linkValidity(user.language, hours),
    }),
  );
};
