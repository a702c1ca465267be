import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { fileAnswer } from '../../plugins/api-contract.ts';

/** An export holds the whole filtered list, up to this many rows; beyond it the caller narrows the filter. */
export const MAX_EXPORT_ROWS = 50_000;

/** A column of an export: its header and how a row gives its value. */
export type CsvColumns<T> = [string, (row: T) => unknown][];

export type CsvExport = { csv: string; isTruncated: boolean; fileName: string };

/**
 * Rows as CSV with a byte-order mark (spreadsheets then read accents right), read up to one row past the cap so the
 * answer can say whether the cap cut it short.
 */
export const toCsvExport = <T>(rows: readonly T[], columns: CsvColumns<T>, name: string): CsvExport => ({
  csv: stringify(
    rows.slice(0, MAX_EXPORT_ROWS).map((row) => columns.map(([, value]) => value(row))),
    {
      header: true,
      columns: columns.map(([header]) => header),
      bom: true,
      cast: { boolean: (value) => String(value) },
    },
  ),
  isTruncated: rows.length > MAX_EXPORT_ROWS,
  fileName: `${name}-${new Date().toISOString().slice(0, 10)}.csv`,
});

export const CSV_MEDIA_TYPE = 'text/csv';

/** An export route's answer in the API document. */
export const csvAnswer = { 200: fileAnswer(CSV_MEDIA_TYPE) };

/** Sends an export as a download; a capped one is logged, since the person may not notice the missing rows. */
export const sendCsv = (reply: FastifyReply, { csv, isTruncated, fileName }: CsvExport) => {
  if (isTruncated) reply.log.warn({ max: MAX_EXPORT_ROWS, fileName }, 'export capped');
  return reply
    .type(`${CSV_MEDIA_TYPE}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
};
