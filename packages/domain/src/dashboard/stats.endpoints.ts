import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { statsPageSchema, statsQuerySchema, statsSchema } from './stats.schema';

/** The manufacturer's statistics pages (issue 22): a page's measures month by month or season by season. */
export const statsEndpoints = defineEndpoints({
  page: {
    method: 'GET',
    path: '/stats/:page',
    params: z.object({ page: statsPageSchema }),
    query: statsQuerySchema,
    response: statsSchema,
  },
});
