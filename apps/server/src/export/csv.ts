import { pipeline, Readable } from 'node:stream';
import { CSV_MEDIA_TYPE } from '@console/domain/api/export-endpoint';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { MAX_EXPORT_ROWS, readRowPages, type ReadPage } from './row-pages.ts';

/** A column of an export: its header and how a row gives its value. */
export type CsvColumns<T> = [string, (row: T) => unknown][];

/** An export as it is written; whether the cap cut it short is known once it is read through. */
export type CsvExport = { csv: Readable; isTruncated: () => boolean; fileName: string };

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
 * The list's rows as CSV with a byte-order mark (spreadsheets then read accents right), written as its pages are
 * read (row-pages.ts), so memory holds a page whatever the export's size. The first page is read before this
 * answers, so a failing database still gets the error answer rather than a cut download.
 */
export const toCsvExport = async <T>(
  readPage: ReadPage<T>,
  columns: CsvColumns<T>,
  name: string,
): Promise<CsvExport> => {
  const { rows, isTruncated } = await readRowPages(readPage);
  const cells = async function* () {
    for await (const row of rows) yield columns.map(([, value]) => value(row));
  };
  const csv = stringify({
    header: true,
    columns: columns.map(([header]) => header),
    bom: true,
    cast: { boolean: (value) => String(value), string: neutraliseFormula },
  });
  // A page that fails later ends the download: the error reaches the answer, which the client sees cut.
  pipeline(Readable.from(cells()), csv, () => undefined);
  return { csv, isTruncated, fileName: `${name}-${new Date().toISOString().slice(0, 10)}.csv` };
};

/** Sends an export as a download; a capped one is logged, since the person may not notice the missing rows. */
export const sendCsv = (reply: FastifyReply, { csv, isTruncated, fileName }: CsvExport) => {
  csv.on('end', () => {
    if (isTruncated()) reply.log.warn({ max: MAX_EXPORT_ROWS, fileName }, 'export capped');
  });
  return reply
    .type(`${CSV_MEDIA_TYPE}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
};
