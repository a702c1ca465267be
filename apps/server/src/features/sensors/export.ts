import type { SensorListItem, SensorListQuery } from '@console/domain/sensor/sensor-list.schema';
import { stringify } from 'csv-stringify/sync';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { selectSensorPage, sensorConditions } from './queries.ts';

/** An export holds the whole filtered fleet, up to this many rows; beyond it the caller narrows the filter. */
export const MAX_EXPORT_ROWS = 50_000;

const COLUMNS: [string, (sensor: SensorListItem) => unknown][] = [
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

/** The filtered, sorted fleet as CSV; answers whether the cap cut it short, so the route can log it. */
export const exportSensorsCsv = async (db: Database, session: Session, query: SensorListQuery) => {
  const { start: _start, sort, order, ...filter } = query;
  const rows = await selectSensorPage(
    db,
    sensorConditions(session, filter),
    { start: 0, sort, order },
    MAX_EXPORT_ROWS + 1,
  );
  const isTruncated = rows.length > MAX_EXPORT_ROWS;
  const csv = stringify(
    rows.slice(0, MAX_EXPORT_ROWS).map((sensor) => COLUMNS.map(([, value]) => value(sensor))),
    { header: true, columns: COLUMNS.map(([name]) => name), bom: true, cast: { boolean: (value) => String(value) } },
  );
  return { csv, isTruncated, fileName: `sensors-${new Date().toISOString().slice(0, 10)}.csv` };
};
