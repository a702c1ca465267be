import type { Language } from '@console/domain/i18n/languages';
import { formatDate, formatDateTime, toWallClock } from '@console/domain/time/date-format';
import type { Cell } from 'write-excel-file/node';
import { EXPORT_NAMESPACE, serverTranslator } from '../i18n/translate.ts';
import type { ColumnValue, ExportColumn } from './columns.ts';

/** Who an export is written for: the caller's language and time zone (their session). */
export type ExportReader = { language: Language; zoneId: string };

/**
 * How a language's spreadsheets read a CSV file (decision 112), one rule for every language: where the language writes
 * decimals with a comma (French, German, Spanish), its spreadsheet takes `,` as the decimal mark, so cells are
 * separated by `;`; where it writes a point (English), by `,`.
 */
const csvDialectOf = (language: Language) => {
  const parts = new Intl.NumberFormat(language).formatToParts(0.5);
  const decimalMark = parts.find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.';
  return { decimalMark, delimiter: decimalMark === ',' ? ';' : ',' } as const;
};

/** Several values of a cell (a parcel's crops, a sensor's tags), as a reader lists them. */
const LIST_SEPARATOR = ', ';

/** The spec's formats (point 9), as spreadsheet number formats for typed date cells. */
const XLSX_DATE_FORMATS = { date: 'dd/mm/yyyy', datetime: 'dd/mm/yyyy hh:mm' } as const;

const isEmpty = (value: ColumnValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/**
 * Writes a list's cells for one reader, the same for CSV (texts) and XLSX (typed cells): headers, codes and booleans
 * in their words, decimals with their mark, dates in the spec's formats in their time zone.
 */
export const cellWriterFor = ({ language, zoneId }: ExportReader) => {
  const t = serverTranslator(language);
  const dialect = csvDialectOf(language);

  const wordsOf = <T>(column: ExportColumn<T>, value: Exclude<ColumnValue, null | undefined>): string => {
    if (Array.isArray(value)) {
      return value.map((item: string) => wordsOf(column, item)).join(LIST_SEPARATOR);
    }
    if (column.kind === 'code') {
      return t(`${column.labels}.${String(value)}`, { defaultValue: String(value) });
    }
    if (column.kind === 'boolean') return t(value ? 'common.yes' : 'common.no');
    return String(value);
  };

  /** A cell as CSV text. */
  const textOf = <T>(column: ExportColumn<T>, row: T): string => {
    const value = column.value(row, language);
    if (isEmpty(value)) return '';
    if (column.kind === 'decimal') return String(value).replace('.', dialect.decimalMark);
    if ((column.kind === 'date' || column.kind === 'datetime') && !Array.isArray(value)) {
      const date = value instanceof Date ? value : String(value);
      return column.kind === 'date' ? formatDate(date, zoneId) : formatDateTime(date, zoneId);
    }
    return wordsOf(column, value);
  };

  /**
   * A cell of a workbook: numbers as numbers, dates as dates in the reader's zone, the rest (codes, booleans) in the
   * words CSV writes.
   */
  const cellOf = <T>(column: ExportColumn<T>, row: T): Cell => {
    const value = column.value(row, language);
    if (isEmpty(value)) return null;
    if ((column.kind === 'number' || column.kind === 'decimal') && typeof value === 'number') {
      return { value, type: Number };
    }
    if ((column.kind === 'date' || column.kind === 'datetime') && !Array.isArray(value)) {
      const time = toWallClock(value instanceof Date ? value : String(value), zoneId);
      // A date column holds the reader's calendar day, without its time.
      const date = time && column.kind === 'date' ? new Date(time.toISOString().slice(0, 10)) : time;
      if (date) return { value: date, type: Date, format: XLSX_DATE_FORMATS[column.kind] };
    }
    return wordsOf(column, value);
  };

  return {
    delimiter: dialect.delimiter,
    headerOf: <T>(column: ExportColumn<T>) => t(`${EXPORT_NAMESPACE}:columns.${column.key}`),
    textOf,
    cellOf,
  };
};

export type CellWriter = ReturnType<typeof cellWriterFor>;
