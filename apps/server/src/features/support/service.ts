import type { Paged } from '@console/domain/list/list-query';
import { storedAttachmentName } from '@console/domain/support/attachment-name';
import {
  TICKET_ATTACHMENT_ERRORS,
  TICKET_ATTACHMENTS_MAX_TOTAL_BYTES,
  TICKET_ATTACHMENTS_PER_MESSAGE,
  type TicketAttachmentType,
} from '@console/domain/support/ticket-attachment.schema';
import {
  canEscalateTicket,
  isTicketDeskMember,
  mayReplaceTicketSensors,
  mayWorkTicketDesk,
  statusAfterMessage,
  TICKET_STATUSES_BY_SIDE,
} from '@console/domain/support/ticket-rules';
import type {
  CreatedTicket,
  CreateTicketInput,
  TicketAttachment,
  TicketDetail,
  TicketListFilter,
  TicketListItem,
  TicketListQuery,
  TicketMessage,
  TicketMessageInput,
  TicketReplacementInput,
  TicketSide,
  TicketStatusInput,
} from '@console/domain/support/ticket.schema';
import { isProviderOrManufacturer } from '@console/domain/access/permissions';
import { and, count, desc, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import { requireTerritory } from '../../auth/territory.ts';
import { getIssue } from '../issues/service.ts';
import { describeSensorSwap, swapParcelSensor } from '../parcels/service.ts';
import { mayReplaceRentedSensor } from '../rent-contracts/service.ts';
import type { Database } from '../../db/client.ts';
import {
  issues,
  parcels,
  sensors,
  supportTicketAttachments,
  supportTicketMessages,
  supportTickets,
} from '../../db/schema.ts';
import type { ReadPage } from '../../export/row-pages.ts';
import { countEvents, type LimitedSubject, requireRoom } from '../../limits/rate-limit.ts';
import { AppError, fieldError, forbidden, notFound } from '../../plugins/app-error.ts';
import type { UploadedFile } from '../../plugins/file-upload.ts';
export { BACKLOG_AGES } from './figures.ts';
// The demo data numbers its tickets as the API does.
export { nextTicketReference } from './queries.ts';
import { selectSupportFigures } from './figures.ts';
import { raiseTicketOpened, raiseTicketReplied, raiseTicketStatusChanged } from './notices.ts';
import {
  countTickets,
  selectTicket,
  selectTicketMessages,
  selectTicketPage,
  type TicketRow,
  ticketConditions,
  nextTicketReference,
  toTicketListItem,
} from './queries.ts';

/** The list's rows page by page, for its export: the same scope, filters and order. */
export const readTicketPages = async (
  db: Database,
  session: Session,
  query: TicketListQuery,
): Promise<ReadPage<TicketListItem>> => {
  const { start: _start, sort: _sort, order: _order, favouriteId, limit: _limit, ...filter } = query;
  const where = ticketConditions(session, { ...filter, territory: await requireTerritory(db, session, favouriteId) });
  return (start, limit) => selectTicketPage(db, where, { ...query, start }, limit);
};

export const listTickets = async (
  db: Database,
  session: Session,
  query: TicketListQuery,
): Promise<Paged<TicketListItem>> => {
  const { start: _start, sort, order, favouriteId, limit, ...filter } = query;
  const where = ticketConditions(session, { ...filter, territory: await requireTerritory(db, session, favouriteId) });
  const [items, total] = await Promise.all([selectTicketPage(db, where, query, limit), countTickets(db, where)]);
  return { items, total, filter: { ...filter, favouriteId }, sort: { field: sort, order } };
};

/**
 * The support dashboard's reading of the tickets under a favourite, looked up once: the list's totals under its
 * filters, and the figures over the days `from`..`to` that no list reproduces.
 */
export const readSupportBoard = async (
  db: Database,
  session: Session,
  { favouriteId, from, to }: { favouriteId?: string | undefined; from: string; to: string },
) => {
  const territory = await requireTerritory(db, session, favouriteId);
  return {
    count: (filter: Omit<TicketListFilter, 'favouriteId'>) =>
      countTickets(db, ticketConditions(session, { ...filter, territory })),
    figures: () => selectSupportFigures(db, session, { from, to, territory }),
  };
};

const requireTicket = async (db: Database, session: Session, id: string): Promise<TicketRow> => {
  const row = await selectTicket(db, session, id);
  if (!row) throw notFound('ticket not found');
  return row;
};

/** Who a new ticket or message counts against: its author and the author's account (decision 078's limits). */
const ticketsBy = (session: Session): LimitedSubject[] => [
  { kind: 'support-tickets-by-user', subject: session.userId },
  { kind: 'support-tickets-by-account', subject: session.accountId },
];
const messagesBy = (session: Session): LimitedSubject[] => [
  { kind: 'support-messages-by-user', subject: session.userId },
  { kind: 'support-messages-by-account', subject: session.accountId },
];

const requireOpen = (ticket: Pick<TicketRow, 'status'>) => {
  if (ticket.status === 'closed') throw new AppError('conflict', 'ticket closed', { error: 'closed' });
};

/**
 * The ticket's row, locked until the caller's transaction ends, which writes to it: the check before the
 * transaction may be stale (the requester closed it meanwhile), so every write to a ticket checks it again here, a
 * close committed meanwhile answering 409 and a close still running waiting for the write.
 */
const lockOpenTicket = async (tx: Database, id: string) => {
  const [row] = await tx
    .select({ status: supportTickets.status, desk: supportTickets.desk })
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .for('update');
  if (!row) throw notFound('ticket not found');
  requireOpen(row);
  return row;
};

/** The desk side's writes need the desk's write right (decision 150); the requester's side needs none. */
const requireSideRight = (session: Session, side: TicketSide) => {
  if (side === 'support' && !mayWorkTicketDesk(session)) throw forbidden();
};

/**
 * The access guard of the ticket's writes (reply, status, escalate), before the body is read: a desk member without
 * the desk's write right gets 403; the requester's side, and a ticket the caller does not see (404 from the handler),
 * pass.
 */
export const checkTicketDeskRight = async (db: Database, session: Session, id: string): Promise<void> => {
  if (mayWorkTicketDesk(session) || !isProviderOrManufacturer(session)) return;
  const ticket = await selectTicket(db, session, id);
  if (ticket && isTicketDeskMember(session, ticket)) throw forbidden();
};

const sideOf = (session: Session, ticket: TicketRow): TicketSide =>
  isTicketDeskMember(session, ticket) ? 'support' : 'customer';

export const getTicket = async (db: Database, session: Session, id: string): Promise<TicketDetail> => {
  const row = await requireTicket(db, session, id);
  const issue = row.issueId ? await getIssue(db, session, row.issueId) : null;
  return {
    ...toTicketListItem(row),
    escalatedAt: row.escalatedAt?.toISOString() ?? null,
    resolvedByDeviceAt: row.resolvedByDeviceAt?.toISOString() ?? null,
    messages: await selectTicketMessages(db, row.id),
    issue: issue && {
      id: issue.id,
      type: issue.type,
      level: issue.level,
      status: issue.status,
      openedAt: issue.openedAt,
      timeline: issue.timeline,
    },
    replacement:
      row.replacementSensorId && row.replacementSerialNumber && row.replacedAt
        ? {
            sensor: { id: row.replacementSensorId, serialNumber: row.replacementSerialNumber },
            replacedAt: row.replacedAt.toISOString(),
          }
        : null,
    canAnswerAsDesk: isTicketDeskMember(session, row),
    canEscalate: canEscalateTicket(session, row),
    canReplace:
      isReplaceable(session, row) && row.sensorId !== null && (await mayReplaceRentedSensor(db, session, row.sensorId)),
  };
};

/** The sensor a request is about, through the issue it escalates when it names one; both in the caller's scope. */
const resolveSubject = async (db: Database, session: Session, input: CreateTicketInput) => {
  let sensorId = input.sensorId;
  if (input.issueId) {
    const [issue] = await db
      .select({ sensorId: issues.sensorId })
      .from(issues)
      .where(and(eq(issues.id, input.issueId), inAccountScope(session, issues.accountId)));
    if (!issue) throw fieldError('invalid', 'unknown issue', 'issueId', 'support.errors.unknown-issue');
    if (sensorId && sensorId !== issue.sensorId) {
      throw fieldError('invalid', 'issue of another sensor', 'sensorId', 'support.errors.issue-sensor');
    }
    sensorId = issue.sensorId;
  }
  const [sensor] = sensorId
    ? await db
        .select({ id: sensors.id, parcelId: sensors.parcelId, hasProviderSupport: sensors.hasProviderSupport })
        .from(sensors)
        .where(and(eq(sensors.id, sensorId), inAccountScope(session, sensors.accountId)))
    : [];
  if (sensorId && !sensor) throw fieldError('invalid', 'unknown sensor', 'sensorId', 'support.errors.unknown-sensor');
  // A report about a sensor is about its newest open issue unless it names one: cleared before anyone answers, the
  // ticket is solved by the device.
  const [openIssue] =
    sensor && !input.issueId
      ? await db
          .select({ id: issues.id })
          .from(issues)
          .where(and(eq(issues.sensorId, sensor.id), isNull(issues.closedAt)))
          .orderBy(desc(issues.openedAt))
          .limit(1)
      : [];
  const parcelId = input.parcelId ?? sensor?.parcelId ?? undefined;
  if (input.parcelId) {
    const [parcel] = await db
      .select({ id: parcels.id })
      .from(parcels)
      .where(and(eq(parcels.id, input.parcelId), inAccountScope(session, parcels.accountId)));
    if (!parcel) throw fieldError('invalid', 'unknown parcel', 'parcelId', 'support.errors.unknown-parcel');
  }
  return { sensor, parcelId, issueId: input.issueId ?? openIssue?.id };
};

/**
 * `POST /back/support/tickets`: a farmer's ticket about a sensor its distributor supports goes to that distributor's
 * desk; every other ticket to the manufacturer's. The ticket, its first message and the desk's notices commit together.
 */
export const createTicket = async (
  db: Database,
  session: Session,
  input: CreateTicketInput,
): Promise<CreatedTicket> => {
  await requireRoom(db, ticketsBy(session));
  const { sensor, parcelId, issueId } = await resolveSubject(db, session, input);
  const providerAccountId = sensor?.hasProviderSupport && session.providerId ? session.providerId : null;
  return db.transaction(async (tx) => {
    await countEvents(tx, ticketsBy(session));
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        reference: nextTicketReference,
        subject: input.subject,
        category: input.category,
        desk: providerAccountId ? 'provider' : 'manufacturer',
        accountId: session.accountId,
        providerAccountId,
        requesterId: session.userId,
        sensorId: sensor?.id ?? null,
        parcelId: parcelId ?? null,
        issueId: issueId ?? null,
      })
      .returning();
    if (!ticket) throw new Error('ticket not inserted');
    const [message] = await tx
      .insert(supportTicketMessages)
      .values({ ticketId: ticket.id, authorId: session.userId, side: 'customer', body: input.message })
      .returning({ id: supportTicketMessages.id });
    if (!message) throw new Error('message not inserted');
    await raiseTicketOpened(tx, ticket.id, false);
    return {
      id: ticket.id,
      reference: ticket.reference,
      status: ticket.status,
      desk: ticket.desk,
      messageId: message.id,
    };
  });
};

