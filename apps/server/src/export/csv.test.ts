import { describe, expect, it } from 'vitest';
import { type CsvColumns, toCsvExport } from './csv.ts';

type Row = { label: string; count: number };
const COLUMNS: CsvColumns<Row> = [
  ['label', (row) => row.label],
  ['count', (row) => row.count],
];

/** The export's data lines, without the byte-order mark and the header. */
const linesOf = (rows: Row[]) => toCsvExport(rows, COLUMNS, 'test').csv.replace('\uFEFF', '').split('\n').slice(1, -1);

describe('CSV exports', () => {
  it('write a text a spreadsheet would run as a formula as text, behind a quote', () => {
    const labels = ['=1+1', '+1+cmd|/C calc', '-2+3', '@SUM(A1:A2)', '\tTAB', '=HYPERLINK("http://x.example")'];
    expect(linesOf(labels.map((label) => ({ label, count: 1 })))).toEqual([
      "'=1+1,1",
      "'+1+cmd|/C calc,1",
      "'-2+3,1",
      "'@SUM(A1:A2),1",
      "'\tTAB,1",
      `"'=HYPERLINK(""http://x.example"")",1`,
    ]);
    expect(toCsvExport([{ label: '\rCR', count: 1 }], COLUMNS, 'test').csv).toContain(`"'\rCR",1`);
  });

  it('leave numbers and texts that are only a number as they are', () => {
    expect(
      linesOf([
        { label: '-12.5', count: -3 },
        { label: '+33612345678', count: 0 },
        { label: 'Champ du =bas', count: 2 },
      ]),
    ).toEqual(['-12.5,-3', '+33612345678,0', 'Champ du =bas,2']);
  });
});
