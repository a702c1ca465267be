import { can, isManufacturer, type Permission } from '@console/domain/access/permissions';
import { COUNTRY_DEFAULTS } from '@console/domain/address/country-defaults';
import type { PostalAddress } from '@console/domain/address/postal-address.schema';
import type { Paged } from '@console/domain/list/list-query';
import {
  ACTION_SIDES,
  type ExtensionLinks,
  isActionOpen,
  RENT_CONTRACT_ACTIONS,
  RENTED_STATUSES,
  type RentContractAction,
} from '@console/domain/rent-contract/rent-contract-status';
import { MAX_REDEPLOYABLE_CONTRACTS, MAX_RENTAL_DAYS } from '@console/domain/rent-contract/rent-contract.schema';
import type {
  Extension,
  RedeployableSensor,
  LineConversion,
  LineReturn,
  RentContract,
  RentContractEventKind,
  RentContractInput,
  RentContractListItem,
  RentContractListQuery,
  RentContractUpdate,
  ReturnCondition,
} from '@console/domain/rent-contract/rent-contract.schema';
import { addLocalDays, daysBetween, todayIn } from '@console/domain/subscription/subscription-period';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import type { Session } from '../../auth/session.ts';
import { inAccountScope } from '../../auth/scope.ts';
import { rentContractInTerritory, requireTerritory, territoryParameters } from '../../auth/territory.ts';
import type { Database } from '../../db/client.ts';
import { accounts, rentContractEvents, rentContractLines, rentContracts, sensors, users } from '../../db/schema.ts';
import type { ReadPage } from '../../export/row-pages.ts';
import { AppError, fieldError, forbidden, notFound } from '../../plugins/app-error.ts';
import { type LineState, selectLineStates } from './line-states.ts';
import { getCurrentRentTerms, getTermsDocument } from '../terms/service.ts';
import { raiseContractToValidate } from './notices.ts';
import {
  countRentContracts,
  inMyRentals,
  nextContractNumber,
  inRentScope,
  type RentContractRow,
  rentContractConditions,
  selectEvents,
  selectLinkedContracts,
  selectLines,
  selectOpenLines,
  selectRentContract,
  selectRentContractPage,
  selectFieldLine,
  sensorRentedTo,
} from './queries.ts';

// The reminders the hourly job raises for contracts left waiting, and the notice the demo data raises.
export { raiseContractToValidate, raiseValidationReminders } from './notices.ts';
// The demo data numbers its contracts as the API does; a swap in the field reads the line it hands over.
export { nextContractNumber, selectFieldLine } from './queries.ts';

const refusal = (message: string, error: string) => new AppError('conflict', message, { error });

/** The right a lessor's action needs: the lessee's account kind is managed under Providers or Farmers. */
const lessorRight = (row: Pick<RentContractRow, 'lesseeType'>): Permission =>
  row.lesseeType === 'provider' ? 'edit:providerAccounts' : 'edit:farmerAccounts';

/** Whether the caller's side may take the action: the lessor's users, the lessee's with MyAccount, staff both. */
const sideMay = (session: Session, row: RentContractRow, action: RentContractAction): boolean => {
  if (ACTION_SIDES[action] === 'lessor') {
    return (isManufacturer(session) || session.accountId === row.lessorId) && can(session, lessorRight(row));
  }
  return isManufacturer(session)
    ? can(session, lessorRight(row))
    : session.accountId === row.lesseeId && can(session, 'edit:myAccount');
};

const listItemOf = (row: RentContractRow): RentContractListItem => ({
  id: row.id,
  number: row.number,
  lessor: { id: row.lessorId, name: row.lessorName },
  lessee: { id: row.lesseeId, name: row.lesseeName },
  lesseeType: row.lesseeType === 'provider' ? 'provider' : 'farmer',
  startsOn: row.startsOn,
  plannedReturnOn: row.plannedReturnOn,
  status: row.status,
  ...(row.externalRef ? { externalRef: row.externalRef } : {}),
  openLineCount: row.openLineCount,
  lineCount: row.lineCount,
});