/** A message on the ticket, which hands the turn to the other side and tells it, inside the caller's transaction. */
const postMessage = async (tx: Database, session: Session, ticket: TicketRow, side: TicketSide, body: string) => {
  const [message] = await tx
    .insert(supportTicketMessages)
    .values({ ticketId: ticket.id, authorId: session.userId, side, body })
    .returning({ id: supportTicketMessages.id });
  if (!message) throw new Error('message not inserted');
  await tx
    .update(supportTickets)
    .set({
      status: statusAfterMessage(side),
      updatedAt: sql`now()`,
      firstAnsweredAt: side === 'support' ? sql`coalesce(${supportTickets.firstAnsweredAt}, now())` : undefined,
      solvedAt: null,
    })
    .where(eq(supportTickets.id, ticket.id));
  await raiseTicketReplied(tx, message.id);
  return message.id;
};

/** `POST …/messages`: the message hands the turn to the other side, and tells it. */
export const replyToTicket = async (
  db: Database,
  session: Session,
  id: string,
  input: TicketMessageInput,
): Promise<TicketMessage> => {
  const ticket = await requireTicket(db, session, id);
  requireOpen(ticket);
  const side = sideOf(session, ticket);
  requireSideRight(session, side);
  await requireRoom(db, messagesBy(session));
  const messageId = await db.transaction(async (tx) => {
    await lockOpenTicket(tx, ticket.id);
    await countEvents(tx, messagesBy(session));
    return postMessage(tx, session, ticket, side, input.body);
  });
  const [message] = await selectTicketMessages(db, ticket.id, messageId);
  if (!message) throw new Error('message not found');
  return message;
};

