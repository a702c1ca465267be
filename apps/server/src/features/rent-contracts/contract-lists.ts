import type { Paged } from '@console/domain/list/list-query';
import { RENTED_STATUSES } from '@console/domain/rent-contract/rent-contract-status';
import {
  MAX_REDEPLOYABLE_CONTRACTS,
  type RedeployableSensor,
  type RentContractListItem,
  type RentContractListQuery,
} from '@console/domain/rent-contract/rent-contract.schema';
import { and } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import { requireSensorLens } from '../../auth/sensor-lens.ts';
import type { Database } from '../../db/client.ts';
import { rentContracts } from '../../db/schema.ts';
import type { ReadPage } from '../../export/row-pages.ts';
import { listItemOf } from './contract-detail.ts';
import { selectLineStates } from './line-states.ts';
import {
  countRentContracts,
  inMyRentals,
  inRentScope,
  rentContractConditions,
  rentContractInLens,
  selectLines,
  selectRentContractPage,
} from './queries.ts';

type RentContractListFilter = Omit<RentContractListQuery, 'start' | 'sort' | 'order'>;

/** The list's conditions for the caller: their scope, the filters, and the favourite's territory. */
const listConditions = async (db: Database, session: Session, { favouriteId, ...filter }: RentContractListFilter) => {
  const lens = await requireSensorLens(db, session, favouriteId);
  return and(rentContractConditions(inRentScope(session), filter), lens ? rentContractInLens(lens) : undefined);
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

/** The profile's `hasRentContracts`: the account rents sensors under a contract sent to it. */
export const hasRentContracts = async (db: Database, accountId: string | null): Promise<boolean> => {
  if (!accountId) return false;
  const [row] = await db.select({ id: rentContracts.id }).from(rentContracts).where(inMyRentals(accountId)).limit(1);
  return row !== undefined;
};
