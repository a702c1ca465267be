import { type AccessSubject, can, isManufacturer } from '../access/permissions.ts';
import { TICKET_STATUSES, type TicketDesk, type TicketSide, type TicketStatus } from './ticket.schema.ts';

type RoutedTicket = { desk: TicketDesk; accountId: string; providerAccountId: string | null };

/**
 * Whether the caller answers the ticket for its desk: a reader of sensors at the manufacturer (every ticket), or at
 * the distributor whose desk took it. A requester's own account is the customer side, even at the desk.
 */
export const isTicketDeskMember = (subject: AccessSubject, ticket: RoutedTicket): boolean =>
  can(subject, 'read:sensors') &&
  subject.accountId !== ticket.accountId &&
  (isManufacturer(subject) || (subject.accountType === 'provider' && subject.accountId === ticket.providerAccountId));

/**
 * The desk's write right (decision 150): answering, setting a status and escalating take editing sensors, at a
 * distributor or the manufacturer; a read-only ("Consultation") desk user follows the queue. The requester's side
 * needs no right.
 */
export const mayWorkTicketDesk = (subject: AccessSubject): boolean =>
  can(subject, 'edit:sensors') && (isManufacturer(subject) || subject.accountType === 'provider');

/** The distributor's desk hands a ticket on to the manufacturer's, once. */
export const canEscalateTicket = (subject: AccessSubject, ticket: RoutedTicket & { status: TicketStatus }): boolean =>
  ticket.desk === 'provider' &&
  ticket.status !== 'closed' &&
  isTicketDeskMember(subject, ticket) &&
  mayWorkTicketDesk(subject);

/**
 * The rights a desk's replacement of a faulty sensor takes (decision 148): the desk's write right (decision 150),
 * since it answers the requester, and changing parcels, whose sensor it swaps.
 */
export const mayReplaceTicketSensors = (subject: AccessSubject): boolean =>
  mayWorkTicketDesk(subject) && can(subject, 'edit:parcels');

/** The desk sets any status; the requester's side closes its request, or reopens one the desk called solved. */
export const TICKET_STATUSES_BY_SIDE: Record<TicketSide, readonly TicketStatus[]> = {
  support: TICKET_STATUSES,
  customer: ['closed', 'waiting_for_support'],
};

/** A message hands the turn to the other side. */
export const statusAfterMessage = (side: TicketSide): TicketStatus =>
  side === 'support' ? 'waiting_for_customer' : 'waiting_for_support';