/** `POST …/status`: the desk sets any status; the requester's side closes or reopens (403 for the rest). */
export const setTicketStatus = async (
  db: Database,
  session: Session,
  id: string,
  { status }: TicketStatusInput,
): Promise<TicketDetail> => {
  const ticket = await requireTicket(db, session, id);
  requireOpen(ticket);
  const side = sideOf(session, ticket);
  requireSideRight(session, side);
  if (!TICKET_STATUSES_BY_SIDE[side].includes(status)) throw forbidden();
  await db.transaction(async (tx) => {
    await lockOpenTicket(tx, ticket.id);
    await tx
      .update(supportTickets)
      .set({
        status,
        updatedAt: sql`now()`,
        solvedAt: status === 'solved' ? sql`now()` : status === 'closed' ? undefined : null,
        closedAt: status === 'closed' ? sql`now()` : null,
      })
      .where(eq(supportTickets.id, ticket.id));
    if (side === 'support') await raiseTicketStatusChanged(tx, ticket.id);
  });
  return getTicket(db, session, id);
};

/** The desk may swap the ticket's sensor, still on a parcel, while the ticket is open. */
const isReplaceable = (session: Session, ticket: TicketRow) =>
  mayReplaceTicketSensors(session) &&
  isTicketDeskMember(session, ticket) &&
  ticket.status !== 'closed' &&
  ticket.sensorParcelId !== null;

