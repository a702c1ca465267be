import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { idParams } from '../api/id-params';
import { sensorSwapPlanSchema } from '../parcel/sensor-swap.schema';
import { TICKET_ATTACHMENT_TYPES } from './ticket-attachment.schema';
import {
  createdTicketSchema,
  createTicketInputSchema,
  ticketAttachmentSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketMessageInputSchema,
  ticketMessageSchema,
  ticketPageSchema,
  ticketReplacementInputSchema,
  ticketStatusInputSchema,
} from './ticket.schema';

const messageParams = idParams.extend({ messageId: z.uuid() });
const attachmentParams = idParams.extend({ attachmentId: z.uuid() });

/** Support tickets (issue 23): every signed-in user asks, the desk the ticket is routed to answers. */
export const ticketEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/support/tickets', query: ticketListQuerySchema, response: ticketPageSchema },
  export: exportEndpoint('/support/tickets', ticketListQuerySchema),
  create: {
    method: 'POST',
    path: '/support/tickets',
    body: createTicketInputSchema,
    response: createdTicketSchema,
    status: 201,
  },
  get: { method: 'GET', path: '/support/tickets/:id', params: idParams, response: ticketDetailSchema },
  reply: {
    method: 'POST',
    path: '/support/tickets/:id/messages',
    params: idParams,
    body: ticketMessageInputSchema,
    response: ticketMessageSchema,
    status: 201,
  },
  setStatus: {
    method: 'POST',
    path: '/support/tickets/:id/status',
    params: idParams,
    body: ticketStatusInputSchema,
    response: ticketDetailSchema,
  },
  escalate: { method: 'POST', path: '/support/tickets/:id/escalate', params: idParams, response: ticketDetailSchema },
  /** What replacing the ticket's sensor would hand to its replacement, for the desk to review first. */
  replacementPlan: {
    method: 'GET',
    path: '/support/tickets/:id/replacement',
    params: idParams,
    response: sensorSwapPlanSchema,
  },
  /** The desk replaces the ticket's sensor and answers the requester, in one transaction. */
  replace: {
    method: 'POST',
    path: '/support/tickets/:id/replacement',
    params: idParams,
    body: ticketReplacementInputSchema,
    response: ticketDetailSchema,
  },
  /** One file (field `file`) added to a message by its author, a request per file. */
  attach: {
    method: 'POST',
    path: '/support/tickets/:id/messages/:messageId/attachments',
    params: messageParams,
    body: 'multipart',
    response: ticketAttachmentSchema,
    status: 201,
  },
  attachment: {
    method: 'GET',
    path: '/support/tickets/:id/attachments/:attachmentId',
    params: attachmentParams,
    response: { file: TICKET_ATTACHMENT_TYPES },
  },
});
