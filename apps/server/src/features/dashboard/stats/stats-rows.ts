import type { ExportFormat } from '@console/domain/api/export-endpoint';
import { type Stats, statsPeriodLabel, statsRowLabelKey } from '@console/domain/dashboard/stats.schema';
import type { Session } from '../../../auth/session.ts';
import type { ExportColumns } from '../../../export/columns.ts';
import { exportList } from '../../../export/list-export.ts';
import { serverTranslator } from '../../../i18n/translate.ts';

/** A value of a statistics page as a line of its file: the measure, the row (the whole or a group), the period. */
type StatsRow = { measure: string; group: string; period: string; value: number | null };

const STATS_COLUMNS: ExportColumns<StatsRow> = [
  { key: 'measure', kind: 'text', value: (row) => row.measure },
  { key: 'group', kind: 'text', value: (row) => row.group },
  { key: 'period', kind: 'text', value: (row) => row.period },
  { key: 'value', kind: 'decimal', value: (row) => row.value },
];

/** `GET /back/stats/{page}/export/{format}`: every value of the page as the screen shows it, in either format. */
export const exportStats = (session: Session, format: ExportFormat, stats: Stats) => {
  const t = serverTranslator(session.language);
  const rows = stats.measures.flatMap((measure) =>
    measure.rows.flatMap((row) =>
      row.values.map((value, index) => ({
        measure: t(`stats.measures.${measure.key}.title`),
        group: row.label ?? t(statsRowLabelKey(stats.page, row.key)),
        period: statsPeriodLabel(stats.periods[index] ?? '', stats.by),
        value,
      })),
    ),
  );
  return exportList(session, format, {
    name: `stats-${stats.page}`,
    columns: STATS_COLUMNS,
    readPage: async (start, limit) => rows.slice(start, start + limit),
  });
};
