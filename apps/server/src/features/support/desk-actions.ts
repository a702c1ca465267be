import {
  isTicketDeskMember,
  mayReplaceTicketSensors,
  mayWorkTicketDesk,
  TICKET_STATUSES_BY_SIDE,
} from '@console/domain/support/ticket-rules';
import type { TicketDetail, TicketReplacementInput, TicketStatusInput } from '@console/domain/support/ticket.schema';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { supportTickets } from '../../db/schema.ts';
import { AppError, forbidden } from '../../plugins/app-error.ts';
import { describeSensorSwap, swapParcelSensor } from '../parcels/service.ts';
import { raiseTicketOpened, raiseTicketStatusChanged } from './notices.ts';
import { lockOpenTicket, requireOpen, requireSideRight, requireTicket, sideOf } from './ticket-guards.ts';
import { postMessage } from './ticket-messages.ts';
import { getTicket } from './tickets.ts';

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
