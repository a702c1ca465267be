import type { Readable } from 'node:stream';
import { EXPORT_MEDIA_TYPES, type ExportFormat } from '@console/domain/api/export-endpoint';
import type { FastifyReply } from 'fastify';
import { now } from '../clock.ts';
import { cellWriterFor, type ExportReader } from './cell-writer.ts';
import type { ExportColumns } from './columns.ts';
import { writeCsv } from './csv.ts';
import { MAX_EXPORT_ROWS, readRowPages, type ReadPage } from './row-pages.ts';
import { writeXlsx } from './xlsx.ts';

/** A list as it exports: its file's name, its columns, and its own page query (the screen's). */
export type ExportedList<T> = { name: string; columns: ExportColumns<T>; readPage: ReadPage<T> };

/** An export as it is written; whether the cap cut it short is known once it is read through. */
export type ExportFile = { body: Readable; mediaType: string; fileName: string; isTruncated: () => boolean };

/**
 * A list's export in the reader's language, as CSV or XLSX from the same columns (decision 112). The first page is
 * read before this answers, so a failing database still gets the error answer rather than a cut download.
 */
export const exportList = async <T>(
  reader: ExportReader,
  format: ExportFormat,
  { name, columns, readPage }: ExportedList<T>,
): Promise<ExportFile> => {
  const { rows, isTruncated } = await readRowPages(readPage);
  const writer = cellWriterFor(reader);
  const body = format === 'xlsx' ? await writeXlsx(rows, columns, writer, name) : writeCsv(rows, columns, writer);
  const mediaType = format === 'csv' ? `${EXPORT_MEDIA_TYPES.csv}; charset=utf-8` : EXPORT_MEDIA_TYPES.xlsx;
  return { body, mediaType, fileName: `${name}-${now().toISOString().slice(0, 10)}.${format}`, isTruncated };
};

/** Sends an export as a download; a capped one is logged, since the person may not notice the missing rows. */
export const sendExport = (reply: FastifyReply, { body, mediaType, fileName, isTruncated }: ExportFile) => {
  body.on('end', () => {
    if (isTruncated()) reply.log.warn({ max: MAX_EXPORT_ROWS, fileName }, 'export capped');
  });
  return reply.type(mediaType).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
};
