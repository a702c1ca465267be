import { PAGE_SIZE } from '@console/domain/list/list-query';
import { ENDING_WITHIN_DAYS, type RentContractStatus } from '@console/domain/rent-contract/rent-contract-status';
import type { RentContractListQuery } from '@console/domain/rent-contract/rent-contract.schema';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inAccountScope } from '../../auth/scope.ts';
import { lensIds, type SensorLens, sensorInLens } from '../../auth/sensor-lens.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { accounts, rentContractEvents, rentContractLines, rentContracts, sensors, users } from '../../db/schema.ts';

/** The lessee's calendar day now: the status reads the dates in it. */
const lesseeToday = sql`(now() at time zone ${rentContracts.zoneId})::date`;

/** The domain's `deriveRentContractStatus` in SQL, for the list's filter and its rows. */
export const rentStatusSql = sql<RentContractStatus>`case
  when ${rentContracts.state} <> 'validated' then ${rentContracts.state}
  when ${lesseeToday} < ${rentContracts.startsOn} and ${rentContracts.installedAt} is null then 'validated'
  when ${lesseeToday} > ${rentContracts.plannedReturnOn} then 'late'
  when ${lesseeToday} >= ${rentContracts.plannedReturnOn} - ${ENDING_WITHIN_DAYS}::int then 'ending'
  else 'active' end`;

/** An extension in these states still waits for the lessee (or for the lessor to send it again). */
const PENDING_EXTENSION_STATES = sql.raw(`('draft', 'pending_validation', 'declined')`);

const lessor = alias(accounts, 'lessor');
const lessee = alias(accounts, 'lessee');

const columns = {
  id: rentContracts.id,
  number: rentContracts.number,
  lessorId: lessor.id,
  lessorName: lessor.name,
  lessorType: lessor.type,
  lesseeId: lessee.id,
  lesseeName: lessee.name,
  lesseeType: lessee.type,
  startsOn: rentContracts.startsOn,
  plannedReturnOn: rentContracts.plannedReturnOn,
  zoneId: rentContracts.zoneId,
  state: rentContracts.state,
  status: rentStatusSql,
  externalRef: rentContracts.externalRef,
  note: rentContracts.note,
  declineReason: rentContracts.declineReason,
  validatedAt: rentContracts.validatedAt,
  validatedByName: rentContracts.validatedByName,
  validatedAddress: rentContracts.validatedAddress,
  termsId: rentContracts.termsId,
  termsVersion: sql<string | null>`(select t.version from terms_of_service t where t.id = rent_contracts.terms_id)`,
  predecessorId: rentContracts.predecessorId,
  hasPendingExtension: sql<boolean>`exists (select 1 from rent_contracts s
    where s.predecessor_id = rent_contracts.id and s.state in ${PENDING_EXTENSION_STATES})`,
  openLineCount: sql<number>`(select count(*) from rent_contract_lines l
    where l.contract_id = rent_contracts.id and l.ended_at is null)::int`,
  lineCount: sql<number>`(select count(*) from rent_contract_lines l where l.contract_id = rent_contracts.id)::int`,
};
export type RentContractRow = Awaited<ReturnType<typeof selectRentContractRows>>[number];

const selectRentContractRows = (db: Database, where: SQL | undefined) =>
  db
    .select(columns)
    .from(rentContracts)
    .innerJoin(lessor, eq(lessor.id, rentContracts.lessorAccountId))
    .innerJoin(lessee, eq(lessee.id, rentContracts.lesseeAccountId))
    .where(where)
    .$dynamic();

/**
 * The contracts the caller reaches: those its accounts rent out, and those they rent once sent (a draft is the
 * lessor's own business).
 */
export const inRentScope = (session: Session): SQL =>
  or(
    inAccountScope(session, rentContracts.lessorAccountId),
    and(inAccountScope(session, rentContracts.lesseeAccountId), isNotNull(rentContracts.sentAt)),
  ) ?? sql`false`;

/** `/contracts-mine`: an account's own contracts as lessee, once sent. */
export const inMyRentals = (accountId: string | null): SQL =>
  and(eq(rentContracts.lesseeAccountId, accountId ?? ''), isNotNull(rentContracts.sentAt)) ?? sql`false`;

/** The next contract number, `LC-{year}-{000123}`: one sequence across the years, so none is given twice. */
export const nextContractNumber = sql`'LC-' || to_char(now(), 'YYYY') || '-'
  || lpad(nextval('rent_contract_number_seq')::text, 6, '0')`;

type ListFilter = Omit<RentContractListQuery, 'start' | 'sort' | 'order'>;

/** A contract renting a sensor of the lens. */
export const rentContractInLens = (lens: SensorLens): SQL =>
  sql`exists (select 1 from ${rentContractLines} l where l.contract_id = ${rentContracts.id}
    and ${sensorInLens(sql`l.sensor_id`, lensIds(lens))})`;

export const rentContractConditions = (scope: SQL, filter: Partial<ListFilter>): SQL | undefined =>
  and(
    scope,
    filter.status?.length ? inArray(rentStatusSql, filter.status) : undefined,
    filter.lessorAccountId ? eq(rentContracts.lessorAccountId, filter.lessorAccountId) : undefined,
    filter.lesseeAccountId ? eq(rentContracts.lesseeAccountId, filter.lesseeAccountId) : undefined,
    filter.accountId
      ? or(eq(rentContracts.lessorAccountId, filter.accountId), eq(rentContracts.lesseeAccountId, filter.accountId))
      : undefined,
    filter.sensorId
      ? sql`exists (select 1 from rent_contract_lines l
          where l.contract_id = rent_contracts.id and l.sensor_id = ${filter.sensorId})`
      : undefined,
    filter.search
      ? sql`(lower(${rentContracts.number}) like ${containsPattern(filter.search)}
          or lower(${rentContracts.externalRef}) like ${containsPattern(filter.search)})`
      : undefined,
  );

