import type { FarmDetails, RegisterInput } from '@console/domain/auth/self-service.schema';
import type { Activation } from '@console/domain/auth/self-service.schema';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password-hash.ts';
import { refuseWeakPassword } from '../../auth/password-policy.ts';
import { signOutEverywhere } from '../../auth/refresh-tokens.ts';
import { consumeUserToken, findUserToken } from '../../auth/user-tokens.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { accounts, roles, users } from '../../db/schema.ts';
import { countEvents, type LimitedSubject, requireRoom } from '../../limits/rate-limit.ts';
import type { Mailing } from '../../mail/mail-queue.ts';
import { AppError, forbidden } from '../../plugins/app-error.ts';
import { findAdminRoleId } from '../accounts/service.ts';
import { queueAccessRecoveryMail, queueActivationMail } from '../../auth/access-mails.ts';
import { type CaptchaSettings, verifyCaptcha } from './captcha.ts';

export type RegistrationDeps = Mailing & { db: Database; captcha: CaptchaSettings | null };

export const linkInvalid = () => new AppError('not-found', 'this link has expired or was already used');

/** A farm and its admin, unless the address is in use; the e-mail's unique key refuses a concurrent twin. */
const createFarm = (deps: RegistrationDeps, input: RegisterInput) =>
  deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.admin.email})`);
    if (existing) return queueAccessRecoveryMail(deps, tx, input.admin.email, 'register');
    const [account] = await tx
      .insert(accounts)
      .values({ type: 'farmer', ...input.account })
      .returning({ id: accounts.id });
    if (!account) throw new Error('farm not created');
    const { phoneNumber, ...admin } = input.admin;
    const [user] = await tx
      .insert(users)
      .values({
        ...admin,
        phoneNumber: phoneNumber ?? null,
        accountId: account.id,
        roleId: await findAdminRoleId(tx, 'farmer'),
      })
      .returning({ id: users.id, email: users.email, firstName: users.firstName, language: users.language });
    if (!user) throw new Error('user not created');
    await queueActivationMail(deps, tx, user);
  });

/**
 * `POST /back/register`: a farm and its first user, invited to choose a password by e-mail. An address already in
 * use gets a way back into its account instead, and the caller the same answer: the form tells no one whether an
 * address has an account. That holds for two registrations of one address at once: the one the e-mail's unique key
 * refuses is answered as if the address had been in use all along (decision 083). Limited per client IP and per
 * e-mail domain (decision 078).
 */
export const registerFarmer = async (deps: RegistrationDeps, input: RegisterInput, ip: string) => {
  // Before the captcha: a flood must not reach the captcha provider or anyone's mailbox.
  const email = input.admin.email.toLowerCase();
  const limited: LimitedSubject[] = [
    { kind: 'registration-by-ip', subject: ip },
    { kind: 'registration-by-email-domain', subject: email.slice(email.lastIndexOf('@') + 1) },
  ];
  await requireRoom(deps.db, limited);
  await countEvents(deps.db, limited);
  if (deps.captcha) await verifyCaptcha(deps.captcha, input.captchaToken, ip);
  await createFarm(deps, input).catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    return deps.db.transaction((tx) => queueAccessRecoveryMail(deps, tx, input.admin.email, 'register'));
  });
};

const findLinkedUser = async (db: Database, userId: string) => {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      accountId: users.accountId,
      accountName: accounts.name,
      accountType: accounts.type,
      siret: accounts.siret,
      postalAddress: accounts.postalAddress,
      isAdmin: roles.isAdmin,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!user) throw linkInvalid();
  return user;
};

/** Only a farm's admin reviews the farm while activating: their colleagues join an account as it stands. */
const completesFarm = (user: { accountType: string; isAdmin: boolean }) =>
  user.accountType === 'farmer' && user.isAdmin;

/** `GET /back/register/{token}`: whom an unused activation link invites. */
export const describeActivation = async (db: Database, token: string): Promise<Activation> => {
  const userId = await findUserToken(db, token, 'activation');
  if (!userId) throw linkInvalid();
  const user = await findLinkedUser(db, userId);
  const { email, firstName, lastName, accountName, accountType, siret, postalAddress } = user;
  return {
    email,
    firstName,
    lastName,
    accountName,
    accountType,
    completesFarm: completesFarm(user),
    farm: completesFarm(user) ? { name: accountName, siret, postalAddress } : null,
  };
};

/** Spends a link and sets the user's password; returns the user for what comes next in the same transaction. */
const spendLinkAndSetPassword = async (
  tx: Database,
  token: string,
  purpose: 'activation' | 'password-reset',
  password: string,
) => {
  const userId = await consumeUserToken(tx, token, purpose);
  if (!userId) throw linkInvalid();
  const user = await findLinkedUser(tx, userId);
  refuseWeakPassword(password, user);
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password), state: 'activated', updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  // Whoever held a session before the new password holds none after it.
  await signOutEverywhere(tx, userId);
  return user;
};

/** `POST /back/register/{token}`: the invited user chooses a password and becomes active. */
export const activateUser = async (db: Database, token: string, password: string) =>
  db.transaction(async (tx) => {
    const { email } = await spendLinkAndSetPassword(tx, token, 'activation', password);
    return { email };
  });

/** `POST /back/register/{token}/farmers`: as above, with the farm's details as its admin corrects them. */
export const activateFarmer = async (db: Database, token: string, input: { password: string; account: FarmDetails }) =>
  db.transaction(async (tx) => {
    const user = await spendLinkAndSetPassword(tx, token, 'activation', input.password);
    if (!completesFarm(user)) throw forbidden();
    await tx
      .update(accounts)
      .set({ ...input.account, siret: input.account.siret ?? null })
      .where(eq(accounts.id, user.accountId));
    return { email: user.email };
  });

/** `POST /back/password-reset/forgot`: the same answer whether or not the address has an account. */
/** `POST /back/password-reset/forgot`: a link to the address, if it has an account; limited per client IP. */
export const requestPasswordReset = async (deps: RegistrationDeps, email: string, ip: string) => {
  const limited: LimitedSubject[] = [{ kind: 'password-reset-requests-by-ip', subject: ip }];
  await requireRoom(deps.db, limited);
  await countEvents(deps.db, limited);
  await deps.db.transaction((tx) => queueAccessRecoveryMail(deps, tx, email, 'forgot'));
};

/** `GET /back/password-reset/{token}`: the address an unused reset link is for. */
export const describePasswordReset = async (db: Database, token: string) => {
  const userId = await findUserToken(db, token, 'password-reset');
  if (!userId) throw linkInvalid();
  const { email, firstName, lastName } = await findLinkedUser(db, userId);
  return { email, firstName, lastName };
};

/** `POST /back/password-reset/{token}`: a new password; every earlier sign-in is revoked. */
export const resetPassword = async (db: Database, token: string, password: string) =>
  db.transaction(async (tx) => {
    const { email } = await spendLinkAndSetPassword(tx, token, 'password-reset', password);
    return { email };
  });
