import { type Extension, MAX_RENTAL_DAYS } from '@console/domain/rent-contract/rent-contract.schema';
import { addLocalDays, daysBetween } from '@console/domain/subscription/subscription-period';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { rentContractLines, rentContracts } from '../../db/schema.ts';
import { fieldError } from '../../plugins/app-error.ts';
import { act, recordEvent } from './contract-actions.ts';
import { raiseContractToValidate } from './notices.ts';
import { nextContractNumber, type RentContractRow, selectOpenLines } from './queries.ts';

/**
 * An extension takes over its predecessor's open lines: the sensors stay where they are, with their first handover
 * day, and the predecessor closes. A predecessor already placed makes its extension active at once.
 */
export const carryOver = async (
  tx: Database,
  session: Session,
  row: RentContractRow,
  predecessorId: string,
  today: string,
) => {
  await tx.execute(sql`update rent_contract_lines l set handed_over_on = p.handed_over_on
    from rent_contract_lines p
    where l.contract_id = ${row.id} and l.ended_at is null
      and p.contract_id = ${predecessorId} and p.sensor_id = l.sensor_id and p.ended_at is null`);
  // The predecessor's lines end before the successor's open, as the one-open-line index wants.
  await tx
    .update(rentContractLines)
    .set({ extendedOn: today, endedAt: sql`now()` })
    .where(and(eq(rentContractLines.contractId, predecessorId), isNull(rentContractLines.endedAt)));
  await tx
    .update(rentContractLines)
    .set({ isCarryPending: false })
    .where(and(eq(rentContractLines.contractId, row.id), isNull(rentContractLines.endedAt)));
  const [predecessor] = await tx
    .update(rentContracts)
    .set({ state: 'closed' })
    .where(eq(rentContracts.id, predecessorId))
    .returning({ installedAt: rentContracts.installedAt });
  await tx
    .update(rentContracts)
    .set({ installedAt: predecessor?.installedAt ?? null })
    .where(eq(rentContracts.id, row.id));
  // Closed by its extension, not by returns: the one event says both.
  await recordEvent(tx, session, predecessorId, 'extended', row.number);
};

/**
 * The lessor offers to keep the sensors still out for longer: a successor contract, from the day after the planned
 * return, sent to the lessee at once. Until the lessee decides, this contract's lines are spoken for.
 */
export const extendRentContract = (db: Database, session: Session, id: string, input: Extension) =>
  act(db, session, id, 'extend', async (tx, row) => {
    // Compared before the day after is worked out: a planned return on 9999-12-31 has none (date-fns writes
    // "10000-01-01", which compares as earlier), and a later return within the calendar means there is one.
    if (
      input.plannedReturnOn <= row.plannedReturnOn ||
      daysBetween(row.plannedReturnOn, input.plannedReturnOn) > MAX_RENTAL_DAYS + 1
    ) {
      throw fieldError(
        'invalid',
        'the extension must end after the planned return',
        'plannedReturnOn',
        'rent-contracts.errors.extension-period',
      );
    }
    const startsOn = addLocalDays(row.plannedReturnOn, 1);
    const [successor] = await tx
      .insert(rentContracts)
      .values({
        number: nextContractNumber,
        lessorAccountId: row.lessorId,
        lesseeAccountId: row.lesseeId,
        startsOn,
        plannedReturnOn: input.plannedReturnOn,
        zoneId: row.zoneId,
        externalRef: row.externalRef,
        note: input.note || null,
        predecessorId: id,
        state: 'pending_validation',
        sentAt: sql`now()`,
      })
      .returning({ id: rentContracts.id });
    if (!successor) throw new Error('extension not inserted');
    const open = await selectOpenLines(tx, id);
    await tx.insert(rentContractLines).values(
      open.map((line) => ({
        contractId: successor.id,
        sensorId: line.sensorId,
        lessorAccountId: row.lessorId,
        isCarryPending: true,
      })),
    );
    await recordEvent(tx, session, successor.id, 'created', row.number);
    await recordEvent(tx, session, successor.id, 'sent');
    await raiseContractToValidate(tx, successor.id);
    return successor.id;
  });
