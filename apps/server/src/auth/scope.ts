import { eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from '../db/schema.ts';
import type { Session } from './session.ts';

/** Whose data a query may read: a session, or its kind of account with a placeholder for the account's id. */
export type AccountScope = Pick<Session, 'accountType'> & { accountId: string | Placeholder };

/**
 * The one tenant rule, as a condition on an account-id column: manufacturer staff see every account,
 * a provider its own and its farmers', a farmer its own. Every query of account-owned data applies it.
 */
export const inAccountScope = (session: AccountScope, accountIdColumn: AnyPgColumn): SQL => {
  switch (session.accountType) {
    case 'desangosse':
      return sql`true`;
    case 'provider':
      return (
        or(
          eq(accountIdColumn, session.accountId),
          sql`${accountIdColumn} in (select ${accounts.id} from ${accounts} where ${accounts.providerId} = ${session.accountId})`,
        ) ?? sql`false`
      );
    default:
      return eq(accountIdColumn, session.accountId);
  }
};

/**
 * The same rule as `inAccountScope` for a caller who is not staff, as the set of their accounts' ids: a provider's
 * own and its farmers', a farmer's own. As `column = any(array(…))` PostgreSQL can read it through an index.
 */
export const scopeAccountIds = (session: AccountScope): SQL =>
  session.accountType === 'provider'
    ? sql`select ${session.accountId}::uuid union all select ${accounts.id} from ${accounts} where ${accounts.providerId} = ${session.accountId}`
    : sql`select ${session.accountId}::uuid`;
