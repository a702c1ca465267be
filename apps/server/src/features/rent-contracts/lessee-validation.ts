import type { PostalAddress } from '@console/domain/address/postal-address.schema';
import { todayIn } from '@console/domain/subscription/subscription-period';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { accounts, rentContractLines, rentContracts, sensors, users } from '../../db/schema.ts';
import { getCurrentRentTerms } from '../terms/service.ts';
import { act, recordEvent } from './contract-actions.ts';
import { nameOf } from './contract-detail.ts';
import { carryOver } from './extension.ts';
import { lessorOf, lockLineSensors } from './line-sensors.ts';
import { type RentContractRow, selectOpenLines } from './queries.ts';

const formatAddress = (address: PostalAddress | null) =>
  address
    ? [
        address.firstLine,
        address.secondLine,
        address.complement,
        `${address.postalCode} ${address.city}`,
        address.country,
      ]
        .filter(Boolean)
        .join(', ')
    : null;

/** The sensors pass to the lessee (taken off any parcel of the lessor's), handed over on the first day or today. */
const handOver = async (tx: Database, row: RentContractRow, today: string) => {
  const sensorIds = (await selectOpenLines(tx, row.id)).map((line) => line.sensorId);
  await lockLineSensors(tx, lessorOf(row), sensorIds, row.id);
  await tx.update(sensors).set({ accountId: row.lesseeId, parcelId: null }).where(inArray(sensors.id, sensorIds));
  await tx
    .update(rentContractLines)
    .set({ handedOverOn: row.startsOn > today ? row.startsOn : today })
    .where(and(eq(rentContractLines.contractId, row.id), isNull(rentContractLines.endedAt)));
};

/**
 * The lessee accepts: who, when, its address and the current rent terms are recorded, and the sensors pass to it,
 * or stay with it under an extension.
 */
export const validateRentContract = (db: Database, session: Session, id: string) =>
  act(db, session, id, 'validate', async (tx, row) => {
    const [[person], [lessee], terms] = await Promise.all([
      tx
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, session.userId)),
      tx.select({ postalAddress: accounts.postalAddress }).from(accounts).where(eq(accounts.id, row.lesseeId)),
      getCurrentRentTerms(tx),
    ]);
    const today = todayIn(row.zoneId, now());
    if (row.predecessorId) await carryOver(tx, session, row, row.predecessorId, today);
    else await handOver(tx, row, today);
    await tx
      .update(rentContracts)
      .set({
        state: 'validated',
        validatedAt: sql`now()`,
        validatedBy: session.userId,
        validatedByName: person ? (nameOf(person) ?? null) : null,
        validatedAddress: formatAddress(lessee?.postalAddress ?? null),
        termsId: terms?.id ?? null,
      })
      .where(eq(rentContracts.id, id));
    await recordEvent(tx, session, id, 'validated', terms?.version);
  });

export const declineRentContract = (db: Database, session: Session, id: string, reason: string) =>
  act(db, session, id, 'decline', async (tx) => {
    await tx.update(rentContracts).set({ state: 'declined', declineReason: reason }).where(eq(rentContracts.id, id));
    await recordEvent(tx, session, id, 'declined', reason);
  });
