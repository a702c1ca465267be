import { buffer } from 'node:stream/consumers';
import type { Language } from '@console/domain/i18n/languages';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../test/xlsx-cells.ts';
import type { ExportColumns } from './columns.ts';
import { type ExportFile, exportList } from './list-export.ts';

type Row = {
  label: string;
  riskLevel: string;
  crops: string[];
  size: number;
  count: number;
  hasSensor: boolean;
  createdAt: string;
  measuredAt: string;
};

/** A column of each kind. */
const COLUMNS: ExportColumns<Row> = [
  { key: 'label', kind: 'text', value: (row) => row.label },
  { key: 'riskLevel', kind: 'code', labels: 'risk-levels', value: (row) => row.riskLevel },
  { key: 'crop', kind: 'code', labels: 'crop-types', value: (row) => row.crops },
  { key: 'sizeHa', kind: 'decimal', value: (row) => row.size },
  { key: 'lastSlugCount', kind: 'number', value: (row) => row.count },
  { key: 'hasSensor', kind: 'boolean', value: (row) => row.hasSensor },
  { key: 'createdAt', kind: 'date', value: (row) => row.createdAt },
  { key: 'lastMeasuredAt', kind: 'datetime', value: (row) => row.measuredAt },
];

const ROW: Row = {
  label: 'Champ du Moulin',
  riskLevel: 'medium',
  crops: ['colza', 'mais'],
  size: 12.5,
  count: 1200,
  hasSensor: true,
  // 23:30 UTC is the next day in Paris: dates are written in the reader's zone.
  createdAt: '2026-03-01T23:30:00.000Z',
  measuredAt: '2026-03-01T23:30:00.000Z',
};

const BOM = [0xef, 0xbb, 0xbf];

const exportAs = (language: Language, format: 'csv' | 'xlsx'): Promise<ExportFile> =>
  exportList({ language, zoneId: 'Europe/Paris' }, format, {
    name: 'test',
    columns: COLUMNS,
    readPage: async (start) => (start === 0 ? [ROW] : []),
  });

const bytesOf = async (file: ExportFile) => new Uint8Array(await buffer(file.body));

describe('list exports in the reader’s language', () => {
  it.each([
    [
      'en',
      'Parcel,Slug risk,Crop,Size (ha),Last slug count,Sensor installed,Created on,Last capture',
      'Champ du Moulin,Medium,"Oilseed rape, Maize",12.5,1200,Yes,02/03/2026,02/03/2026 00:30',
    ],
    [
      'fr',
      'Parcelle;Risque limaces;Culture;Surface (ha);Dernier comptage de limaces;Capteur installé;Créé le;Dernière mesure',
      'Champ du Moulin;Moyen;Colza, Maïs;12,5;1200;Oui;02/03/2026;02/03/2026 00:30',
    ],
    [
      'de',
      'Schlag;Schneckenrisiko;Kultur;Fläche (ha);Letzte Schneckenzählung;Sensor installiert;Erstellt am;Letzte Messung',
      'Champ du Moulin;Mittel;Raps, Mais;12,5;1200;Ja;02/03/2026;02/03/2026 00:30',
    ],
    [
      'es',
      'Parcela;Riesgo de babosas;Cultivo;Superficie (ha);Último recuento de babosas;Sensor instalado;Creado el;Última medición',
      'Champ du Moulin;Medio;Colza, Maíz;12,5;1200;Sí;02/03/2026;02/03/2026 00:30',
    ],
  ] as const)(
    'write %s CSV with its words, its separator and decimal mark, and the spec’s dates, behind a byte-order mark',
    async (language, header, line) => {
      const bytes = await bytesOf(await exportAs(language, 'csv'));
      expect([...bytes.slice(0, 3)]).toEqual(BOM);
      expect(new TextDecoder().decode(bytes.slice(3)).split('\n')).toEqual([header, line, '']);
    },
  );

  it.each([
    [
      'fr',
      'Parcelle;Risque limaces;Culture;Surface (ha);Dernier comptage de limaces;Capteur installé;Créé le;Dernière mesure',
      ['Moyen', 'Colza, Maïs', 'Oui'],
    ],
    [
      'en',
      'Parcel;Slug risk;Crop;Size (ha);Last slug count;Sensor installed;Created on;Last capture',
      ['Medium', 'Oilseed rape, Maize', 'Yes'],
    ],
  ] as const)(
    'write a %s workbook with the same words and typed cells: numbers, dates in the reader’s zone',
    async (language, headers, [risk, crops, yes]) => {
      const file = await exportAs(language, 'xlsx');
      expect(file.mediaType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(file.fileName).toMatch(/^test-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const [header, row] = readSheet(await bytesOf(file));
      expect(header?.map((cell) => cell.value)).toEqual(headers.split(';'));
      // Excel's serial day numbers: 46083 is 2 March 2026, and 00:30 is 1/48 of a day.
      expect(row).toEqual([
        { type: 'text', value: 'Champ du Moulin' },
        { type: 'text', value: risk },
        { type: 'text', value: crops },
        { type: 'number', value: 12.5 },
        { type: 'number', value: 1200 },
        { type: 'text', value: yes },
        { type: 'number', value: 46083, format: 'dd/mm/yyyy' },
        { type: 'number', value: expect.closeTo(46083 + 1 / 48, 6), format: 'dd/mm/yyyy hh:mm' },
      ]);
    },
  );
});
