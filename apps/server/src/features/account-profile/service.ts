import type { AccountProfile } from '@console/domain/account/account-profile.schema';
import type { UpdateAccountProfileInput } from '@console/domain/account/account.schema';
import { eq } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { notFound } from '../../plugins/app-error.ts';

const columns = {
  id: accounts.id,
  type: accounts.type,
  name: accounts.name,
  siret: accounts.siret,
  postalAddress: accounts.postalAddress,
};

/** `GET /back/account/profile`: always the caller's own account, so there is no other tenant to reach. */
export const getAccountProfile = async (db: Database, session: Session): Promise<AccountProfile> => {
  const [account] = await db.select(columns).from(accounts).where(eq(accounts.id, session.accountId));
  if (!account) throw notFound('account not found');
  return account;
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
