import { TRANSACTION_ID_HEADER } from '@console/domain/errors/api-error.schema';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

const SAFE_ID = /^[\w-]{8,100}$/;

/** Keeps the client's X-Transaction-ID when it looks like one, so a support request can be matched to logs. */
export const genTransactionId = (request: RawRequestDefaultExpression): string => {
  const given = request.headers[TRANSACTION_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : crypto.randomUUID();
};

export const registerTransactionId = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(TRANSACTION_ID_HEADER, request.id);
  });
};
