import { isActionOpen, type RentContractAction } from '@console/domain/rent-contract/rent-contract-status';
import type { RentContract, RentContractEventKind } from '@console/domain/rent-contract/rent-contract.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { rentContractEvents, rentContracts } from '../../db/schema.ts';
import { AppError, forbidden } from '../../plugins/app-error.ts';
import { getRentContract, linksOf, requireContract, sideMay } from './contract-detail.ts';
import { inRentScope, type RentContractRow } from './queries.ts';

export const refusal = (message: string, error: string) => new AppError('conflict', message, { error });

export const recordEvent = (
  tx: Database,
  session: Session | null,
  contractId: string,
  kind: RentContractEventKind,
  detail?: string,
) =>
  // The clock, not the transaction's start: events of one action keep the order they happened in.
  tx
    .insert(rentContractEvents)
    .values({ contractId, userId: session?.userId ?? null, kind, detail, at: sql`clock_timestamp()` });

/**
 * One action on a contract, in a transaction with its row locked: out of reach is 404, the wrong side 403, the
 * wrong moment 409 `wrong-status`. Answers the contract, or the one the change made.
 */
export const act = async (
  db: Database,
  session: Session,
  id: string,
  action: RentContractAction,
  change: (tx: Database, row: RentContractRow) => Promise<string | void>,
): Promise<RentContract> => {
  const made = await db.transaction(async (tx) => {
    await tx
      .select({ id: rentContracts.id })
      .from(rentContracts)
      .where(and(eq(rentContracts.id, id), inRentScope(session)))
      .for('update');
    const row = await requireContract(tx, session, id);
    if (!sideMay(session, row, action)) throw forbidden();
    if (!isActionOpen(action, row.status, linksOf(row)))
      throw refusal(`a ${row.status} contract cannot be ${action}ed now`, 'wrong-status');
    return change(tx, row);
  });
  return getRentContract(db, session, made ?? id);
};
