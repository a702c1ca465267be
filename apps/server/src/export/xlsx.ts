import type { Readable } from 'node:stream';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import type { CellWriter } from './cell-writer.ts';
import type { ExportColumns } from './columns.ts';

/**
 * The rows as one Excel worksheet with a bold, frozen header row and typed cells. The library builds the sheet whole
 * in memory (it takes rows, not a stream of them), so the rows are gathered as their pages come; the zipped file is
 * then streamed out.
 */
export const writeXlsx = async <T>(
  rows: AsyncIterable<T>,
  columns: ExportColumns<T>,
  writer: CellWriter,
  sheet: string,
): Promise<Readable> => {
  const data: SheetData = [columns.map((column) => ({ value: writer.headerOf(column), fontWeight: 'bold' as const }))];
  for await (const row of rows) data.push(columns.map((column) => writer.cellOf(column, row)));
  // Its types join `toStream()` and `toStream(writable)` in one union, which TypeScript cannot call without arguments.
  const { toStream } = writeExcelFile(data, { sheet, stickyRowsCount: 1 });
  return (toStream as () => Promise<Readable>)();
};
