import type { AccountProfile, SecondFactorRequirementInput } from '@console/domain/account/account-profile.schema';
import type { UpdateAccountProfileInput } from '@console/domain/account/account.schema';
import { eq, sql } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-time.ts';
import { accounts, users } from '../../db/schema.ts';
import { userName } from '../../db/settings-store.ts';
import { notFound } from '../../plugins/app-error.ts';

/** `GET /back/account/profile`: always the caller's own account, so there is no other tenant to reach. */
export const getAccountProfile = async (db: Database, session: Session): Promise<AccountProfile> => {
  const [account] = await db
    .select({
      id: accounts.id,
      type: accounts.type,
      name: accounts.name,
      siret: accounts.siret,
      postalAddress: accounts.postalAddress,
      required: accounts.secondFactorRequired,
      changedAt: isoUtc<string | null>(accounts.secondFactorRequiredAt),
      changedBy: userName,
    })
    .from(accounts)
    .leftJoin(users, eq(users.id, accounts.secondFactorRequiredBy))
    .where(eq(accounts.id, session.accountId));
  if (!account) throw notFound('account not found');
  const { required, changedAt, changedBy, ...rest } = account;
  return { ...rest, secondFactorRequirement: { required, changedAt, changedBy } };
};

/** `POST /back/account/profile`: the name, SIRET and postal address; an empty SIRET removes it. */
export const updateAccountProfile = async (
  db: Database,
  session: Session,
  input: UpdateAccountProfileInput,
): Promise<AccountProfile> => {
  await db
    .update(accounts)
    .set({ name: input.name, siret: input.siret ?? null, postalAddress: input.postalAddress })
    .where(eq(accounts.id, session.accountId));
  return getAccountProfile(db, session);
};

/**
 * `POST /back/account/profile/two-factor-requirement` (decision 184): from the next request on, the account's users
 * without a second factor are sent to set one up before anything else.
 */
export const requireSecondFactor = async (
  db: Database,
  session: Session,
  { required }: SecondFactorRequirementInput,
): Promise<AccountProfile> => {
  await db
    .update(accounts)
    .set({ secondFactorRequired: required, secondFactorRequiredBy: session.userId, secondFactorRequiredAt: sql`now()` })
    .where(eq(accounts.id, session.accountId));
  return getAccountProfile(db, session);
};
