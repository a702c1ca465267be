import type { SortOrder } from '@console/domain/list/list-query';
import {
  sensorListQuerySchema,
  type SensorListFilter,
  type SensorListQuery,
  type SensorSortField,
} from '@console/domain/sensor/sensor-list.schema';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';

/** The list opens sorted by serial number, A to Z; the URL only carries a different choice. */
export const SENSOR_LIST_DEFAULT_SORT: { field: SensorSortField; order: SortOrder } = {
  field: 'serialNumber',
  order: 'asc',
};

/**
 * The /sensors URL query, read with the API's own schema: the URL uses the API's camelCase names, so
 * the same object is the API query. A value the schema refuses is ignored.
 */
export const readSensorListQuery = (params: URLSearchParams): SensorListQuery =>
  parseSearchParams(params, sensorListQuerySchema);

/** The filter part of a query: what the counts and the export share with the list. */
export const toSensorListFilter = ({ start: _start, sort: _sort, order: _order, ...filter }: SensorListQuery) =>
  filter satisfies SensorListFilter;

/** A query back into the URL, leaving out the paging start, empty filters and the default sort. */
export const toSensorListSearch = (query: SensorListQuery): URLSearchParams =>
  toSearchParams(
    {
      search: query.search?.trim(),
      states: query.states,
      usages: query.usages,
      tags: query.tags,
      faultyOnly: query.faultyOnly,
      accountId: query.accountId,
      batteryFrom: query.batteryFrom,
      batteryTo: query.batteryTo,
      usbFillFrom: query.usbFillFrom,
      usbFillTo: query.usbFillTo,
      // `false` is a choice here, not an unset flag that `toSearchParams` leaves out.
      subscribed: query.subscribed?.toString(),
      rented: query.rented?.toString(),
      favouriteId: query.favouriteId,
      sort: query.sort,
      order: query.order,
    },
    { sort: SENSOR_LIST_DEFAULT_SORT.field, order: SENSOR_LIST_DEFAULT_SORT.order },
  );

/** How many of the panel's filters narrow the list, for the mobile "filters" button; not the favourite's switcher. */
export const countActiveFilters = (query: SensorListQuery): number =>
  [
    query.search,
    query.states?.length,
    query.usages?.length,
    query.tags?.length,
    query.faultyOnly,
    query.accountId,
    query.batteryFrom !== undefined || query.batteryTo !== undefined,
    query.usbFillFrom !== undefined || query.usbFillTo !== undefined,
    query.subscribed !== undefined,
    query.rented !== undefined,
  ].filter(Boolean).length;
