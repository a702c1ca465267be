import { CSV_MEDIA_TYPE } from '@console/domain/api/export-endpoint';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** An export holds the whole filtered list, up to this many rows; beyond it the caller narrows the filter. */
export const MAX_EXPORT_ROWS = 50_000;

/** A column of an export: its header and how a row gives its value. */
export type CsvColumns<T> = [string, (row: T) => unknown][];

export type CsvExport = { csv: string; isTruncated: boolean; fileName: string };

/** Characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
/** A text that is only a number (`-12.5`, `+33612345678`): a spreadsheet reads it as that number, not a formula. */
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;

/**
 * A text cell a spreadsheet would run as a formula gets a leading `'`, so it shows as the text it is (decision 080).
 * Numbers, and texts that are only a number, are left as they are.
 */
export const neutraliseFormula = (text: string): string =>
  FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;

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
      cast: { boolean: (value) => String(value), string: neutraliseFormula },
    },
  ),
  isTruncated: rows.length > MAX_EXPORT_ROWS,
  fileName: `${name}-${new Date().toISOString().slice(0, 10)}.csv`,
});

/** Sends an export as a download; a capped one is logged, since the person may not notice the missing rows. */
export const sendCsv = (reply: FastifyReply, { csv, isTruncated, fileName }: CsvExport) => {
  if (isTruncated) reply.log.warn({ max: MAX_EXPORT_ROWS, fileName }, 'export capped');
  return reply
    .type(`${CSV_MEDIA_TYPE}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
};
