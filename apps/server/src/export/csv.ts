import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { CellWriter } from './cell-writer.ts';
import type { ExportColumns } from './columns.ts';

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
 * The rows as CSV with a byte-order mark (spreadsheets then read accents right), in the reader's separator, written
 * as the rows come (decision 096), so memory holds a page whatever the export's size.
 */
export const writeCsv = <T>(rows: AsyncIterable<T>, columns: ExportColumns<T>, writer: CellWriter): Readable => {
  const cells = async function* () {
    for await (const row of rows) yield columns.map((column) => writer.textOf(column, row));
  };
  const csv = stringify({
    header: true,
    columns: columns.map((column) => writer.headerOf(column)),
    delimiter: writer.delimiter,
    bom: true,
    cast: { string: neutraliseFormula },
  });
  // A page that fails later ends the download: the error reaches the answer, which the client sees cut.
  pipeline(Readable.from(cells()), csv, () => undefined);
  return csv;
};
