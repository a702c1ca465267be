import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { Session } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import type { ExportColumns } from '../../../export/columns.ts';
import { exportList } from '../../../export/list-export.ts';
import { readTimeline, type TimelineEntry } from './interventions.ts';

const COLUMNS: ExportColumns<TimelineEntry> = [
  { key: 'date', kind: 'date', value: ({ recorded }) => recorded.date },
  { key: 'interventionType', kind: 'code', labels: 'crop.intervention.types', value: ({ recorded }) => recorded.type },
  {
    key: 'soilWork',
    kind: 'code',
    labels: 'crop.intervention.soil-works',
    value: ({ recorded }) => (recorded.type === 'soil_work' ? recorded.soilWork : null),
  },
  { key: 'product', kind: 'text', value: (entry) => entry.productName },
  {
    key: 'activeIngredient',
    kind: 'code',
    labels: 'crop.intervention.ingredients',
    value: (entry) => entry.activeIngredient,
  },
  {
    key: 'dosage',
    kind: 'decimal',
    value: ({ recorded }) => (recorded.type === 'product' ? recorded.slugProductDosage : null),
  },
  { key: 'dosageUnit', kind: 'text', value: (entry) => entry.dosageUnit },
  // Withdrawn since its application: flagged, never left out (decision 164).
  { key: 'withdrawnSince', kind: 'date', value: ({ recorded }) => recorded.withdrawnSince },
  { key: 'comment', kind: 'text', value: ({ recorded }) => recorded.comment },
];

/** `GET /back/parcels/{id}/crops/{cropId}/interventions/export/{format}`: the crop's timeline, newest first. */
export const exportInterventions = async (
  db: Database,
  session: Session,
  parcelId: string,
  cropId: string,
  format: ExportFormat,
) => {
  const timeline = await readTimeline(db, session, parcelId, cropId);
  return exportList(session, format, {
    name: 'interventions',
    columns: COLUMNS,
    readPage: (start, limit) => Promise.resolve(timeline.slice(start, start + limit)),
  });
};
