import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { ParcelListItem, ParcelListQuery } from '@console/domain/parcel/parcel-list.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import type { ExportColumns } from '../../export/columns.ts';
import { exportList } from '../../export/list-export.ts';
import { selectParcelPage } from './queries.ts';
import { queryFilterOf } from './service.ts';

const COLUMNS: ExportColumns<ParcelListItem> = [
  { key: 'label', kind: 'text', value: (p) => p.label },
  { key: 'account', kind: 'text', value: (p) => p.accountName },
  // A withheld risk reads as such, not as unmeasured (decision 132).
  {
    key: 'riskLevel',
    kind: 'code',
    labels: 'risk-levels',
    value: (p) => (p.riskWithheldSince ? 'withheld' : p.riskLevel),
  },
  { key: 'season', kind: 'number', value: (p) => p.currentCrop?.year },
  { key: 'crop', kind: 'code', labels: 'crop-types', value: (p) => p.currentCrop?.currentCrop },
  { key: 'stage', kind: 'code', labels: 'crop-stages', value: (p) => p.currentCrop?.stage },
  { key: 'soilType', kind: 'code', labels: 'soil-types', value: (p) => p.soilType },
  { key: 'sizeHa', kind: 'decimal', value: (p) => p.size },
  { key: 'hasSensor', kind: 'boolean', value: (p) => p.sensorId !== undefined },
  { key: 'postalCode', kind: 'text', value: (p) => p.address.postalCode },
  { key: 'city', kind: 'text', value: (p) => p.address.city },
  { key: 'country', kind: 'code', labels: 'countries', value: (p) => p.address.country },
  { key: 'latitude', kind: 'decimal', value: (p) => p.gpsLocation.lat },
  { key: 'longitude', kind: 'decimal', value: (p) => p.gpsLocation.long },
  { key: 'sharingMode', kind: 'code', labels: 'parcel.sharing-modes', value: (p) => p.sharingMode },
  { key: 'isEditable', kind: 'boolean', value: (p) => p.isEditable },
];

/** The filtered, sorted parcels, in the caller's scope like the list. */
export const exportParcels = async (db: Database, session: Session, format: ExportFormat, query: ParcelListQuery) => {
  const { start: _start, sort: _sort, order: _order, ...listFilter } = query;
  const filter = await queryFilterOf(db, session, listFilter);
  return exportList(session, format, {
    name: 'parcels',
    columns: COLUMNS,
    readPage: (start, limit) => selectParcelPage(db, session, filter, { ...query, start }, limit),
  });
};
