import type { Country } from '@console/domain/address/postal-address.schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { fieldError } from '../../plugins/app-error.ts';

export type Holder = { id: string; providerId: string | null; country: Country };

/** The holder a caller may sell to: a farm or a provider in their scope (a provider: itself or one of its farms). */
/** An account that may hold a subscription, in the caller's scope: a farm or a provider. */
export const findHolder = async (db: Database, session: Session, accountId: string): Promise<Holder | undefined> => {
  const [holder] = await db
    .select({
      id: accounts.id,
      providerId: accounts.providerId,
      country: sql<Country | null>`${accounts.postalAddress}->>'country'`,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), ne(accounts.type, 'desangosse'), inAccountScope(session, accounts.id)));
  return holder && { ...holder, country: holder.country ?? 'FR' };
};

export const requireHolder = async (tx: Database, session: Session, accountId: string): Promise<Holder> => {
  const holder = await findHolder(tx, session, accountId);
  if (!holder) {
    throw fieldError('invalid', 'no such account in your reach', 'accountId', 'subscriptions.errors.account');
  }
  return holder;
};
