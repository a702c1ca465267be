import { RENT_CONTRACT_STATES } from '@console/domain/rent-contract/rent-contract-status';
import { RENT_CONTRACT_EVENT_KINDS, RETURN_CONDITIONS } from '@console/domain/rent-contract/rent-contract.schema';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { sensors } from './sensors.ts';
import { termsOfService } from './terms-of-service.ts';

/** Numbers contracts `LC-{year}-{000123}`: one counter across the years, so a number is never given twice. */
export const rentContractNumberSeq = pgSequence('rent_contract_number_seq');

/**
 * Sensors a lessor rents to a lessee over dates (issue 21, decision 136). `state` moves by the parties' actions;
 * the status shown also reads the dates, in the lessee country's zone `zoneId` (domain `deriveRentContractStatus`).
 */
export const rentContracts = pgTable(
  'rent_contracts',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull(),
    lessorAccountId: uuid()
      .notNull()
      .references(() => accounts.id),
    lesseeAccountId: uuid()
      .notNull()
      .references(() => accounts.id),
    startsOn: date({ mode: 'string' }).notNull(),
    plannedReturnOn: date({ mode: 'string' }).notNull(),
    zoneId: text().notNull(),
    state: text({ enum: RENT_CONTRACT_STATES }).notNull().default('draft'),
    externalRef: text(),
    note: text(),
    declineReason: text(),
    sentAt: timestamp({ withTimezone: true }),
    validatedAt: timestamp({ withTimezone: true }),
    validatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Who validated and the lessee's address then, as they read at that time. */
    validatedByName: text(),
    validatedAddress: text(),
    /** The rent terms the lessee accepted when it validated. */
    termsId: uuid().references(() => termsOfService.id),
    /** The contract this one extends: on validation it takes over that contract's open lines. */
    predecessorId: uuid().references((): AnyPgColumn => rentContracts.id),
    /** The first time one of its sensors was placed on a parcel. */
    installedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rent_contracts_number_key').on(table.number),
    index('rent_contracts_lessor_return_idx').on(table.lessorAccountId, table.plannedReturnOn),
    index('rent_contracts_lessee_return_idx').on(table.lesseeAccountId, table.plannedReturnOn),
    index('rent_contracts_return_idx').on(table.plannedReturnOn, table.id),
    index('rent_contracts_predecessor_idx').on(table.predecessorId),
    check('rent_contracts_period_check', sql`${table.plannedReturnOn} >= ${table.startsOn}`),
    check('rent_contracts_parties_check', sql`${table.lessorAccountId} <> ${table.lesseeAccountId}`),
  ],
);

/**
 * One rented sensor of a contract. A line is open from the draft until the sensor comes back or the contract is
 * cancelled; a sensor has at most one open line per lessor, so a provider may sub-rent what it rents.
 */
export const rentContractLines = pgTable(
  'rent_contract_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    contractId: uuid()
      .notNull()
      .references(() => rentContracts.id, { onDelete: 'cascade' }),
    sensorId: uuid()
      .notNull()
      .references(() => sensors.id),
    /** The contract's lessor, kept on the line for the one-open-line rule. */
    lessorAccountId: uuid()
      .notNull()
      .references(() => accounts.id),
    handedOverOn: date({ mode: 'string' }),
    returnedOn: date({ mode: 'string' }),
    returnCondition: text({ enum: RETURN_CONDITIONS }),
    /** The day the lessee bought the sensor instead of returning it. */
    convertedOn: date({ mode: 'string' }),
    /** The day an extension took the sensor over: it stays with the lessee under the successor contract. */
    extendedOn: date({ mode: 'string' }),
    /** An extension's line waiting for the lessee's validation, while the predecessor's line still holds the sensor. */
    isCarryPending: boolean().notNull().default(false),
    endedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('rent_contract_lines_contract_idx').on(table.contractId),
    // The sensor filter reads every line of a sensor, returned ones included.
    index('rent_contract_lines_sensor_idx').on(table.sensorId),
    uniqueIndex('rent_contract_lines_open_key')
      .on(table.sensorId, table.lessorAccountId)
      .where(sql`${table.endedAt} is null and not ${table.isCarryPending}`),
  ],
);

/** Who did what to a contract, and when. */
export const rentContractEvents = pgTable(
  'rent_contract_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    contractId: uuid()
      .notNull()
      .references(() => rentContracts.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: RENT_CONTRACT_EVENT_KINDS }).notNull(),
    /** A reason, serial numbers or a condition the event names. */
    detail: text(),
  },
  (table) => [index('rent_contract_events_contract_at_idx').on(table.contractId, table.at)],
);
