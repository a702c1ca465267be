import { can, isManufacturer } from '@console/domain/access/permissions';
import { COUNTRY_DEFAULTS } from '@console/domain/address/country-defaults';
import type {
  RentContract,
  RentContractInput,
  RentContractUpdate,
} from '@console/domain/rent-contract/rent-contract.schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { accounts, rentContractLines, rentContracts } from '../../db/schema.ts';
import { fieldError, forbidden } from '../../plugins/app-error.ts';
import { act, recordEvent } from './contract-actions.ts';
import { getRentContract, lessorRight } from './contract-detail.ts';
import { lessorOf, lockLineSensors } from './line-sensors.ts';
import { raiseContractToValidate } from './notices.ts';
import { nextContractNumber } from './queries.ts';

/** An account the caller reaches, with what the contract rules read of it. */
const findParty = async (tx: Database, session: Session, id: string) => {
  const [party] = await tx
    .select({
      id: accounts.id,
      type: accounts.type,
      providerId: accounts.providerId,
      postalAddress: accounts.postalAddress,
    })
    .from(accounts)
    .where(and(eq(accounts.id, id), inAccountScope(session, accounts.id)));
  return party;
};

/**
 * The parties of a new contract: the manufacturer rents to providers and farmers, a provider to its own farmers.
 * Staff create either kind; a provider only as the lessor.
 */
const requireParties = async (tx: Database, session: Session, input: RentContractInput) => {
  const [lessor, lessee] = await Promise.all([
    findParty(tx, session, input.lessorAccountId),
    findParty(tx, session, input.lesseeAccountId),
  ]);
  if (!lessor || lessor.type === 'farmer' || (!isManufacturer(session) && lessor.id !== session.accountId)) {
    throw fieldError('invalid', 'no such lessor in your reach', 'lessorAccountId', 'rent-contracts.errors.lessor');
  }
  if (!lessee || lessee.type === 'desangosse' || lessee.id === lessor.id) {
    throw fieldError('invalid', 'no such lessee in your reach', 'lesseeAccountId', 'rent-contracts.errors.lessee');
  }
  if (!can(session, lessorRight({ lesseeType: lessee.type }))) throw forbidden();
  const rentsToProvider = lessee.type === 'provider';
  if (
    (rentsToProvider && lessor.type !== 'desangosse') ||
    (lessor.type === 'provider' && lessee.providerId !== lessor.id)
  ) {
    throw fieldError(
      'invalid',
      'this lessor does not rent to this lessee',
      'lesseeAccountId',
      'rent-contracts.errors.lessee',
    );
  }
  return { lessor, lessee };
};

const insertLines = (tx: Database, contractId: string, lessorId: string, sensorIds: string[]) =>
  tx
    .insert(rentContractLines)
    .values(sensorIds.map((sensorId) => ({ contractId, sensorId, lessorAccountId: lessorId })));

export const createRentContract = async (
  db: Database,
  session: Session,
  input: RentContractInput,
): Promise<RentContract> => {
  const id = await db.transaction(async (tx) => {
    const { lessor, lessee } = await requireParties(tx, session, input);
    await lockLineSensors(tx, { id: lessor.id, isManufacturer: lessor.type === 'desangosse' }, input.sensorIds);
    const [row] = await tx
      .insert(rentContracts)
      .values({
        number: nextContractNumber,
        lessorAccountId: lessor.id,
        lesseeAccountId: lessee.id,
        startsOn: input.startsOn,
        plannedReturnOn: input.plannedReturnOn,
        zoneId: COUNTRY_DEFAULTS[lessee.postalAddress?.country ?? 'FR'].zoneId,
        externalRef: input.externalRef || null,
        note: input.note || null,
      })
      .returning({ id: rentContracts.id });
    if (!row) throw new Error('rent contract not inserted');
    await insertLines(tx, row.id, lessor.id, input.sensorIds);
    await recordEvent(tx, session, row.id, 'created');
    return row.id;
  });
  return getRentContract(db, session, id);
};

export const updateRentContract = (db: Database, session: Session, id: string, input: RentContractUpdate) =>
  act(db, session, id, 'edit', async (tx, row) => {
    await lockLineSensors(tx, lessorOf(row), input.sensorIds, id);
    // Nothing is handed over before validation: the lines are the list of sensors, replaced whole.
    await tx.delete(rentContractLines).where(eq(rentContractLines.contractId, id));
    await insertLines(tx, id, row.lessorId, input.sensorIds);
    await tx
      .update(rentContracts)
      .set({
        startsOn: input.startsOn,
        plannedReturnOn: input.plannedReturnOn,
        externalRef: input.externalRef || null,
        note: input.note || null,
      })
      .where(eq(rentContracts.id, id));
    await recordEvent(tx, session, id, 'updated');
  });

/** Sends the contract to the lessee, whose users with MyAccount are asked to validate it. */
export const sendRentContract = (db: Database, session: Session, id: string) =>
  act(db, session, id, 'send', async (tx) => {
    await tx
      .update(rentContracts)
      .set({ state: 'pending_validation', sentAt: sql`now()`, declineReason: null })
      .where(eq(rentContracts.id, id));
    await recordEvent(tx, session, id, 'sent');
    await raiseContractToValidate(tx, id);
  });

/** Before validation only: the sensors are free for another contract. */
export const cancelRentContract = (db: Database, session: Session, id: string) =>
  act(db, session, id, 'cancel', async (tx) => {
    await tx.update(rentContracts).set({ state: 'cancelled' }).where(eq(rentContracts.id, id));
    await tx
      .update(rentContractLines)
      .set({ endedAt: sql`now()` })
      .where(and(eq(rentContractLines.contractId, id), isNull(rentContractLines.endedAt)));
    await recordEvent(tx, session, id, 'cancelled');
  });
