import { ACCOUNT_TYPES } from '@console/domain/account/account-type';
import type { PostalAddress } from '@console/domain/address/postal-address.schema';
import type { Rights } from '@console/domain/access/rights';
import { LANGUAGES } from '@console/domain/i18n/languages';
import { USER_STATES } from '@console/domain/profile/profile.schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text({ enum: ACCOUNT_TYPES }).notNull(),
    name: text().notNull(),
    siret: text(),
    postalAddress: jsonb().$type<PostalAddress>(),
    comment: text(),
    /** The provider a farmer account belongs to; providers see their farmers' data. */
    providerId: uuid().references((): AnyPgColumn => accounts.id),
    isInvited: boolean().notNull().default(false),
    /** The account's administrator requires every user of it to sign in in two steps (decision 184). */
    secondFactorRequired: boolean().notNull().default(false),
    /** Who last turned that requirement on or off, and when: the account page says it. */
    secondFactorRequiredBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    secondFactorRequiredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('accounts_provider_id_idx').on(table.providerId),
    // The provider and farmer lists: sorted by name or creation within a type, filtered by country.
    index('accounts_type_lower_name_idx').on(table.type, sql`lower(${table.name})`, table.id),
    index('accounts_type_created_at_idx').on(table.type, table.createdAt, table.id),
    index('accounts_country_idx').on(sql`(${table.postalAddress}->>'country')`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountType: text({ enum: ACCOUNT_TYPES }).notNull(),
    labelFr: text().notNull(),
    // Null: the French label shows in that language too (decision 105).
    labelEn: text(),
    labelDe: text(),
    labelEs: text(),
    startPage: text().notNull().default('/parcels'),
    rights: jsonb().$type<Rights>().notNull(),
    isAdmin: boolean().notNull().default(false),
  },
  // Two roles of one account type with the same label could not be told apart in a role picker.
  (table) => [uniqueIndex('roles_account_type_label_key').on(table.accountType, sql`lower(${table.labelFr})`)],
);

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    roleId: uuid()
      .notNull()
      .references(() => roles.id),
    email: text().notNull(),
    passwordHash: text(),
    state: text({ enum: USER_STATES }).notNull().default('invited'),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phoneNumber: text(),
    postalAddress: jsonb().$type<PostalAddress>(),
    language: text({ enum: LANGUAGES }).notNull().default('fr'),
    zoneId: text().notNull().default('Europe/Paris'),
    isDisabled: boolean().notNull().default(false),
    /** Access tokens issued before this time are refused: a password reset ends every session at once. */
    tokensValidAfter: timestamp({ withTimezone: true, precision: 3 }),
    favouriteOnboardingDone: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_account_id_idx').on(table.accountId),
    index('users_role_id_idx').on(table.roleId),
    // The user lists' default sort, and their state filter.
    index('users_lower_name_idx').on(sql`lower(${table.lastName})`, sql`lower(${table.firstName})`, table.id),
    index('users_state_idx').on(table.state),
  ],
);
