import { TERMS_KINDS } from '@console/domain/terms/terms-version.schema';
import { customType, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Binary files kept in the database: documents and attachments, read whole and capped by their upload. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Published terms, each kind versioned on its own: the terms of service every user accepts, and the rent terms a
 * lessee accepts when it validates a rent contract. The newest of a kind is its current version.
 */
export const termsOfService = pgTable(
  'terms_of_service',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: TERMS_KINDS }).notNull().default('service'),
    version: text().notNull(),
    fileName: text().notNull(),
    document: bytea().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('terms_of_service_kind_version_key').on(table.kind, table.version)],
);

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
