import multipart from '@fastify/multipart';
import type { Action } from '@console/domain/access/permissions';
import {
  termsVersionListQuerySchema,
  termsVersionPageSchema,
  termsVersionSchema,
} from '@console/domain/terms/terms-version.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import {
  getCurrentTermsDocument,
  getTermsVersionDocument,
  listTermsVersions,
  publishTermsVersion,
  requireTermsManager,
} from './service.ts';
import { readTermsUpload } from './upload.ts';

const sendPdf = (reply: FastifyReply, { fileName, document }: { fileName: string; document: Buffer }) =>
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(document);

/** Public: the terms are linked from the gate and the user menu as a plain download. */
export const termsDocumentRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/tos/current/document', { schema: { tags: ['terms'] } }, async (_request, reply) =>
      sendPdf(reply, await getCurrentTermsDocument(db)),
    );
  };

/** /settings/tos: publishing new versions of the terms (manufacturer staff with the Configuration right). */
export const termsVersionRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    // Registered here only: no other route takes multipart bodies by accident.
    await app.register(multipart);
    const tags = ['terms'];
    // Checked before the body is read, so a refused caller's upload is never buffered.
    const allow = (action: Action) => async (request: FastifyRequest) =>
      requireTermsManager(requireSession(request), action);

    app.get(
      '/settings/tos',
      {
        preHandler: allow('read'),
        schema: { tags, querystring: termsVersionListQuerySchema, response: { 200: termsVersionPageSchema } },
      },
      (request) => listTermsVersions(db, requireSession(request), request.query),
    );
    app.post(
      '/settings/tos',
      {
        preHandler: allow('edit'),
        schema: { tags, consumes: ['multipart/form-data'], response: { 201: termsVersionSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await publishTermsVersion(db, requireSession(request), await readTermsUpload(request))),
    );
    app.get(
      '/settings/tos/:id/document',
      { preHandler: allow('read'), schema: { tags, params: z.object({ id: z.uuid() }) } },
      async (request, reply) =>
        sendPdf(reply, await getTermsVersionDocument(db, requireSession(request), request.params.id)),
    );
  };
