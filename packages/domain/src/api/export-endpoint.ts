import { z } from 'zod';
import type { HttpMethod } from './endpoint';

export const CSV_MEDIA_TYPE = 'text/csv';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const EXPORT_MEDIA_TYPES = { csv: CSV_MEDIA_TYPE, xlsx: XLSX_MEDIA_TYPE } as const;

/** Every list exports as CSV and as an Excel workbook, written by one module from the list's columns (decision 112). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * A list's export (`GET …/export/:format`): the list's filters and sort as query, the file in either format. The
 * path is the list's path with `/export/:format`, so a list and its export cannot drift apart.
 */
export const exportEndpoint = <
  const P extends `/${string}`,
  Q extends z.ZodType,
  R extends z.ZodRawShape = Record<never, never>,
>(
  listPath: P,
  query: Q,
  /** The list path's own parameters, for a list under a resource (`/parcels/:id/crops/:cropId/interventions`). */
  pathParams?: z.ZodObject<R>,
) => ({
  method: 'GET' as const satisfies HttpMethod,
  path: `${listPath}/export/:format` as const,
  params: (pathParams ?? z.object({} as R)).extend({ format: z.enum(EXPORT_FORMATS) }),
  query,
  response: { file: EXPORT_FORMATS.map((format) => EXPORT_MEDIA_TYPES[format]) },
});
