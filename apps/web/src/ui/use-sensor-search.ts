import type { SensorListItem, SensorListQuery } from '@console/domain/sensor/sensor-list.schema';
import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { api } from '../api/api';
import { type ListSearch, useListSearch } from './use-list-search';

export type SensorSearchFilter = Partial<Omit<SensorListQuery, 'start' | 'sort' | 'order' | 'search'>>;

const searchSensors: ListSearch<SensorSearchFilter, SensorListItem> = async (filter, search, signal) =>
  (await api.call(sensorEndpoints.list, { query: { ...filter, sort: 'serialNumber', search }, signal })).items;

/** The sensors a picker offers: the first page of the sensor list, by serial number, for what is typed. */
export const useSensorSearch = (filter: SensorSearchFilter | null, search: string) =>
  useListSearch(searchSensors, filter, search);
