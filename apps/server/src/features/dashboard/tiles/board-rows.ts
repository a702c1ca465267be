import type { ExportFormat } from '@console/domain/api/export-endpoint';
import { type Dashboard, partLabelKey } from '@console/domain/dashboard/dashboard.schema';
import type { Language } from '@console/domain/i18n/languages';
import type { Session } from '../../../auth/session.ts';
import type { ExportColumns } from '../../../export/columns.ts';
import { exportList } from '../../../export/list-export.ts';
import { serverTranslator } from '../../../i18n/translate.ts';

/** A figure of a tab as a line of its file: the tile, the part (a level, a state, a parcel), the night, the value. */
export type BoardRow = { tile: string; part: string; night: string | null; value: number };

export const BOARD_COLUMNS: ExportColumns<BoardRow> = [
  { key: 'tile', kind: 'text', value: (row) => row.tile },
  { key: 'part', kind: 'text', value: (row) => row.part },
  { key: 'night', kind: 'date', value: (row) => row.night },
  { key: 'value', kind: 'number', value: (row) => row.value },
];

/** The tab's figures in the reader's words: a line a tile, a part, and a part on each night. */
export const boardRows = (board: Dashboard, language: Language): BoardRow[] => {
  const t = serverTranslator(language);
  return board.tiles.flatMap((tile) => {
    const title = t(`dashboard.tiles.${tile.key}.title`);
    const partName = (key: string, label?: string) => label ?? t(partLabelKey(tile.key, key));
    return [
      { tile: title, part: '', night: null, value: tile.value },
      ...(tile.series ?? []).map((part) => ({
        tile: title,
        part: partName(part.key, part.label),
        night: null,
        value: part.value,
      })),
      ...(tile.nights ?? []).flatMap(({ night, values }) =>
        Object.entries(values).map(([key, value]) => ({ tile: title, part: partName(key), night, value })),
      ),
    ];
  });
};

/** `GET /back/dashboard/{tab}/export/{format}`: every figure of the tab as the screen shows it, in either format. */
export const exportBoard = (session: Session, format: ExportFormat, board: Dashboard) => {
  const rows = boardRows(board, session.language);
  return exportList(session, format, {
    name: `dashboard-${board.tab}`,
    columns: BOARD_COLUMNS,
    readPage: async (start, limit) => rows.slice(start, start + limit),
  });
};
