import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { getCurrentTermsDocument } from './service.ts';

/** Public: the terms are linked from the gate and the user menu as a plain download. */
export const termsDocumentRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/tos/current/document', { schema: { tags: ['terms'] } }, async (_request, reply) => {
      const { fileName, document } = await getCurrentTermsDocument(db);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(document);
    });
  };
