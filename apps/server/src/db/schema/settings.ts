import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settings that people tune without a release (for example the slug-risk thresholds), one row a key. Each key's
 * value is validated by its domain schema when read; a missing row means the installation's defaults.
 */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
