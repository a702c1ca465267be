import type { UpdateLanguageInput, UpdateProfileInput } from '@console/domain/profile/profile.schema';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { roleLabelColumns } from '../../db/role-label-columns.ts';
import { accounts, roles, supportLogins, users } from '../../db/schema.ts';

export const findProfileRow = async (db: Database, userId: string) => {
  const [row] = await db
    .select({
      id: users.id,
      state: users.state,
      accountType: accounts.type,
      accountId: accounts.id,
      accountName: accounts.name,
      isInvitedAccount: accounts.isInvited,
      lastName: users.lastName,
      firstName: users.firstName,
      email: users.email,
      postalAddress: users.postalAddress,
      accountPostalAddress: accounts.postalAddress,
      phoneNumber: users.phoneNumber,
      language: users.language,
      zoneId: users.zoneId,
      favouriteOnboardingDone: users.favouriteOnboardingDone,
      role: {
        id: roles.id,
        ...roleLabelColumns,
        startPage: roles.startPage,
        isAdmin: roles.isAdmin,
        rights: roles.rights,
      },
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  return row;
};

export const updateProfileRow = async (
  db: Database,
  userId: string,
  input: UpdateProfileInput | UpdateLanguageInput,
) => {
  await db
    .update(users)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
};

export const markFavouriteOnboardingDone = async (db: Database, userId: string): Promise<void> => {
  await db
    .update(users)
    .set({ favouriteOnboardingDone: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
};

/** Records a support sign-in token as it is issued; its id becomes the token's `jti`. */
export const insertSupportLogin = async (
  db: Database,
  login: { userId: string; issuedAt: Date; expiresAt: Date },
): Promise<string> => {
  const [row] = await db.insert(supportLogins).values(login).returning({ id: supportLogins.id });
  if (!row) throw new Error('the support login could not be recorded');
  return row.id;
};
