import { z } from 'zod';
import { dateTimeSchema, localDateSchema } from '../date/date.schema.ts';
import { issueDetailSchema } from '../issue/issue-list.schema.ts';
import { listQuerySchema, PAGE_SIZE, pagedSchema, queryArray } from '../list/list-query.ts';
import { swapSensorInputSchema } from '../parcel/sensor-swap.schema.ts';

/** What a request is about; the requester picks it, the desk sorts its queue by it. */
export const TICKET_CATEGORIES = [
  'sensor-fault',
  'installation',
  'data',
  'account',
  'subscription-or-contract',
  'other',
] as const;
export const ticketCategorySchema = z.enum(TICKET_CATEGORIES);
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

/**
 * Where a ticket stands. A reply moves it to the other side's turn (`waiting_for_customer` after the desk's,
 * `waiting_for_support` after the requester's); `solved` waits for the requester to confirm or reply; `closed` takes no
 * more messages.
 */
export const TICKET_STATUSES = ['open', 'waiting_for_customer', 'waiting_for_support', 'solved', 'closed'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

/** Statuses still asking something of someone: the backlog. */
export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = ['open', 'waiting_for_customer', 'waiting_for_support'];

/** Who answers: the farmer's distributor for a sensor it supports (`hasProviderSupport`), else the manufacturer. */
export const TICKET_DESKS = ['provider', 'manufacturer'] as const;
export const ticketDeskSchema = z.enum(TICKET_DESKS);
export type TicketDesk = z.infer<typeof ticketDeskSchema>;

/** Which side wrote a message: the requester's account, or the desk answering it. */
export const TICKET_SIDES = ['customer', 'support'] as const;
export type TicketSide = (typeof TICKET_SIDES)[number];

export const TICKET_SUBJECT_MAX = 160;
/** A message holds a diagnostics snapshot and a description; longer text belongs in an attachment. */
export const TICKET_MESSAGE_MAX = 8000;

const messageBody = z.string().trim().min(1, 'required').max(TICKET_MESSAGE_MAX, 'too-long');

/** `POST /back/support/tickets`, and the "New request" and "Report a problem" forms. */
export const createTicketInputSchema = z.object({
  subject: z.string().trim().min(1, 'required').max(TICKET_SUBJECT_MAX, 'too-long'),
  category: ticketCategorySchema,
  message: messageBody,
  sensorId: z.uuid().optional(),
  parcelId: z.uuid().optional(),
  /** The open issue the ticket escalates (`/issues/{id}` → "Escalate"); its sensor is the ticket's. */
  issueId: z.uuid().optional(),
});
export type CreateTicketInput = z.infer<typeof createTicketInputSchema>;

/** `POST /back/support/tickets/{id}/messages`. */
export const ticketMessageInputSchema = z.object({ body: messageBody });
export type TicketMessageInput = z.infer<typeof ticketMessageInputSchema>;

/**
 * `POST /back/support/tickets/{id}/replacement`: the desk replaces the ticket's faulty sensor by a free one (the
 * parcel's swap) and tells the requester what happens next, in one step.
 */
export const ticketReplacementInputSchema = swapSensorInputSchema.extend({ body: messageBody });
export type TicketReplacementInput = z.infer<typeof ticketReplacementInputSchema>;

/** `POST /back/support/tickets/{id}/status`. */
export const ticketStatusInputSchema = z.object({ status: ticketStatusSchema });
export type TicketStatusInput = z.infer<typeof ticketStatusInputSchema>;

/** The answer to a creation: enough to open the ticket and to attach files to its first message. */
export const createdTicketSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: ticketStatusSchema,
  desk: ticketDeskSchema,
  messageId: z.uuid(),
});
export type CreatedTicket = z.infer<typeof createdTicketSchema>;

export const TICKET_SORT_FIELDS = ['updatedAt', 'createdAt', 'reference', 'status', 'subject'] as const;

export const ticketListFilterSchema = z.object({
  status: queryArray(ticketStatusSchema),
  sensorId: z.uuid().optional(),
  accountId: z.uuid().optional(),
  desk: ticketDeskSchema.optional(),
  category: queryArray(ticketCategorySchema),
  /** Tickets opened on or after this day (the caller's calendar day, read as UTC, as for issues). */
  from: localDateSchema.optional(),
  /** Tickets opened on or before this day. */
  to: localDateSchema.optional(),
  /** The caller's saved territory: tickets about its sensors (spec point 4). */
  favouriteId: z.uuid().optional(),
});
export type TicketListFilter = z.infer<typeof ticketListFilterSchema>;

export const ticketListQuerySchema = listQuerySchema(TICKET_SORT_FIELDS, 'updatedAt').extend({
  ...ticketListFilterSchema.shape,
  /** A shorter page than the list's 50 rows: the support panel's latest few. The export reads every row. */
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE).optional(),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

const personRef = z.object({ id: z.uuid(), name: z.string() });

export const ticketListItemSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  subject: z.string(),
  category: ticketCategorySchema,
  status: ticketStatusSchema,
  desk: ticketDeskSchema,
  accountId: z.uuid(),
  accountName: z.string(),
  requester: personRef,
  sensorId: z.uuid().nullable(),
  serialNumber: z.string().nullable(),
  parcelId: z.uuid().nullable(),
  parcelLabel: z.string().nullable(),
  issueId: z.uuid().nullable(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;

export const ticketPageSchema = pagedSchema(ticketListItemSchema);

export const ticketAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number().int().nonnegative(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  side: z.enum(TICKET_SIDES),
  author: personRef,
  createdAt: dateTimeSchema,
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketDetailSchema = ticketListItemSchema.extend({
  escalatedAt: dateTimeSchema.nullable(),
  /** The escalated issue cleared by itself before anyone answered: the requester confirms or reopens. */
  resolvedByDeviceAt: dateTimeSchema.nullable(),
  messages: z.array(ticketMessageSchema),
  /** The issue the ticket escalates, with the captures that opened and closed it, for the desk to start from. */
  issue: issueDetailSchema
    .pick({ id: true, type: true, level: true, status: true, openedAt: true, timeline: true })
    .nullable(),
  /** The sensor that replaced the ticket's faulty one, and when. */
  replacement: z
    .object({ sensor: z.object({ id: z.uuid(), serialNumber: z.string() }), replacedAt: dateTimeSchema })
    .nullable(),
  /**
   * What the caller may do with it: answer and change its status as its desk, escalate it to the manufacturer,
   * replace its sensor (still on a parcel the caller may change).
   */
  canAnswerAsDesk: z.boolean(),
  canEscalate: z.boolean(),
  canReplace: z.boolean(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
