import { TICKET_CATEGORIES, TICKET_DESKS, TICKET_SIDES, TICKET_STATUSES } from '@console/domain/support/ticket.schema';
import { TICKET_ATTACHMENT_TYPES } from '@console/domain/support/ticket-attachment.schema';
import { index, integer, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { parcels } from './parcels.ts';
import { issues, sensors } from './sensors.ts';
import { bytea } from './terms-of-service.ts';

/** Numbers tickets `SR-{year}-{000123}`: one counter across the years, so a reference is never given twice. */
export const supportTicketNumberSeq = pgSequence('support_ticket_number_seq');

/**
 * A request for help (issue 23, decision 146). `accountId` is the requester's account, whose scope the ticket follows;
 * `providerAccountId` the distributor whose desk took it first (kept after an escalation, so the distributor still
 * follows it). The times feed the support dashboard: first answer, solved, closed.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull().unique(),
    subject: text().notNull(),
    category: text({ enum: TICKET_CATEGORIES }).notNull(),
    status: text({ enum: TICKET_STATUSES }).notNull().default('open'),
    desk: text({ enum: TICKET_DESKS }).notNull(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    providerAccountId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    requesterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    sensorId: uuid().references(() => sensors.id, { onDelete: 'set null' }),
    parcelId: uuid().references(() => parcels.id, { onDelete: 'set null' }),
    issueId: uuid().references(() => issues.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    escalatedAt: timestamp({ withTimezone: true }),
    firstAnsweredAt: timestamp({ withTimezone: true }),
    solvedAt: timestamp({ withTimezone: true }),
    /** The escalated issue closed by itself before anyone answered: solved, waiting for the requester to confirm. */
    resolvedByDeviceAt: timestamp({ withTimezone: true }),
    /** The sensor the desk put in the faulty one's place (decision 148), and when. */
    replacementSensorId: uuid().references(() => sensors.id, { onDelete: 'set null' }),
    replacedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('support_tickets_account_updated_idx').on(table.accountId, table.updatedAt),
    index('support_tickets_provider_updated_idx').on(table.providerAccountId, table.updatedAt),
    index('support_tickets_desk_updated_idx').on(table.desk, table.updatedAt),
    index('support_tickets_requester_idx').on(table.requesterId),
    index('support_tickets_sensor_idx').on(table.sensorId),
    index('support_tickets_issue_idx').on(table.issueId),
    index('support_tickets_created_idx').on(table.createdAt),
  ],
);

export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    ticketId: uuid()
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    side: text({ enum: TICKET_SIDES }).notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_ticket_messages_ticket_idx').on(table.ticketId, table.createdAt)],
);

export const supportTicketAttachments = pgTable(
  'support_ticket_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: uuid()
      .notNull()
      .references(() => supportTicketMessages.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    mediaType: text({ enum: TICKET_ATTACHMENT_TYPES }).notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_ticket_attachments_message_idx').on(table.messageId)],
);
