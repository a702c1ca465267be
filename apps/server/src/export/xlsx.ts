import { XLSX_MEDIA_TYPE } from '@console/domain/api/export-endpoint';
import type { FastifyReply } from 'fastify';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import type { CsvColumns } from './csv.ts';
import { MAX_EXPORT_ROWS } from './row-pages.ts';

export type XlsxExport = { xlsx: Buffer; isTruncated: boolean; fileName: string };

type Cell = string | number | boolean | Date | null;

const toCell = (value: unknown): Cell => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) {
    return value;
  }
  return String(value);
};

/**
 * The same rows and columns as a CSV export (csv.ts), as one Excel worksheet with a bold header row, capped at the
 * same number of rows.
 */
export const toXlsxExport = async <T>(
  rows: readonly T[],
  columns: CsvColumns<T>,
  name: string,
): Promise<XlsxExport> => {
  const sheet: SheetData = [
    columns.map(([header]) => ({ value: header, fontWeight: 'bold' as const })),
    ...rows.slice(0, MAX_EXPORT_ROWS).map((row) => columns.map(([, value]) => toCell(value(row)))),
  ];
  const xlsx = await writeExcelFile(sheet, { sheet: name, stickyRowsCount: 1 }).toBuffer();
  return {
    xlsx,
    isTruncated: rows.length > MAX_EXPORT_ROWS,
    fileName: `${name}-${new Date().toISOString().slice(0, 10)}.xlsx`,
  };
};

/** Sends a workbook as a download; a capped one is logged, as CSV exports are. */
export const sendXlsx = (reply: FastifyReply, { xlsx, isTruncated, fileName }: XlsxExport) => {
  if (isTruncated) reply.log.warn({ max: MAX_EXPORT_ROWS, fileName }, 'export capped');
  return reply.type(XLSX_MEDIA_TYPE).header('content-disposition', `attachment; filename="${fileName}"`).send(xlsx);
};
