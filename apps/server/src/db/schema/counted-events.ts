import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What is counted, and by what: each is one limit of `limits/rate-limit.ts` (decision 078). */
export const COUNTED_EVENT_KINDS = [
  'registration-by-ip',
  'registration-by-email-domain',
  'password-reset-requests-by-ip',
  'sharing-emails-by-account',
  'device-failures-by-serial',
  'device-failures-by-ip',
  'support-tickets-by-user',
  'support-tickets-by-account',
  'support-messages-by-user',
  'support-messages-by-account',
] as const;
export type CountedEventKind = (typeof COUNTED_EVENT_KINDS)[number];

/**
 * Events that abuse limits count over a sliding window, shared by every server process: who (`subject`: a client
 * IP, an e-mail domain, an account, a serial number) did how much (`amount`) of what (`kind`), and when. Rows
 * older than the longest window are purged every hour.
 */
export const countedEvents = pgTable(
  'counted_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text({ enum: COUNTED_EVENT_KINDS }).notNull(),
    subject: text().notNull(),
    amount: integer().notNull().default(1),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('counted_events_kind_subject_idx').on(table.kind, table.subject, table.occurredAt),
    index('counted_events_occurred_at_idx').on(table.occurredAt),
  ],
);
