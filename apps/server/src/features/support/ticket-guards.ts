import { isProviderOrManufacturer } from '@console/domain/access/permissions';
import { isTicketDeskMember, mayWorkTicketDesk } from '@console/domain/support/ticket-rules';
import type { TicketSide } from '@console/domain/support/ticket.schema';
import { eq } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { supportTickets } from '../../db/schema.ts';
import type { LimitedSubject } from '../../limits/rate-limit.ts';
import { AppError, forbidden, notFound } from '../../plugins/app-error.ts';
import { selectTicket, type TicketRow } from './queries.ts';

export const requireTicket = async (db: Database, session: Session, id: string): Promise<TicketRow> => {
  const row = await selectTicket(db, session, id);
  if (!row) throw notFound('ticket not found');
  return row;
};

/** Who a new ticket or message counts against: its author and the author's account (decision 078's limits). */
export const ticketsBy = (session: Session): LimitedSubject[] => [
  { kind: 'support-tickets-by-user', subject: session.userId },
  { kind: 'support-tickets-by-account', subject: session.accountId },
];
export const messagesBy = (session: Session): LimitedSubject[] => [
  { kind: 'support-messages-by-user', subject: session.userId },
  { kind: 'support-messages-by-account', subject: session.accountId },
];

export const requireOpen = (ticket: Pick<TicketRow, 'status'>) => {
  if (ticket.status === 'closed') throw new AppError('conflict', 'ticket closed', { error: 'closed' });
};

/**
 * The ticket's row, locked until the caller's transaction ends, which writes to it: the check before the
 * transaction may be stale (the requester closed it meanwhile), so every write to a ticket checks it again here, a
 * close committed meanwhile answering 409 and a close still running waiting for the write.
 */
export const lockOpenTicket = async (tx: Database, id: string) => {
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
export const requireSideRight = (session: Session, side: TicketSide) => {
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

export const sideOf = (session: Session, ticket: TicketRow): TicketSide =>
  isTicketDeskMember(session, ticket) ? 'support' : 'customer';
