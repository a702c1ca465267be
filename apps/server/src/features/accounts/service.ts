import type { AccountOption } from '@console/domain/account/account.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { selectAccountOptions } from './queries.ts';

export const listAccountOptions = (db: Database, session: Session): Promise<AccountOption[]> =>
  selectAccountOptions(db, session);
