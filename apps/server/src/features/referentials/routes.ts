import { listZoneIds } from '@console/domain/time/zone-ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const referentialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/referentials/zone-ids',
    { schema: { tags: ['referentials'], response: { 200: z.array(z.string()) } } },
    () => listZoneIds(),
  );
};
