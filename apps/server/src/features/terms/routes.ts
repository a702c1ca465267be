import multipart from '@fastify/multipart';
import type { Action } from '@console/domain/access/permissions';
import {
  termsVersionListQuerySchema,
  termsVersionPageSchema,
  termsVersionSchema,
} from '@console/domain/terms/terms-version.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { errorAnswers, fileAnswer } from '../../plugins/api-contract.ts';
import {
  getCurrentTermsDocument,
  getTermsVersionDocument,
  listTermsVersions,
  publishTermsVersion,
  requireTermsManager,
} from './service.ts';
import { readTermsUpload } from './upload.ts';

const pdfAnswer = { 200: fileAnswer('application/pdf') };

/** Uploads are read by the handler, not by a body schema, which would derive these. */
const uploadErrors = errorAnswers(406, 409, 413, 422);

const sendPdf = (reply: FastifyReply, { fileName, document }: { fileName: string; document: Buffer }) =>
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(document);

/** Public: the terms are linked from the gate and the user menu as a plain download. */
export const termsDocumentRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tos/current/document',
      { schema: { tags: ['terms'], response: { ...pdfAnswer, ...errorAnswers(404) } } },
      async (_request, reply) => sendPdf(reply, await getCurrentTermsDocument(db)),
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
    const allow = (action: Action) => accessGuard((request) => requireTermsManager(requireSession(request), action));

    app.get(
      '/settings/tos',
      {
        onRequest: allow('read'),
        schema: { tags, querystring: termsVersionListQuerySchema, response: { 200: termsVersionPageSchema } },
      },
      (request) => listTermsVersions(db, requireSession(request), request.query),
    );
    app.post(
      '/settings/tos',
      {
        onRequest: allow('edit'),
        schema: { tags, consumes: ['multipart/form-data'], response: { 201: termsVersionSchema, ...uploadErrors } },
      },
      async (request, reply) =>
        reply.status(201).send(await publishTermsVersion(db, requireSession(request), await readTermsUpload(request))),
    );
    app.get(
      '/settings/tos/:id/document',
      { onRequest: allow('read'), schema: { tags, params: z.object({ id: z.uuid() }), response: pdfAnswer } },
      async (request, reply) =>
        sendPdf(reply, await getTermsVersionDocument(db, requireSession(request), request.params.id)),
    );
  };
