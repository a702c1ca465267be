import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { raise } from '../notifications/service.ts';

/** Days a sent contract waits before its lessee is reminded once. */
export const VALIDATION_REMINDER_DAYS = 3;

const toValidate = (occurrence: SQL, where: SQL) =>
  sql`select ${occurrence} as occurrence, c.lessee_account_id as account_id,
        jsonb_build_object('contractId', c.id, 'number', c.number, 'lessorName', lessor.name,
                           'lesseeId', c.lessee_account_id, 'lesseeType', lessee.type) as payload
      from rent_contracts c join accounts lessor on lessor.id = c.lessor_account_id
        join accounts lessee on lessee.id = c.lessee_account_id
      where c.state = 'pending_validation' and ${where}`;

/**
 * `rent-contract-to-validate` to the lessee's users with MyAccount, each time the contract is sent: a contract sent
 * again after a decline asks again.
 */
export const raiseContractToValidate = (db: Database, contractId: string): Promise<number> =>
  raise(
    db,
    'rent-contract-to-validate',
    'myAccount',
    toValidate(sql`c.id::text || '@' || c.sent_at::text`, sql`c.id = ${contractId}`),
    'own-account',
  );

/** The same, once more, for contracts still waiting three days after they were sent (the hourly job). */
export const raiseValidationReminders = (db: Database): Promise<number> =>
  raise(
    db,
    'rent-contract-to-validate',
    'myAccount',
    toValidate(
      sql`c.id::text || '@' || c.sent_at::text || '#reminder'`,
      sql`c.sent_at <= now() - make_interval(days => ${VALIDATION_REMINDER_DAYS})`,
    ),
    'own-account',
  );