/** The ticket's sensor and the parcel it stands on, for its desk to replace: 403 off the desk, 409 if nothing to. */
const requireReplaceable = async (db: Database, session: Session, id: string) => {
  const ticket = await requireTicket(db, session, id);
  if (!mayReplaceTicketSensors(session) || !isTicketDeskMember(session, ticket)) throw forbidden();
  requireOpen(ticket);
  if (!ticket.sensorParcelId) {
    throw new AppError('conflict', 'no sensor on a parcel to replace', { error: 'no-sensor' });
  }
  return { ticket, parcelId: ticket.sensorParcelId };
};

/** `GET …/replacement`: what the swap would hand from the ticket's sensor to its replacement. */
export const getTicketReplacementPlan = async (db: Database, session: Session, id: string) =>
  describeSensorSwap(db, session, (await requireReplaceable(db, session, id)).parcelId);

/**
 * `POST …/replacement` (decision 148): the parcel's swap of the ticket's sensor, and the desk's message telling the
 * requester what happens next, in one transaction; the ticket keeps which sensor replaced its own.
 */
export const replaceTicketSensor = async (
  db: Database,
  session: Session,
  id: string,
  { body, ...swap }: TicketReplacementInput,
): Promise<TicketDetail> => {
  const { ticket, parcelId } = await requireReplaceable(db, session, id);
  await swapParcelSensor(db, session, parcelId, swap, async (tx) => {
    // Closed meanwhile: the whole swap rolls back.
    await lockOpenTicket(tx, ticket.id);
    await tx
      .update(supportTickets)
      .set({ replacementSensorId: swap.sensorId, replacedAt: sql`now()` })
      .where(eq(supportTickets.id, ticket.id));
    await postMessage(tx, session, ticket, 'support', body);
  });
  return getTicket(db, session, id);
};

/**
 * Called as issues close: a ticket escalating one of them that nobody has answered yet is solved "by the device",
 * and its requester asked to confirm (close it, or say it is not solved). In the transaction that closes the issues.
 */
export const solveTicketsOfClosedIssues = async (db: Database, issueIds: readonly string[]): Promise<void> => {
  if (issueIds.length === 0) return;
  const solved = await db
    .update(supportTickets)
    .set({ status: 'solved', solvedAt: sql`now()`, resolvedByDeviceAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        inArray(supportTickets.issueId, [...issueIds]),
        isNull(supportTickets.firstAnsweredAt),
        inArray(supportTickets.status, ['open', 'waiting_for_support']),
      ),
    )
    .returning({ id: supportTickets.id });
  for (const ticket of solved) await raiseTicketStatusChanged(db, ticket.id);
};