const nameOf = (person: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email || undefined;

const NO_FIELD_STATE: LineState = { isNotInstalled: false, isReadyForReturn: false };

const linksOf = (row: RentContractRow): ExtensionLinks => ({
  isExtension: row.predecessorId !== null,
  hasPendingExtension: row.hasPendingExtension,
});

/** The actions the caller may take on the contract now. */
const actionsFor = (session: Session, row: RentContractRow) =>
  RENT_CONTRACT_ACTIONS.filter(
    (action) => isActionOpen(action, row.status, linksOf(row)) && sideMay(session, row, action),
  );

/** The version accepted at validation; until then, the one validating would accept. */
const termsVersionOf = async (db: Database, row: RentContractRow) =>
  row.validatedAt ? row.termsVersion : row.state === 'cancelled' ? null : (await getCurrentRentTerms(db))?.version;

const detailOf = async (db: Database, session: Session, row: RentContractRow): Promise<RentContract> => {
  const [lines, events, states, linked, termsVersion] = await Promise.all([
    selectLines(db, row.id),
    selectEvents(db, row.id),
    RENTED_STATUSES.includes(row.status)
      ? selectLineStates(db, { id: row.id, lesseeId: row.lesseeId, zoneId: row.zoneId })
      : new Map<string, LineState>(),
    selectLinkedContracts(db, row),
    termsVersionOf(db, row),
  ]);
  const link = (contract: (typeof linked)[number] | undefined) =>
    contract ? { id: contract.id, number: contract.number, status: contract.status } : undefined;
  const predecessor = link(linked.find((contract) => contract.id === row.predecessorId));
  const successor = link(linked.find((contract) => contract.predecessorId === row.id));
  return {
    ...listItemOf(row),
    ...(row.note ? { note: row.note } : {}),
    ...(predecessor ? { predecessor } : {}),
    ...(successor ? { successor } : {}),
    ...(termsVersion ? { termsVersion } : {}),
    ...(row.state === 'declined' && row.declineReason ? { declineReason: row.declineReason } : {}),
    ...(row.validatedAt
      ? {
          validation: {
            at: row.validatedAt.toISOString(),
            by: row.validatedByName ?? '',
            ...(row.validatedAddress ? { address: row.validatedAddress } : {}),
          },
        }
      : {}),
    lines: lines.map((line) => ({
      id: line.id,
      sensor: { id: line.sensorId, serialNumber: line.serialNumber },
      ...(line.handedOverOn ? { handedOverOn: line.handedOverOn } : {}),
      ...(line.returnedOn ? { returnedOn: line.returnedOn } : {}),
      ...(line.returnCondition ? { returnCondition: line.returnCondition } : {}),
      ...(line.convertedOn ? { convertedOn: line.convertedOn } : {}),
      ...(line.extendedOn ? { extendedOn: line.extendedOn } : {}),
      ...(states.get(line.id) ?? NO_FIELD_STATE),
    })),
    events: events.map((event) => {
      const by = nameOf(event);
      return {
        at: event.at.toISOString(),
        kind: event.kind,
        ...(by ? { by } : {}),
        ...(event.detail ? { detail: event.detail } : {}),
      };
    }),
    actions: actionsFor(session, row),
  };
};

type RentContractListFilter = Omit<RentContractListQuery, 'start' | 'sort' | 'order'>;

/** The list's conditions for the caller: their scope, the filters, and the favourite's territory. */
const listConditions = async (db: Database, session: Session, { favouriteId, ...filter }: RentContractListFilter) => {
  const territory = await requireTerritory(db, session, favouriteId);
  return and(
    rentContractConditions(inRentScope(session), filter),
    territory ? rentContractInTerritory(territoryParameters(territory)) : undefined,
  );
};

export const listRentContracts = async (
  db: Database,
  session: Session,
  query: RentContractListQuery,
): Promise<Paged<RentContractListItem>> => {
  const { start: _start, sort, order, ...filter } = query;
  const where = await listConditions(db, session, filter);
  const [rows, total] = await Promise.all([selectRentContractPage(db, where, query), countRentContracts(db, where)]);
  return { items: rows.map(listItemOf), total, filter, sort: { field: sort, order } };
};

/** How many contracts the list shows under these filters: a dashboard figure that is the list's total. */
export const countRentContractsMatching = async (db: Database, session: Session, filter: RentContractListFilter) =>
  countRentContracts(db, await listConditions(db, session, filter));

/** The list's pages as its export reads them, the conditions worked out once. */
export const readRentContractPages = async (
  db: Database,
  session: Session,
  query: RentContractListQuery,
): Promise<ReadPage<RentContractListItem>> => {
  const { start: _start, sort: _sort, order: _order, ...filter } = query;
  const where = await listConditions(db, session, filter);
  return async (start, limit) => (await selectRentContractPage(db, where, { ...query, start }, limit)).map(listItemOf);
};

export const listMyRentContracts = async (
  db: Database,
  session: Session,
  query: Pick<RentContractListQuery, 'start' | 'sort' | 'order' | 'status'>,
): Promise<Paged<RentContractListItem>> => {
  const where = rentContractConditions(inMyRentals(session.accountId), { status: query.status });
  const [rows, total] = await Promise.all([selectRentContractPage(db, where, query), countRentContracts(db, where)]);
  return {
    items: rows.map(listItemOf),
    total,
    filter: query.status ? { status: query.status } : {},
    sort: { field: query.sort, order: query.order },
  };
};

/**
 * The lessor's rented sensors ready for return (decision 137), across its rented contracts that the caller reaches,
 * the nearest planned return first.
 */
export const listRedeployableSensors = async (
  db: Database,
  session: Session,
  lessorAccountId: string,
): Promise<{ items: RedeployableSensor[] }> => {
  const where = rentContractConditions(inRentScope(session), { lessorAccountId, status: [...RENTED_STATUSES] });
  const rows = await selectRentContractPage(
    db,
    where,
    { start: 0, sort: 'plannedReturnOn', order: 'asc' },
    MAX_REDEPLOYABLE_CONTRACTS,
  );
  const perContract = await Promise.all(
    rows.map(async (row) => {
      const [lines, states] = await Promise.all([
        selectLines(db, row.id),
        selectLineStates(db, { id: row.id, lesseeId: row.lesseeId, zoneId: row.zoneId }),
      ]);
      const { id, number, lessee, lesseeType } = listItemOf(row);
      return lines
        .filter((line) => states.get(line.id)?.isReadyForReturn)
        .map((line) => ({
          contract: { id, number, lessee, lesseeType },
          sensor: { id: line.sensorId, serialNumber: line.serialNumber },
          plannedReturnOn: row.plannedReturnOn,
        }));
    }),
  );
  return { items: perContract.flat() };
};

const requireContract = async (db: Database, session: Session, id: string) => {
  const row = await selectRentContract(db, and(eq(rentContracts.id, id), inRentScope(session)) ?? sql`false`);
  if (!row) throw notFound('rent contract not found');
  return row;
};

export const getRentContract = async (db: Database, session: Session, id: string): Promise<RentContract> =>
  detailOf(db, session, await requireContract(db, session, id));

const recordEvent = (
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

/**
 * The contract's sensors, locked in id order for the rest of the transaction: each must be a rented-out kind
 * (`renting`), held by the lessor (its own, or rented to it under a validated contract) unless the lessor is the
 * manufacturer, which makes them all, and on no other open line of that lessor.
 */
const lockLineSensors = async (
  tx: Database,
  lessor: { id: string; isManufacturer: boolean },
  sensorIds: string[],
  exceptContractId?: string,
  field = 'sensorIds',
) => {
  const rows = await tx
    .select({ id: sensors.id, serialNumber: sensors.serialNumber, usage: sensors.usage, accountId: sensors.accountId })
    .from(sensors)
    .where(inArray(sensors.id, sensorIds))
    .orderBy(asc(sensors.id))
    .for('update', { of: sensors });
  if (rows.length !== sensorIds.length || (!lessor.isManufacturer && rows.some((row) => row.accountId !== lessor.id))) {
    throw fieldError('invalid', "a sensor is not the lessor's", field, 'rent-contracts.errors.sensor-not-lessors');
  }
  if (rows.some((row) => row.usage !== 'renting')) {
    throw fieldError('invalid', 'a sensor is not for rent', field, 'rent-contracts.errors.not-renting');
  }
  const rented = await tx
    .select({ id: rentContractLines.id })
    .from(rentContractLines)
    .where(
      and(
        inArray(rentContractLines.sensorId, sensorIds),
        eq(rentContractLines.lessorAccountId, lessor.id),
        isNull(rentContractLines.endedAt),
        exceptContractId ? ne(rentContractLines.contractId, exceptContractId) : undefined,
      ),
    );
  if (rented.length > 0) {
    throw fieldError('conflict', 'a sensor is on another contract', field, 'rent-contracts.errors.already-rented');
  }
};

/** The lessor of a contract row, as `lockLineSensors` reads it. */
const lessorOf = (row: RentContractRow) => ({ id: row.lessorId, isManufacturer: row.lessorType === 'desangosse' });

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

/**
 * One action on a contract, in a transaction with its row locked: out of reach is 404, the wrong side 403, the
 * wrong moment 409 `wrong-status`. Answers the contract, or the one the change made.
 */
const act = async (
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
 * An extension takes over its predecessor's open lines: the sensors stay where they are, with their first handover
 * day, and the predecessor closes. A predecessor already placed makes its extension active at once.
 */
const carryOver = async (
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

/** The contract's rent terms PDF: the version the lessee accepted, or the current one it would accept. */
export const getRentContractTerms = async (db: Database, session: Session, id: string) => {
  const row = await requireContract(db, session, id);
  const termsId = row.validatedAt ? row.termsId : (await getCurrentRentTerms(db))?.id;
  const document = termsId ? await getTermsDocument(db, termsId) : undefined;
  if (!document) throw notFound('no rent terms for this contract');
  return document;
};

export const declineRentContract = (db: Database, session: Session, id: string, reason: string) =>
  act(db, session, id, 'decline', async (tx) => {
    await tx.update(rentContracts).set({ state: 'declined', declineReason: reason }).where(eq(rentContracts.id, id));
    await recordEvent(tx, session, id, 'declined', reason);
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

const serialsOf = async (tx: Database, sensorIds: string[]) =>
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

/** The profile's `hasRentContracts`: the account rents sensors under a contract sent to it. */
export const hasRentContracts = async (db: Database, accountId: string | null): Promise<boolean> => {
  if (!accountId) return false;
  const [row] = await db.select({ id: rentContracts.id }).from(rentContracts).where(inMyRentals(accountId)).limit(1);
  return row !== undefined;
};
