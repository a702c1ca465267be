import { accountOptionSchema } from '@console/domain/account/account.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { listAccountOptions } from './service.ts';

export const accountRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/options',
      { schema: { tags: ['accounts'], response: { 200: z.array(accountOptionSchema) } } },
      (request) => listAccountOptions(db, requireSession(request)),
    );
  };
