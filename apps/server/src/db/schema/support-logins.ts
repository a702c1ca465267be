import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Each sign-in token handed out for the after-sales site (decision 145): its id is the token's `jti`, so a token the
 * site shows can be traced back to whom and when; the site itself refuses a `jti` it has already seen.
 */
export const supportLogins = pgTable(
  'support_logins',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('support_logins_user_idx').on(table.userId)],
);
