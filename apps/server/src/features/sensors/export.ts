import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { SensorListItem, SensorListQuery } from '@console/domain/sensor/sensor-list.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import type { ExportColumns } from '../../export/columns.ts';
import { exportList } from '../../export/list-export.ts';
import { selectSensorPage } from './queries.ts';
import { queryFilterOf } from './service.ts';

const COLUMNS: ExportColumns<SensorListItem> = [
  { key: 'serialNumber', kind: 'text', value: (s) => s.serialNumber },
  { key: 'state', kind: 'code', labels: 'sensors.states', value: (s) => s.state },
  { key: 'account', kind: 'text', value: (s) => s.accountName },
  { key: 'usage', kind: 'code', labels: 'sensors.usages', value: (s) => s.usage },
  { key: 'hasWeatherSensor', kind: 'boolean', value: (s) => s.hasWeatherSensor },
  { key: 'hasProviderSupport', kind: 'boolean', value: (s) => s.hasProviderSupport },
  { key: 'tags', kind: 'text', value: (s) => s.tags },
  { key: 'batteryVoltage', kind: 'decimal', value: (s) => s.batteryVoltage },
  { key: 'usbFillRate', kind: 'decimal', value: (s) => s.usbFillRate },
  { key: 'lastSlugCount', kind: 'number', value: (s) => s.lastSlugCount },
  { key: 'lastMeasuredAt', kind: 'datetime', value: (s) => s.lastMeasuredAt },
  { key: 'lastContactAt', kind: 'datetime', value: (s) => s.lastContactAt },
  { key: 'openIssueCount', kind: 'number', value: (s) => s.openIssueCount },
  { key: 'latitude', kind: 'decimal', value: (s) => s.gps?.lat },
  { key: 'longitude', kind: 'decimal', value: (s) => s.gps?.long },
  { key: 'weatherSource', kind: 'code', labels: 'sensors.weather-sources', value: (s) => s.weather.source },
  { key: 'weatherStationId', kind: 'text', value: (s) => s.weather.stationId },
];

/** The filtered, sorted fleet. */
export const exportSensors = async (db: Database, session: Session, format: ExportFormat, query: SensorListQuery) => {
  const { start: _start, sort, order, ...listFilter } = query;
  const filter = await queryFilterOf(db, session, listFilter);
  return exportList(session, format, {
    name: 'sensors',
    columns: COLUMNS,
    readPage: (start, limit) => selectSensorPage(db, session, filter, { start, sort, order }, limit),
  });
};
