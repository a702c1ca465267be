import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** What the metrics dashboard counts of people's use of the console (issue 22). */
export const USAGE_EVENT_KINDS = ['sign-in', 'export'] as const;
export type UsageEventKind = (typeof USAGE_EVENT_KINDS)[number];

/**
 * Each sign-in with a password and each list exported, by whom and when (`subject`: the list), kept for the metrics
 * tab: active users by role and country, exports by list.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text({ enum: USAGE_EVENT_KINDS }).notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text(),
    /** An export's request (path and query): the same one again within a short window is not counted twice. */
    request: text(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('usage_events_kind_occurred_idx').on(table.kind, table.occurredAt),
    index('usage_events_user_idx').on(table.userId),
  ],
);
