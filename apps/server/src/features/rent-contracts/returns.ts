import type { LineConversion, LineReturn } from '@console/domain/rent-contract/rent-contract.schema';
import { todayIn } from '@console/domain/subscription/subscription-period';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { rentContractLines, rentContracts, sensors } from '../../db/schema.ts';
import { fieldError } from '../../plugins/app-error.ts';
import { act, recordEvent, refusal } from './contract-actions.ts';
import { type RentContractRow, selectOpenLines } from './queries.ts';

/** The contract's open lines for these sensors, all or none; the lessee's calendar day. */
const requireOpenLines = async (tx: Database, row: RentContractRow, sensorIds: string[]) => {
  const open = await selectOpenLines(tx, row.id);
  const lines = open.filter((line) => sensorIds.includes(line.sensorId));
  if (lines.length !== sensorIds.length) {
    throw fieldError(
      'invalid',
      'a sensor is not out on this contract',
      'sensorIds',
      'rent-contracts.errors.not-on-contract',
    );
  }
  return { lines, isLast: lines.length === open.length, today: todayIn(row.zoneId, now()) };
};

/** An open line of another contract on these sensors, whose lessor is `lessorId`. */
const rentedOutBy = async (tx: Database, lessorId: string, sensorIds: string[]) => {
  const [line] = await tx
    .select({ id: rentContractLines.id })
    .from(rentContractLines)
    .where(
      and(
        inArray(rentContractLines.sensorId, sensorIds),
        eq(rentContractLines.lessorAccountId, lessorId),
        isNull(rentContractLines.endedAt),
      ),
    );
  return line !== undefined;
};

const closeWhenLast = async (tx: Database, session: Session, id: string, isLast: boolean) => {
  if (!isLast) return;
  await tx.update(rentContracts).set({ state: 'closed' }).where(eq(rentContracts.id, id));
  await recordEvent(tx, session, id, 'closed');
};

export const serialsOf = async (tx: Database, sensorIds: string[]) =>
  (
    await tx
      .select({ serialNumber: sensors.serialNumber })
      .from(sensors)
      .where(inArray(sensors.id, sensorIds))
      .orderBy(asc(sensors.serialNumber))
  )
    .map((sensor) => sensor.serialNumber)
    .join(', ');

/**
 * Sensors back with the lessor: their lines end with the day and condition, the sensors leave the lessee's parcels
 * and pass back to the lessor; the contract closes with its last line. A sensor the lessee rents out in turn comes
 * back from that contract first.
 */
export const returnRentedSensors = (db: Database, session: Session, id: string, input: LineReturn) =>
  act(db, session, id, 'return', async (tx, row) => {
    const { lines, isLast, today } = await requireOpenLines(tx, row, input.sensorIds);
    if (await rentedOutBy(tx, row.lesseeId, input.sensorIds)) {
      throw refusal('a sensor is rented out by the lessee', 'sub-rented');
    }
    await tx
      .update(rentContractLines)
      .set({ returnedOn: today, returnCondition: input.condition, endedAt: sql`now()` })
      .where(
        inArray(
          rentContractLines.id,
          lines.map((line) => line.id),
        ),
      );
    await tx
      .update(sensors)
      .set({ accountId: row.lessorId, parcelId: null })
      .where(inArray(sensors.id, input.sensorIds));
    await recordEvent(tx, session, id, 'returned', await serialsOf(tx, input.sensorIds));
    await closeWhenLast(tx, session, id, isLast);
  });

/**
 * The lessee buys rented sensors: their lines end in a sale, the sensors stay with it as `selling` ones, which a
 * subscription must now cover to be placed again. Only a lessor that owns a sensor outright may sell it.
 */
export const convertRentedSensors = (db: Database, session: Session, id: string, input: LineConversion) =>
  act(db, session, id, 'convert', async (tx, row) => {
    const { lines, isLast, today } = await requireOpenLines(tx, row, input.sensorIds);
    const [rentedFrom] = await tx
      .select({ id: rentContractLines.id })
      .from(rentContractLines)
      .innerJoin(rentContracts, eq(rentContracts.id, rentContractLines.contractId))
      .where(
        and(
          inArray(rentContractLines.sensorId, input.sensorIds),
          eq(rentContracts.lesseeAccountId, row.lessorId),
          isNull(rentContractLines.endedAt),
        ),
      );
    if (rentedFrom) throw refusal('the lessor rents a sensor itself', 'rented-by-lessor');
    if (await rentedOutBy(tx, row.lesseeId, input.sensorIds)) {
      throw refusal('a sensor is rented out by the lessee', 'sub-rented');
    }
    await tx
      .update(rentContractLines)
      .set({ convertedOn: today, endedAt: sql`now()` })
      .where(
        inArray(
          rentContractLines.id,
          lines.map((line) => line.id),
        ),
      );
    await tx.update(sensors).set({ usage: 'selling' }).where(inArray(sensors.id, input.sensorIds));
    await recordEvent(tx, session, id, 'converted', await serialsOf(tx, input.sensorIds));
    await closeWhenLast(tx, session, id, isLast);
  });