/** `POST …/escalate`: the distributor's desk hands the ticket to the manufacturer's, which is told as of a new one. */
export const escalateTicket = async (db: Database, session: Session, id: string): Promise<TicketDetail> => {
  const ticket = await requireTicket(db, session, id);
  if (ticket.desk === 'manufacturer') {
    throw new AppError('conflict', 'already at the manufacturer', { error: 'already-escalated' });
  }
  if (!isTicketDeskMember(session, ticket) || !mayWorkTicketDesk(session)) throw forbidden();
  requireOpen(ticket);
  await db.transaction(async (tx) => {
    // Closed or escalated meanwhile: the manufacturer's desk is told of no ticket twice, nor of a closed one.
    const locked = await lockOpenTicket(tx, ticket.id);
    if (locked.desk === 'manufacturer') {
      throw new AppError('conflict', 'already at the manufacturer', { error: 'already-escalated' });
    }
    await tx
      .update(supportTickets)
      .set({ desk: 'manufacturer', escalatedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(supportTickets.id, ticket.id));
    await raiseTicketOpened(tx, ticket.id, true);
  });
  return getTicket(db, session, id);
};

/**
 * `POST …/messages/{messageId}/attachments`: one file added to a message by its author, under the name of its
 * checked type. The message's count and the ticket's bytes are checked in the insert's transaction, under locks on
 * the ticket and the message, so parallel uploads cannot pass the caps together.
 */
export const attachToMessage = async (
  db: Database,
  session: Session,
  params: { id: string; messageId: string },
  readFile: () => Promise<UploadedFile>,
): Promise<TicketAttachment> => {
  const ticket = await requireTicket(db, session, params.id);
  requireOpen(ticket);
  const [message] = await db
    .select({ authorId: supportTicketMessages.authorId })
    .from(supportTicketMessages)
    .where(and(eq(supportTicketMessages.id, params.messageId), eq(supportTicketMessages.ticketId, ticket.id)));
  if (!message) throw notFound('message not found');
  if (message.authorId !== session.userId) throw forbidden();
  // Read only now: a refused caller's file is never buffered.
  const file = await readFile();
  return db.transaction(async (tx) => {
    // The file took its time to arrive: the ticket may have closed meanwhile.
    await lockOpenTicket(tx, ticket.id);
    await tx
      .select({ id: supportTicketMessages.id })
      .from(supportTicketMessages)
      .where(eq(supportTicketMessages.id, params.messageId))
      .for('update');
    const [attached] = await tx
      .select({ n: count() })
      .from(supportTicketAttachments)
      .where(eq(supportTicketAttachments.messageId, params.messageId));
    if ((attached?.n ?? 0) >= TICKET_ATTACHMENTS_PER_MESSAGE) {
      throw fieldError('invalid', 'too many attachments', 'file', TICKET_ATTACHMENT_ERRORS.tooMany);
    }
    // Under the ticket's lock: uploads to its other messages wait for this one.
    const [held] = await tx
      .select({ bytes: sum(supportTicketAttachments.size).mapWith(Number) })
      .from(supportTicketAttachments)
      .innerJoin(supportTicketMessages, eq(supportTicketMessages.id, supportTicketAttachments.messageId))
      .where(eq(supportTicketMessages.ticketId, ticket.id));
    if ((held?.bytes ?? 0) + file.bytes.length > TICKET_ATTACHMENTS_MAX_TOTAL_BYTES) {
      throw fieldError('invalid', 'ticket full', 'file', TICKET_ATTACHMENT_ERRORS.ticketFull);
    }
    // The schema checked the type against the file's first bytes.
    const mediaType = file.mimeType as TicketAttachmentType;
    const [row] = await tx
      .insert(supportTicketAttachments)
      .values({
        messageId: params.messageId,
        fileName: storedAttachmentName(file.fileName, mediaType),
        mediaType,
        size: file.bytes.length,
        content: file.bytes,
      })
      .returning({
        id: supportTicketAttachments.id,
        fileName: supportTicketAttachments.fileName,
        mediaType: supportTicketAttachments.mediaType,
        size: supportTicketAttachments.size,
      });
    if (!row) throw new Error('attachment not inserted');
    return row;
  });
};

/** `GET …/attachments/{attachmentId}`: a file of a ticket the caller reads. */
export const getTicketAttachment = async (db: Database, session: Session, id: string, attachmentId: string) => {
  const ticket = await requireTicket(db, session, id);
  const [file] = await db
    .select({
      fileName: supportTicketAttachments.fileName,
      mediaType: supportTicketAttachments.mediaType,
      content: supportTicketAttachments.content,
    })
    .from(supportTicketAttachments)
    .innerJoin(supportTicketMessages, eq(supportTicketMessages.id, supportTicketAttachments.messageId))
    .where(and(eq(supportTicketAttachments.id, attachmentId), eq(supportTicketMessages.ticketId, ticket.id)));
  if (!file) throw notFound('attachment not found');
  return file;
};
