import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { ExportColumns } from './columns.ts';
import { exportList } from './list-export.ts';
import { EXPORT_PAGE_SIZE, MAX_EXPORT_ROWS, type ReadPage } from './row-pages.ts';

type Row = { label: string; count: number };
const COLUMNS: ExportColumns<Row> = [
  { key: 'label', kind: 'text', value: (row) => row.label },
  { key: 'count', kind: 'number', value: (row) => row.count },
];

/** An English reader's CSV export: `,` between cells, the decimal point. */
const toCsvExport = async (readPage: ReadPage<Row>) =>
  exportList({ language: 'en', zoneId: 'Europe/Paris' }, 'csv', { name: 'test', columns: COLUMNS, readPage });

/** A list's page reader over rows in memory, which notes the pages asked for. */
const pagesOf =
  (rows: Row[], asked: number[][] = []) =>
  async (start: number, limit: number) => {
    asked.push([start, limit]);
    return rows.slice(start, start + limit);
  };

/** The export's text. */
const csvOf = async (rows: Row[]) => text((await toCsvExport(pagesOf(rows))).body);

/** An export's data lines, without the byte-order mark and the header. */
const dataLines = (csv: string) => csv.replace('\uFEFF', '').split('\n').slice(1, -1);
const linesOf = async (rows: Row[]) => dataLines(await csvOf(rows));

describe('CSV exports', () => {
  it('write a text a spreadsheet would run as a formula as text, behind a quote', async () => {
    const labels = ['=1+1', '+1+cmd|/C calc', '-2+3', '@SUM(A1:A2)', '\tTAB', '=HYPERLINK("http://x.example")'];
    expect(await linesOf(labels.map((label) => ({ label, count: 1 })))).toEqual([
      "'=1+1,1",
      "'+1+cmd|/C calc,1",
      "'-2+3,1",
      "'@SUM(A1:A2),1",
      "'\tTAB,1",
      `"'=HYPERLINK(""http://x.example"")",1`,
    ]);
    expect(await csvOf([{ label: '\rCR', count: 1 }])).toContain(`"'\rCR",1`);
  });

  it('leave numbers and texts that are only a number as they are', async () => {
    expect(
      await linesOf([
        { label: '-12.5', count: -3 },
        { label: '+33612345678', count: 0 },
        { label: 'Champ du =bas', count: 2 },
      ]),
    ).toEqual(['-12.5,-3', '+33612345678,0', 'Champ du =bas,2']);
  });

  it('read the list a page at a time and write every row, in order', async () => {
    const rows = Array.from({ length: 2 * EXPORT_PAGE_SIZE + 345 }, (_, index) => ({
      label: `row ${index}`,
      count: index,
    }));
    const asked: number[][] = [];
    const exported = await toCsvExport(pagesOf(rows, asked));
    const lines = dataLines(await text(exported.body));
    expect(lines).toHaveLength(rows.length);
    expect(lines.at(-1)).toBe(`row ${rows.length - 1},${rows.length - 1}`);
    expect(new Set(lines).size).toBe(rows.length);
    expect(asked.every(([, limit]) => (limit ?? 0) <= EXPORT_PAGE_SIZE)).toBe(true);
    expect(exported.isTruncated()).toBe(false);
  });

  it('stop at the cap and say so', async () => {
    const rows = Array.from({ length: MAX_EXPORT_ROWS + 10 }, (_, index) => ({ label: 'row', count: index }));
    const exported = await toCsvExport(pagesOf(rows));
    const lines = dataLines(await text(exported.body));
    expect(lines).toHaveLength(MAX_EXPORT_ROWS);
    expect(lines.at(-1)).toBe(`row,${MAX_EXPORT_ROWS - 1}`);
    expect(exported.isTruncated()).toBe(true);
  });
});
