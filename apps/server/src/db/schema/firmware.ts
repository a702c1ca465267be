import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@console/domain/i18n/languages';
import { users } from './accounts.ts';

/** The traps' firmware versions (decision 170): the image's facts and signature; its bytes are in the file store. */
export const firmwareVersions = pgTable(
  'firmware_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    version: text().notNull().unique(),
    notes: jsonb().$type<Record<Language, string>>().notNull(),
    hardwareRevisions: text().array().notNull(),
    minFromVersion: text(),
    size: integer().notNull(),
    sha256: text().notNull(),
    signature: text().notNull(),
    /** Where the file store keeps the image. */
    fileKey: text().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp({ withTimezone: true }),
    withdrawnBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    withdrawalReason: text(),
  },
  (table) => [
    index('firmware_versions_uploaded_at_idx').on(table.uploadedAt),
    check('firmware_versions_size_check', sql`${table.size} > 0`),
  ],
);
