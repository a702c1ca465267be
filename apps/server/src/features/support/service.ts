// What the routes call: the tickets, their messages and attachments, and the desk's actions.
export { checkTicketDeskRight } from './ticket-guards.ts';
export { createTicket, getTicket, listTickets, readTicketPages } from './tickets.ts';
export { attachToMessage, getTicketAttachment, replyToTicket } from './ticket-messages.ts';
export { escalateTicket, getTicketReplacementPlan, replaceTicketSensor, setTicketStatus } from './desk-actions.ts';
// The device API solves the tickets of the issues it closes.
export { solveTicketsOfClosedIssues } from './desk-actions.ts';
// The support dashboard's tiles.
export { BACKLOG_AGES } from './figures.ts';
export { readSupportBoard } from './tickets.ts';
// The demo data numbers its tickets as the API does.
export { nextTicketReference } from './queries.ts';
