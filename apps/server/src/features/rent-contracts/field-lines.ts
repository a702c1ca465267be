import type { ReturnCondition } from '@console/domain/rent-contract/rent-contract.schema';
import { todayIn } from '@console/domain/subscription/subscription-period';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { rentContractLines, rentContracts, sensors } from '../../db/schema.ts';
import { forbidden } from '../../plugins/app-error.ts';
import { recordEvent } from './contract-actions.ts';
import { sideMay } from './contract-detail.ts';
import { lessorOf, lockLineSensors } from './line-sensors.ts';
import { selectFieldLine, selectRentContract, sensorRentedTo } from './queries.ts';
import { serialsOf } from './returns.ts';

/**
 * The affectation rule of rented sensors: the parcel's account must hold the sensor under a validated contract.
 * The first sensor placed marks its contract installed, which makes it active before its first day.
 */
export const isSensorRentedTo = async (tx: Database, sensorId: string, lesseeId: string) =>
  (await sensorRentedTo(tx, sensorId, lesseeId)).length > 0;

export const markContractInstalled = async (tx: Database, sensorId: string, lesseeId: string) => {
  const [contract] = await sensorRentedTo(tx, sensorId, lesseeId);
  if (!contract) return;
  const marked = await tx
    .update(rentContracts)
    .set({ installedAt: sql`now()` })
    .where(and(eq(rentContracts.id, contract.contractId), isNull(rentContracts.installedAt)))
    .returning({ id: rentContracts.id });
  if (marked.length > 0) await recordEvent(tx, null, contract.contractId, 'installed');
};

/**
 * The contract of a sensor's field line, when the caller's side may hand it to a replacement (the lessor's, as for
 * a return). Read outside the caller's rent scope: a desk that cannot see the contract is refused, not told it is
 * missing.
 */
const selectFieldContract = async (db: Database, session: Session, contractId: string) => {
  const row = await selectRentContract(db, eq(rentContracts.id, contractId));
  return row && sideMay(session, row, 'return') ? row : undefined;
};

/** Whether the caller may swap this sensor as far as its rent is concerned: not rented, or rented out by their side. */
export const mayReplaceRentedSensor = async (db: Database, session: Session, sensorId: string): Promise<boolean> => {
  const line = await selectFieldLine(db, sensorId);
  return !line || (await selectFieldContract(db, session, line.contractId)) !== undefined;
};

/**
 * A rented sensor replaced in the field (decision 148), inside the caller's transaction: its line ends as returned
 * today in the condition given, the sensor going back to the lessor, and the replacement, free in the lessor's
 * stock, takes a new line on the same contract, handed over today; a pending extension's line follows it. Only the
 * lessor's side may; a sensor rented to nobody is left alone.
 */
export const moveFieldLine = async (
  tx: Database,
  session: Session,
  sensorId: string,
  replacementId: string,
  condition: ReturnCondition,
) => {
  const line = await selectFieldLine(tx, sensorId);
  if (!line) return;
  await tx
    .select({ id: rentContracts.id })
    .from(rentContracts)
    .where(eq(rentContracts.id, line.contractId))
    .for('update');
  const row = await selectFieldContract(tx, session, line.contractId);
  if (!row) throw forbidden();
  await lockLineSensors(tx, lessorOf(row), [replacementId], undefined, 'sensorId');
  const today = todayIn(row.zoneId, now());
  await tx
    .update(rentContractLines)
    .set({ returnedOn: today, returnCondition: condition, endedAt: sql`now()` })
    .where(eq(rentContractLines.id, line.id));
  await tx.update(sensors).set({ accountId: row.lessorId }).where(eq(sensors.id, sensorId));
  await tx
    .insert(rentContractLines)
    .values({ contractId: row.id, sensorId: replacementId, lessorAccountId: row.lessorId, handedOverOn: today });
  await tx.update(sensors).set({ accountId: row.lesseeId }).where(eq(sensors.id, replacementId));
  await tx
    .update(rentContractLines)
    .set({ sensorId: replacementId })
    .where(
      and(
        eq(rentContractLines.sensorId, sensorId),
        eq(rentContractLines.isCarryPending, true),
        isNull(rentContractLines.endedAt),
      ),
    );
  const [from, to] = await Promise.all([serialsOf(tx, [sensorId]), serialsOf(tx, [replacementId])]);
  await recordEvent(tx, session, row.id, 'replaced', `${from} → ${to}`);
};
