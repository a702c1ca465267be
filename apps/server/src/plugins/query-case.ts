import { toCamelCase } from '@console/domain/list/query-case';
import type { FastifyInstance } from 'fastify';

/** Query names are snake_case on the wire and camelCase in the schemas (spec point 7). */
export const registerQueryCase = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object') {
      request.query = Object.fromEntries(Object.entries(query).map(([name, value]) => [toCamelCase(name), value]));
    }
  });
};
