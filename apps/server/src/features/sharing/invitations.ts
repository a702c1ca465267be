import type { RegisterInvitedInput, SharingInvitation } from '@console/domain/parcel/parcel-sharing.schema';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password-hash.ts';
import { refuseWeakPassword } from '../../auth/password-policy.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { accounts, parcels, sharingInvitations, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { findAdminRoleId } from '../accounts/service.ts';

const emailTaken = () =>
  new AppError('conflict', 'an account already uses that address', {
    issues: [{ path: [], message: 'register.errors.already-registered' }],
  });

/** `GET /back/sharing-invitations/{id}`, public: who invited whom, and to how many parcels. */
export const getSharingInvitation = async (db: Database, id: string): Promise<SharingInvitation> => {
  const [row] = await db
    .select({
      id: sharingInvitations.id,
      email: sharingInvitations.email,
      invitedBy: accounts.name,
      acceptedAt: sharingInvitations.acceptedAt,
      parcelCount: sql<number>`(select count(*)::int from ${parcels}
        where lower(${sharingInvitations.email}) = any(${parcels.sharedEmails}) and 'targeted' = any(${parcels.sharingMode}))`,
    })
    .from(sharingInvitations)
    .innerJoin(accounts, eq(accounts.id, sharingInvitations.invitedByAccountId))
    .where(eq(sharingInvitations.id, id));
  if (!row) throw notFound('invitation not found');
  const { acceptedAt, ...invitation } = row;
  return { ...invitation, isAccepted: acceptedAt !== null };
};

/**
 * `POST /back/sharing-invitations/{id}/register`, public: the invited person gets a farmer account of their own
 * (marked invited), with the invitation's address and the farmer administrator role, in one transaction. They then
 * sign in as anyone does and see the parcels shared with their address, read-only.
 */
export const registerInvitedPerson = async (db: Database, id: string, input: RegisterInvitedInput) => {
  const invitation = await getSharingInvitation(db, id);
  if (invitation.isAccepted) throw emailTaken();
  refuseWeakPassword(input.password, { firstName: input.firstName, lastName: input.lastName, email: invitation.email });
  const passwordHash = await hashPassword(input.password);
  await db
    .transaction(async (tx) => {
      const roleId = await findAdminRoleId(tx, 'farmer');
      const [account] = await tx
        .insert(accounts)
        .values({ type: 'farmer', name: `${input.firstName} ${input.lastName}`, isInvited: true })
        .returning({ id: accounts.id });
      if (!account) throw new Error('invited account not created');
      await tx.insert(users).values({
        accountId: account.id,
        roleId,
        email: invitation.email,
        passwordHash,
        state: 'activated',
        firstName: input.firstName,
        lastName: input.lastName,
        language: input.language,
      });
      await tx
        .update(sharingInvitations)
        .set({ acceptedAt: sql`now()` })
        .where(eq(sharingInvitations.id, id));
    })
    .catch((error: unknown) => {
      // Someone signed up with that address since the invitation was sent.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  return { email: invitation.email };
};
