import { can, isManufacturer } from '@console/domain/access/permissions';
import { PAGE_SIZE } from '@console/domain/list/list-query';
import type {
  TicketAttachment,
  TicketListFilter,
  TicketListItem,
  TicketListQuery,
  TicketMessage,
} from '@console/domain/support/ticket.schema';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import { lensIds, type SensorLens, sensorInLens } from '../../auth/sensor-lens.ts';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  parcels,
  sensors,
  supportTicketAttachments,
  supportTicketMessages,
  supportTickets,
  users,
} from '../../db/schema.ts';

/** The next reference, `SR-{year}-{000123}`: one sequence across the years, so none is given twice. */
export const nextTicketReference = sql`'SR-' || to_char(now(), 'YYYY') || '-'
  || lpad(nextval('support_ticket_number_seq')::text, 6, '0')`;

const requesters = alias(users, 'requesters');
const replacements = alias(sensors, 'replacements');
const authors = alias(users, 'authors');

const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`trim(${table.firstName} || ' ' || ${table.lastName})`;

/**
 * The tickets a caller reads: their own requests; their account's, as its administrator (edit "my users"); and, as a
 * reader of sensors, the queue of their desk — every ticket at the manufacturer, the tickets routed to their own
 * desk at a distributor. Always inside the account scope.
 */
export const ticketsVisibleTo = (session: Session): SQL =>
  and(
    inAccountScope(session, supportTickets.accountId),
    or(
      eq(supportTickets.requesterId, session.userId),
      can(session, 'edit:myUsers') ? eq(supportTickets.accountId, session.accountId) : undefined,
      can(session, 'read:sensors') && isManufacturer(session) ? sql`true` : undefined,
      can(session, 'read:sensors') && session.accountType === 'provider'
        ? eq(supportTickets.providerAccountId, session.accountId)
        : undefined,
    ),
  ) ?? sql`false`;

const ticketRows = (db: Database) =>
  db
    .select({
      id: supportTickets.id,
      reference: supportTickets.reference,
      subject: supportTickets.subject,
      category: supportTickets.category,
      status: supportTickets.status,
      desk: supportTickets.desk,
      accountId: supportTickets.accountId,
      accountName: accounts.name,
      providerAccountId: supportTickets.providerAccountId,
      requesterId: supportTickets.requesterId,
      requesterName: fullName(requesters),
      sensorId: supportTickets.sensorId,
      serialNumber: sensors.serialNumber,
      parcelId: supportTickets.parcelId,
      parcelLabel: parcels.label,
      issueId: supportTickets.issueId,
      createdAt: supportTickets.createdAt,
      updatedAt: supportTickets.updatedAt,
      escalatedAt: supportTickets.escalatedAt,
      resolvedByDeviceAt: supportTickets.resolvedByDeviceAt,
      /** Where the ticket's sensor stands now: the parcel a replacement would swap it on. */
      sensorParcelId: sensors.parcelId,
      replacementSensorId: supportTickets.replacementSensorId,
      replacementSerialNumber: replacements.serialNumber,
      replacedAt: supportTickets.replacedAt,
    })
    .from(supportTickets)
    .innerJoin(accounts, eq(accounts.id, supportTickets.accountId))
    .leftJoin(requesters, eq(requesters.id, supportTickets.requesterId))
    .leftJoin(sensors, eq(sensors.id, supportTickets.sensorId))
    .leftJoin(parcels, eq(parcels.id, supportTickets.parcelId))
    .leftJoin(replacements, eq(replacements.id, supportTickets.replacementSensorId))
    .$dynamic();

export type TicketRow = Awaited<ReturnType<typeof ticketRows>>[number];

