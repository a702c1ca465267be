import { asc, inArray, and } from 'drizzle-orm';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';

/** Provider and farmer accounts the caller may see, for owner pickers and account filters. */
export const selectAccountOptions = (db: Database, session: Session) =>
  db
    .select({ id: accounts.id, name: accounts.name, type: accounts.type })
    .from(accounts)
    .where(and(inAccountScope(session, accounts.id), inArray(accounts.type, ['provider', 'farmer'])))
    .orderBy(asc(accounts.name));
