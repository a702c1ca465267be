import multipart from '@fastify/multipart';
import { idParams } from '@console/domain/api/id-params';
import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayReplaceTicketSensors } from '@console/domain/support/ticket-rules';
import { accessGuard } from '../../auth/access-guard.ts';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { sendExport } from '../../export/list-export.ts';
import { forbidden } from '../../plugins/app-error.ts';
import { type EndpointRouteOptions, route } from '../../plugins/endpoint-route.ts';
import { exportTickets } from './export.ts';
import { readTicketAttachment } from './upload.ts';
import {
  attachToMessage,
  checkTicketDeskRight,
  createTicket,
  escalateTicket,
  getTicket,
  getTicketAttachment,
  getTicketReplacementPlan,
  listTickets,
  replaceTicketSensor,
  replyToTicket,
  setTicketStatus,
} from './service.ts';

/** /support/tickets: every signed-in user asks for help; what each reads and may do is the service's scope. */
export const supportRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    // Registered here only: no other route takes multipart bodies by accident.
    await app.register(multipart);
    const tags = ['support'];

    // 404: the `favourite_id` names no favourite of the caller's.
    route(app, ticketEndpoints.list, { tags, errors: [404] }, (request) =>
      listTickets(db, requireSession(request), request.query),
    );
    route(app, ticketEndpoints.export, { tags, errors: [404] }, async (request, reply) =>
      sendExport(reply, await exportTickets(db, requireSession(request), request.params.format, request.query)),
    );
    // 429: the author or their account opened too many tickets within the hour.
    route(app, ticketEndpoints.create, { tags, errors: [429] }, (request) =>
      createTicket(db, requireSession(request), request.body),
    );
    route(app, ticketEndpoints.get, { tags }, (request) => getTicket(db, requireSession(request), request.params.id));
    // The desk's writes take its write right, before the body is read (decision 150); the requester's side passes,
    // and a malformed id is the handler's 404.
    const deskWriter = accessGuard(async (request) => {
      const params = idParams.safeParse(request.params);
      if (params.success) await checkTicketDeskRight(db, requireSession(request), params.data.id);
    });
    // 409: the ticket is closed, or closed meanwhile; 429: too many messages within the hour.
    route(app, ticketEndpoints.reply, { tags, onRequest: deskWriter, errors: [409, 429] }, (request) =>
      replyToTicket(db, requireSession(request), request.params.id, request.body),
    );
    route(app, ticketEndpoints.setStatus, { tags, onRequest: deskWriter, errors: [409] }, (request) =>
      setTicketStatus(db, requireSession(request), request.params.id, request.body),
    );
    // 409: already at the manufacturer's desk, or closed.
    route(app, ticketEndpoints.escalate, { tags, onRequest: deskWriter, errors: [409] }, (request) =>
      escalateTicket(db, requireSession(request), request.params.id),
    );
    // The desk's rights before the body is read: another account's ticket is 404 from the service.
    const replacer: EndpointRouteOptions = {
      tags,
      onRequest: accessGuard((request) => {
        if (!mayReplaceTicketSensors(requireSession(request))) throw forbidden();
      }),
      errors: [404, 409],
    };
    route(app, ticketEndpoints.replacementPlan, replacer, (request) =>
      getTicketReplacementPlan(db, requireSession(request), request.params.id),
    );
    // 422: a replacement the swap refuses (not the lessor's, not for rent).
    route(app, ticketEndpoints.replace, { ...replacer, errors: [404, 409, 422] }, (request) =>
      replaceTicketSensor(db, requireSession(request), request.params.id, request.body),
    );
    // Read by the handler once the ticket and the message's author are checked.
    route(app, ticketEndpoints.attach, { tags, errors: [400, 403, 406, 409, 413, 422] }, (request) =>
      attachToMessage(db, requireSession(request), request.params, () => readTicketAttachment(request)),
    );
    route(app, ticketEndpoints.attachment, { tags }, async (request, reply) => {
      const file = await getTicketAttachment(
        db,
        requireSession(request),
        request.params.id,
        request.params.attachmentId,
      );
      return reply
        .type(file.mediaType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.content);
    });
  };
