import { can, isManufacturer, type Permission } from '@console/domain/access/permissions';
import {
  ACTION_SIDES,
  type ExtensionLinks,
  isActionOpen,
  RENT_CONTRACT_ACTIONS,
  RENTED_STATUSES,
  type RentContractAction,
} from '@console/domain/rent-contract/rent-contract-status';
import type { RentContract, RentContractListItem } from '@console/domain/rent-contract/rent-contract.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { rentContracts } from '../../db/schema.ts';
import { notFound } from '../../plugins/app-error.ts';
import { getCurrentRentTerms, getTermsDocument } from '../terms/service.ts';
import { type LineState, selectLineStates } from './line-states.ts';
import {
  inRentScope,
  type RentContractRow,
  selectEvents,
  selectLinkedContracts,
  selectLines,
  selectRentContract,
} from './queries.ts';

/** The right a lessor's action needs: the lessee's account kind is managed under Providers or Farmers. */
export const lessorRight = (row: Pick<RentContractRow, 'lesseeType'>): Permission =>
  row.lesseeType === 'provider' ? 'edit:providerAccounts' : 'edit:farmerAccounts';

/** Whether the caller's side may take the action: the lessor's users, the lessee's with MyAccount, staff both. */
export const sideMay = (session: Session, row: RentContractRow, action: RentContractAction): boolean => {
  if (ACTION_SIDES[action] === 'lessor') {
    return (isManufacturer(session) || session.accountId === row.lessorId) && can(session, lessorRight(row));
  }
  return isManufacturer(session)
    ? can(session, lessorRight(row))
    : session.accountId === row.lesseeId && can(session, 'edit:myAccount');
};

export const listItemOf = (row: RentContractRow): RentContractListItem => ({
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

export const nameOf = (person: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email || undefined;

const NO_FIELD_STATE: LineState = { isNotInstalled: false, isReadyForReturn: false };

export const linksOf = (row: RentContractRow): ExtensionLinks => ({
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

export const requireContract = async (db: Database, session: Session, id: string) => {
  const row = await selectRentContract(db, and(eq(rentContracts.id, id), inRentScope(session)) ?? sql`false`);
  if (!row) throw notFound('rent contract not found');
  return row;
};

export const getRentContract = async (db: Database, session: Session, id: string): Promise<RentContract> =>
  detailOf(db, session, await requireContract(db, session, id));

/** The contract's rent terms PDF: the version the lessee accepted, or the current one it would accept. */
export const getRentContractTerms = async (db: Database, session: Session, id: string) => {
  const row = await requireContract(db, session, id);
  const termsId = row.validatedAt ? row.termsId : (await getCurrentRentTerms(db))?.id;
  const document = termsId ? await getTermsDocument(db, termsId) : undefined;
  if (!document) throw notFound('no rent terms for this contract');
  return document;
};
