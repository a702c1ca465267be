import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { EXPORT_FORMATS, EXPORT_MEDIA_TYPES } from '../api/export-endpoint';
import { statsPageSchema, statsQuerySchema, statsSchema } from './stats.schema';

const pageParams = z.object({ page: statsPageSchema });

/** The manufacturer's statistics pages (issue 22): a page's measures month by month or season by season. */
export const statsEndpoints = defineEndpoints({
  page: {
    method: 'GET',
    path: '/stats/:page',
    params: pageParams,
    query: statsQuerySchema,
    response: statsSchema,
  },
  /** Every value of the page as a file: a line a measure, row and period. */
  export: {
    method: 'GET',
    path: '/stats/:page/export/:format',
    params: pageParams.extend({ format: z.enum(EXPORT_FORMATS) }),
    query: statsQuerySchema,
    response: { file: EXPORT_FORMATS.map((format) => EXPORT_MEDIA_TYPES[format]) },
  },
});