export const toTicketListItem = (row: TicketRow): TicketListItem => ({
  id: row.id,
  reference: row.reference,
  subject: row.subject,
  category: row.category,
  status: row.status,
  desk: row.desk,
  accountId: row.accountId,
  accountName: row.accountName,
  // A requester whose user was deleted keeps their ticket, unnamed.
  requester: { id: row.requesterId ?? row.accountId, name: row.requesterName ?? '' },
  sensorId: row.sensorId,
  serialNumber: row.serialNumber,
  parcelId: row.parcelId,
  parcelLabel: row.parcelLabel,
  issueId: row.issueId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const sortColumns: Record<TicketListQuery['sort'], SQL | AnyPgColumn> = {
  updatedAt: supportTickets.updatedAt,
  createdAt: supportTickets.createdAt,
  reference: supportTickets.reference,
  // The order a desk works in: new, their turn, the customer's, then done.
  status: sql`array_position(array['open','waiting_for_support','waiting_for_customer','solved','closed'], ${supportTickets.status})`,
  subject: sql`lower(${supportTickets.subject})`,
};

/** A list's filter as the queries take it: the favourite it names resolved into its sensors. */
export type TicketQueryFilter = Omit<TicketListFilter, 'favouriteId'> & { lens?: SensorLens | undefined };

export const ticketConditions = (session: Session, filter: TicketQueryFilter): SQL =>
  and(
    ticketsVisibleTo(session),
    filter.status?.length ? inArray(supportTickets.status, filter.status) : undefined,
    filter.category?.length ? inArray(supportTickets.category, filter.category) : undefined,
    filter.sensorId ? eq(supportTickets.sensorId, filter.sensorId) : undefined,
    filter.accountId ? eq(supportTickets.accountId, filter.accountId) : undefined,
    filter.desk ? eq(supportTickets.desk, filter.desk) : undefined,
    filter.from ? sql`${supportTickets.createdAt} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${supportTickets.createdAt} < ${filter.to}::date + 1` : undefined,
    filter.lens ? sensorInLens(supportTickets.sensorId, lensIds(filter.lens)) : undefined,
  ) ?? sql`false`;

export const selectTicketPage = async (
  db: Database,
  where: SQL | undefined,
  query: Pick<TicketListQuery, 'start' | 'sort' | 'order'>,
  limit = PAGE_SIZE,
) => {
  const direction = query.order === 'desc' ? desc : asc;
  const rows = await ticketRows(db)
    .where(where)
    .orderBy(direction(sortColumns[query.sort]), desc(supportTickets.createdAt), asc(supportTickets.id))
    .limit(limit)
    .offset(query.start);
  return rows.map(toTicketListItem);
};

export const countTickets = async (db: Database, where: SQL | undefined) => {
  const [row] = await db.select({ n: count() }).from(supportTickets).where(where);
  return row?.n ?? 0;
};

export const selectTicket = async (db: Database, session: Session, id: string): Promise<TicketRow | undefined> => {
  const [row] = await ticketRows(db).where(and(eq(supportTickets.id, id), ticketsVisibleTo(session)));
  return row;
};

/** The conversation, oldest first, each message with its files' names (not their bytes); or one message of it. */
export const selectTicketMessages = async (
  db: Database,
  ticketId: string,
  messageId?: string,
): Promise<TicketMessage[]> => {
  const ofMessage = messageId ? eq(supportTicketMessages.id, messageId) : undefined;
  const [messages, files] = await Promise.all([
    db
      .select({
        id: supportTicketMessages.id,
        body: supportTicketMessages.body,
        side: supportTicketMessages.side,
        authorId: supportTicketMessages.authorId,
        authorName: fullName(authors),
        createdAt: supportTicketMessages.createdAt,
      })
      .from(supportTicketMessages)
      .leftJoin(authors, eq(authors.id, supportTicketMessages.authorId))
      .where(and(eq(supportTicketMessages.ticketId, ticketId), ofMessage))
      .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id)),
    db
      .select({
        id: supportTicketAttachments.id,
        messageId: supportTicketAttachments.messageId,
        fileName: supportTicketAttachments.fileName,
        mediaType: supportTicketAttachments.mediaType,
        size: supportTicketAttachments.size,
      })
      .from(supportTicketAttachments)
      .innerJoin(supportTicketMessages, eq(supportTicketMessages.id, supportTicketAttachments.messageId))
      .where(and(eq(supportTicketMessages.ticketId, ticketId), ofMessage))
      .orderBy(asc(supportTicketAttachments.createdAt)),
  ]);
  const filesOf = new Map<string, TicketAttachment[]>();
  for (const { messageId, ...file } of files) filesOf.set(messageId, [...(filesOf.get(messageId) ?? []), file]);
  return messages.map((message) => ({
    id: message.id,
    body: message.body,
    side: message.side,
    author: { id: message.authorId ?? message.id, name: message.authorName ?? '' },
    createdAt: message.createdAt.toISOString(),
    attachments: filesOf.get(message.id) ?? [],
  }));
};
