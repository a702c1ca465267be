import type { Language } from '@console/domain/i18n/languages';

/** A value as a list's row gives it; a list of texts or codes is written as one cell. */
export type ColumnValue = string | number | boolean | Date | readonly string[] | null | undefined;

/**
 * A column of a list's export, declared once for both formats (decision 112). `key` names it: its header is the text
 * `export:columns.<key>`. The kind says how its values are written in the reader's language; a `code`'s label is the
 * console's text `<labels>.<code>` (`crop-types.colza`).
 */
export type ExportColumn<T> = { key: string; value: (row: T, language: Language) => ColumnValue } & (
  { kind: 'text' | 'number' | 'decimal' | 'boolean' | 'date' | 'datetime' } | { kind: 'code'; labels: string }
);

export type ExportColumns<T> = readonly ExportColumn<T>[];
