import { storedAttachmentName } from '@console/domain/support/attachment-name';
import {
  TICKET_ATTACHMENT_ERRORS,
  TICKET_ATTACHMENTS_MAX_TOTAL_BYTES,
  TICKET_ATTACHMENTS_PER_MESSAGE,
  type TicketAttachmentType,
} from '@console/domain/support/ticket-attachment.schema';
import { statusAfterMessage } from '@console/domain/support/ticket-rules';
import type {
  TicketAttachment,
  TicketMessage,
  TicketMessageInput,
  TicketSide,
} from '@console/domain/support/ticket.schema';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { supportTicketAttachments, supportTicketMessages, supportTickets } from '../../db/schema.ts';
import { countEvents, requireRoom } from '../../limits/rate-limit.ts';
import { fieldError, forbidden, notFound } from '../../plugins/app-error.ts';
import type { UploadedFile } from '../../plugins/file-upload.ts';
import { raiseTicketReplied } from './notices.ts';
import { selectTicketMessages, type TicketRow } from './queries.ts';
import { lockOpenTicket, messagesBy, requireOpen, requireSideRight, requireTicket, sideOf } from './ticket-guards.ts';

/** A message on the ticket, which hands the turn to the other side and tells it, inside the caller's transaction. */
export const postMessage = async (
  tx: Database,
  session: Session,
  ticket: TicketRow,
  side: TicketSide,
  body: string,
) => {
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
