import { index, integer, jsonb, pgTable, primaryKey, boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Settings that people tune without a release, one row a key (decision 160): its version and its own value, validated
 * by the key's domain schema when read; no row, or a null value, means the default.
 */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb(),
  version: integer().notNull().default(1),
  changedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every version of a setting: who, when, why, and the value in force before and after it. */
export const settingVersions = pgTable(
  'setting_versions',
  {
    key: text().notNull(),
    version: integer().notNull(),
    before: jsonb().notNull(),
    after: jsonb().notNull(),
    reason: text().notNull(),
    isReset: boolean().notNull().default(false),
    changedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.version] }),
    index('setting_versions_changed_at_idx').on(table.changedAt.desc()),
  ],
);