const SORT_KEYS = {
  plannedReturnOn: rentContracts.plannedReturnOn,
  startsOn: rentContracts.startsOn,
  number: rentContracts.number,
  lessee: sql`lower(${lessee.name})`,
} as const;

export const selectRentContractPage = (
  db: Database,
  where: SQL | undefined,
  query: Pick<RentContractListQuery, 'start' | 'sort' | 'order'>,
  limit = PAGE_SIZE,
): Promise<RentContractRow[]> => {
  const direction = query.order === 'desc' ? desc : asc;
  return selectRentContractRows(db, where)
    .orderBy(direction(SORT_KEYS[query.sort]), asc(rentContracts.id))
    .limit(limit)
    .offset(query.start);
};

export const countRentContracts = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(rentContracts)
    .innerJoin(lessee, eq(lessee.id, rentContracts.lesseeAccountId))
    .where(where);
  return row?.n ?? 0;
};

export const selectRentContract = async (db: Database, where: SQL): Promise<RentContractRow | undefined> => {
  const [row] = await selectRentContractRows(db, where);
  return row;
};

export const selectLines = (db: Database, contractId: string) =>
  db
    .select({
      id: rentContractLines.id,
      sensorId: sensors.id,
      serialNumber: sensors.serialNumber,
      handedOverOn: rentContractLines.handedOverOn,
      returnedOn: rentContractLines.returnedOn,
      returnCondition: rentContractLines.returnCondition,
      convertedOn: rentContractLines.convertedOn,
      extendedOn: rentContractLines.extendedOn,
      endedAt: rentContractLines.endedAt,
    })
    .from(rentContractLines)
    .innerJoin(sensors, eq(sensors.id, rentContractLines.sensorId))
    .where(eq(rentContractLines.contractId, contractId))
    .orderBy(asc(sensors.serialNumber));

export const selectOpenLines = (db: Database, contractId: string) =>
  db
    .select({ id: rentContractLines.id, sensorId: rentContractLines.sensorId })
    .from(rentContractLines)
    .where(and(eq(rentContractLines.contractId, contractId), isNull(rentContractLines.endedAt)));

/** The contract it extends and its latest extension not cancelled, with their statuses. */
export const selectLinkedContracts = (db: Database, row: { id: string; predecessorId: string | null }) =>
  db
    .select({
      id: rentContracts.id,
      number: rentContracts.number,
      status: rentStatusSql,
      predecessorId: rentContracts.predecessorId,
    })
    .from(rentContracts)
    .where(
      or(
        row.predecessorId ? eq(rentContracts.id, row.predecessorId) : undefined,
        and(eq(rentContracts.predecessorId, row.id), sql`${rentContracts.state} <> 'cancelled'`),
      ),
    )
    .orderBy(desc(rentContracts.createdAt));

export const selectEvents = (db: Database, contractId: string) =>
  db
    .select({
      at: rentContractEvents.at,
      kind: rentContractEvents.kind,
      detail: rentContractEvents.detail,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(rentContractEvents)
    .leftJoin(users, eq(users.id, rentContractEvents.userId))
    .where(eq(rentContractEvents.contractId, contractId))
    .orderBy(asc(rentContractEvents.at));

/**
 * Whether the sensor may stand on a parcel of `lesseeId`: an open line of a validated contract rents it to that
 * account (the affectation rule of rented sensors).
 */
export const sensorRentedTo = (db: Database, sensorId: string, lesseeId: string) =>
  db
    .select({ contractId: rentContracts.id })
    .from(rentContractLines)
    .innerJoin(rentContracts, eq(rentContracts.id, rentContractLines.contractId))
    .where(
      and(
        eq(rentContractLines.sensorId, sensorId),
        isNull(rentContractLines.endedAt),
        eq(rentContracts.lesseeAccountId, lesseeId),
        eq(rentContracts.state, 'validated'),
      ),
    );

/**
 * The line a sensor in the field works under: open, handed over, on a contract whose lessee holds the sensor now (a
 * sensor a provider rents and sub-rents to a farm has two open lines; this is the farm's).
 */
export const selectFieldLine = async (db: Database, sensorId: string) => {
  const [line] = await db
    .select({
      id: rentContractLines.id,
      contractId: rentContracts.id,
      number: rentContracts.number,
      lessorId: rentContracts.lessorAccountId,
      lessorName: accounts.name,
    })
    .from(rentContractLines)
    .innerJoin(rentContracts, eq(rentContracts.id, rentContractLines.contractId))
    .innerJoin(
      sensors,
      and(eq(sensors.id, rentContractLines.sensorId), eq(sensors.accountId, rentContracts.lesseeAccountId)),
    )
    .innerJoin(accounts, eq(accounts.id, rentContracts.lessorAccountId))
    .where(
      and(
        eq(rentContractLines.sensorId, sensorId),
        isNull(rentContractLines.endedAt),
        isNotNull(rentContractLines.handedOverOn),
        eq(rentContractLines.isCarryPending, false),
      ),
    );
  return line;
};
