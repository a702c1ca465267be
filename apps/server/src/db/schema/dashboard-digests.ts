import { BUILT_DASHBOARD_TABS } from '@console/domain/dashboard/dashboard.schema';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The weekly e-mails users asked for (issue 22): one per user and dashboard tab, sent on Monday morning in their zone
 * under their starred favourite. `sentAt` is when the last one left, so a week's is sent once.
 */
export const dashboardDigests = pgTable(
  'dashboard_digests',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tab: text({ enum: BUILT_DASHBOARD_TABS }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tab] })],
);
