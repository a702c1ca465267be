import type { Language } from '@console/domain/i18n/languages';
import { formatDate, formatDateTime, toWallClock } from '@console/domain/time/date-format';
import type { Cell } from 'write-excel-file/node';
import { EXPORT_NAMESPACE, serverTranslator } from '../i18n/translate.ts';
import type { ColumnValue, ExportColumn } from './columns.ts';

/** Who an export is written for: the caller's language and time zone (their session). */
export type ExportReader = { language: Language; zoneId: string };

/**
 * How a language's spreadsheets read a file (decision 112). French, German and Spanish spreadsheets take the comma
 * as the decimal mark, so their CSV separates cells with `;`, and their files say everything in words. English keeps
 * the interchange format the exports always had (column names, codes, `true`, ISO dates), which integrations read.
 */
type Dialect = { delimiter: ',' | ';'; decimalMark: '.' | ','; listSeparator: string; isWorded: boolean };

const WORDED: Dialect = { delimiter: ';', decimalMark: ',', listSeparator: ', ', isWorded: true };
const DIALECTS: Record<Language, Dialect> = {
  en: { delimiter: ',', decimalMark: '.', listSeparator: ';', isWorded: false },
  fr: WORDED,
  de: WORDED,
  es: WORDED,
};

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
  const dialect = DIALECTS[language];

  const wordsOf = <T>(column: ExportColumn<T>, value: Exclude<ColumnValue, null | undefined>): string => {
    if (Array.isArray(value)) {
      return value.map((item: string) => wordsOf(column, item)).join(dialect.listSeparator);
    }
    if (column.kind === 'code' && dialect.isWorded) {
      return t(`${column.labels}.${String(value)}`, { defaultValue: String(value) });
    }
    if (column.kind === 'boolean' && dialect.isWorded) return t(value ? 'common.yes' : 'common.no');
    return String(value);
  };

  /** A cell as CSV text. */
  const textOf = <T>(column: ExportColumn<T>, row: T): string => {
    const value = column.value(row, language);
    if (isEmpty(value)) return '';
    if (column.kind === 'decimal') return String(value).replace('.', dialect.decimalMark);
    if ((column.kind === 'date' || column.kind === 'datetime') && dialect.isWorded && !Array.isArray(value)) {
      const date = value instanceof Date ? value : String(value);
      return column.kind === 'date' ? formatDate(date, zoneId) : formatDateTime(date, zoneId);
    }
    return wordsOf(column, value);
  };

  /** A cell of a workbook: numbers as numbers, dates as dates in the reader's zone, the rest as CSV writes it. */
  const cellOf = <T>(column: ExportColumn<T>, row: T): Cell => {
    const value = column.value(row, language);
    if (isEmpty(value)) return null;
    if ((column.kind === 'number' || column.kind === 'decimal') && typeof value === 'number') {
      return { value, type: Number };
    }
    if (column.kind === 'boolean' && !dialect.isWorded && typeof value === 'boolean') return { value, type: Boolean };
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
