import {
  parcelListQuerySchema,
  type ParcelListFilter,
  type ParcelListQuery,
} from '@console/domain/parcel/parcel-list.schema';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';
import { PARCEL_LIST_DEFAULT_SORT } from './parcel-list-page';

/** The /parcels/list (and map) URL query, read with the API's own schema; a value it refuses is ignored. */
export const readParcelListQuery = (params: URLSearchParams): ParcelListQuery =>
  parseSearchParams(params, parcelListQuerySchema);

/** The filter part of a query: what the map shares with the list. */
export const toParcelListFilter = ({ start: _start, sort: _sort, order: _order, ...filter }: ParcelListQuery) =>
  filter satisfies ParcelListFilter;

/** A query back into the URL, leaving out the paging start, empty filters and the default sort. */
export const toParcelListSearch = (query: ParcelListQuery): URLSearchParams =>
  toSearchParams(
    {
      search: query.search?.trim(),
      cropTypes: query.cropTypes,
      stages: query.stages,
      riskLevels: query.riskLevels,
      soilTypes: query.soilTypes,
      accountId: query.accountId,
      // A three-way choice: false ("without a sensor") must reach the URL, where toSearchParams drops a false flag.
      withSensor: query.withSensor === undefined ? undefined : String(query.withSensor),
      missingInfoOnly: query.missingInfoOnly,
      favouriteId: query.favouriteId,
      sort: query.sort,
      order: query.order,
    },
    { sort: PARCEL_LIST_DEFAULT_SORT.field, order: PARCEL_LIST_DEFAULT_SORT.order },
  );

/**
 * How many of the panel's filters narrow the list, for the mobile "filters" button and the reset; the favourite is
 * not one of them, it has its own switcher.
 */
export const countActiveFilters = (query: ParcelListQuery): number =>
  [
    query.search,
    query.cropTypes?.length,
    query.stages?.length,
    query.riskLevels?.length,
    query.soilTypes?.length,
    query.accountId,
    query.withSensor !== undefined,
    query.missingInfoOnly,
  ].filter(Boolean).length;
