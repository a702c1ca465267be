import type { ParcelListItem, ParcelListQuery } from '@console/domain/parcel/parcel-list.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { type CsvColumns, toCsvExport } from '../../export/csv.ts';
import { selectParcelPage } from './queries.ts';

const COLUMNS: CsvColumns<ParcelListItem> = [
  ['label', (p) => p.label],
  ['account', (p) => p.accountName],
  ['riskLevel', (p) => p.riskLevel],
  ['season', (p) => p.currentCrop?.year],
  ['crop', (p) => p.currentCrop?.currentCrop],
  ['stage', (p) => p.currentCrop?.stage],
  ['soilType', (p) => p.soilType],
  ['sizeHa', (p) => p.size],
  ['hasSensor', (p) => p.sensorId !== undefined],
  ['postalCode', (p) => p.address.postalCode],
  ['city', (p) => p.address.city],
  ['country', (p) => p.address.country],
  ['latitude', (p) => p.gpsLocation.lat],
  ['longitude', (p) => p.gpsLocation.long],
  ['sharingMode', (p) => p.sharingMode.join(';')],
  ['isEditable', (p) => p.isEditable],
];

/** The filtered, sorted parcels as CSV, in the caller's scope like the list. */
export const exportParcelsCsv = async (db: Database, session: Session, query: ParcelListQuery) => {
  const { start: _start, sort: _sort, order: _order, ...filter } = query;
  return toCsvExport(
    (start, limit) => selectParcelPage(db, session, filter, { ...query, start }, limit),
    COLUMNS,
    'parcels',
  );
};
