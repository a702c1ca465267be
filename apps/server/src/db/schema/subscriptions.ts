import { PLAN_KINDS } from '@console/domain/subscription/subscription-plan.schema';
import { SUBSCRIPTION_EVENT_KINDS } from '@console/domain/subscription/subscription.schema';
import type { Country } from '@console/domain/address/postal-address.schema';
import type { Language } from '@console/domain/i18n/languages';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { sensors } from './sensors.ts';

/** What the manufacturer's ERP sells, as the console names it; billing stays in the ERP. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    labels: jsonb().$type<Record<Language, string>>().notNull(),
    countries: text().array().$type<Country[]>().notNull(),
    kind: text({ enum: PLAN_KINDS }).notNull(),
    durationMonths: integer(),
    graceDays: integer().notNull().default(14),
    autoRenew: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscription_plans_code_key').on(sql`lower(${table.code})`),
    check(
      'subscription_plans_duration_check',
      sql`(${table.kind} = 'duration') = (${table.durationMonths} is not null)`,
    ),
  ],
);

/**
 * One period of service for a holder account under a plan. `startsOn` and `endsOn` are inclusive days in `zoneId`,
 * the holder country's zone when it was sold; the status follows from them (domain `deriveSubscriptionStatus`).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    planId: uuid()
      .notNull()
      .references(() => subscriptionPlans.id),
    /** The provider that sold it, which sees and renews it; null when the manufacturer did. */
    providerId: uuid().references(() => accounts.id),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    /** The plan's grace when sold: a later change of the plan does not rewrite a sold period. */
    graceDays: integer().notNull(),
    zoneId: text().notNull(),
    autoRenew: boolean().notNull(),
    externalRef: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The period this one renews; at most one successor a period. */
    renewsId: uuid().references((): AnyPgColumn => subscriptions.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_account_ends_on_idx').on(table.accountId, table.endsOn),
    index('subscriptions_provider_ends_on_idx').on(table.providerId, table.endsOn),
    index('subscriptions_ends_on_idx').on(table.endsOn, table.id),
    index('subscriptions_plan_idx').on(table.planId),
    uniqueIndex('subscriptions_renews_id_key').on(table.renewsId),
    check('subscriptions_period_check', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);

/** The sensors a subscription covers, with history: a removed or swapped seat keeps its row. */
export const subscriptionSeats = pgTable(
  'subscription_seats',
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    sensorId: uuid()
      .notNull()
      .references(() => sensors.id),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
    replacedById: uuid().references((): AnyPgColumn => subscriptionSeats.id),
  },
  (table) => [
    index('subscription_seats_subscription_idx').on(table.subscriptionId),
    // The affectation rule and the sensor filter read a sensor's open seats.
    index('subscription_seats_open_sensor_idx')
      .on(table.sensorId)
      .where(sql`${table.removedAt} is null`),
    uniqueIndex('subscription_seats_open_key')
      .on(table.subscriptionId, table.sensorId)
      .where(sql`${table.removedAt} is null`),
  ],
);

/** Who did what to a subscription, and when. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: SUBSCRIPTION_EVENT_KINDS }).notNull(),
    /** A serial number or a date the event names. */
    detail: text(),
  },
  (table) => [index('subscription_events_subscription_at_idx').on(table.subscriptionId, table.at)],
);
