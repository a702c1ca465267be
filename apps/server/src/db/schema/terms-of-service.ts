import { customType, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const termsOfService = pgTable('terms_of_service', {
  id: uuid().primaryKey().defaultRandom(),
  version: text().notNull().unique(),
  fileName: text().notNull(),
  document: bytea().notNull(),
  publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsId: uuid()
      .notNull()
      .references(() => termsOfService.id),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.termsId] })],
);
