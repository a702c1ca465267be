import { z } from 'zod';
import type { HttpMethod } from './endpoint';

export const CSV_MEDIA_TYPE = 'text/csv';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MEDIA_TYPES = { csv: CSV_MEDIA_TYPE, xlsx: XLSX_MEDIA_TYPE } as const;

/**
 * A list's export (`GET …/export/:format`): the list's filters and sort as query, the file in the formats given. The
 * path is the list's path with `/export/:format`, so a list and its export cannot drift apart.
 */
export const exportEndpoint = <const P extends `/${string}`, Q extends z.ZodType, F extends keyof typeof MEDIA_TYPES>(
  listPath: P,
  query: Q,
  formats: readonly [F, ...F[]],
) => ({
  method: 'GET' as const satisfies HttpMethod,
  path: `${listPath}/export/:format` as const,
  params: z.object({ format: z.enum(formats) }),
  query,
  response: { file: formats.map((format) => MEDIA_TYPES[format]) },
});
