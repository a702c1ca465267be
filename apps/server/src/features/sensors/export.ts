import type { SensorListItem, SensorListQuery } from '@console/domain/sensor/sensor-list.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { type CsvColumns, toCsvExport } from '../../export/csv.ts';
import { selectSensorPage } from './queries.ts';

const COLUMNS: CsvColumns<SensorListItem> = [
  ['serialNumber', (s) => s.serialNumber],
  ['state', (s) => s.state],
  ['account', (s) => s.accountName],
  ['usage', (s) => s.usage],
  ['hasWeatherSensor', (s) => s.hasWeatherSensor],
  ['hasProviderSupport', (s) => s.hasProviderSupport],
  ['tags', (s) => s.tags.join(';')],
  ['batteryVoltage', (s) => s.batteryVoltage],
  ['usbFillRate', (s) => s.usbFillRate],
  ['lastSlugCount', (s) => s.lastSlugCount],
  ['lastMeasuredAt', (s) => s.lastMeasuredAt],
  ['lastContactAt', (s) => s.lastContactAt],
  ['openIssueCount', (s) => s.openIssueCount],
  ['latitude', (s) => s.gps?.lat],
  ['longitude', (s) => s.gps?.long],
  ['weatherSource', (s) => s.weather.source],
  ['weatherStationId', (s) => s.weather.stationId],
];

/** The filtered, sorted fleet as CSV. */
export const exportSensorsCsv = async (db: Database, session: Session, query: SensorListQuery) => {
  const { start: _start, sort, order, ...filter } = query;
  return toCsvExport(
    (start, limit) => selectSensorPage(db, session, filter, { start, sort, order }, limit),
    COLUMNS,
    'sensors',
  );
};
