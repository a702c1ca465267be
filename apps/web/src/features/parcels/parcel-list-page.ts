import type { SortOrder } from '@console/domain/list/list-query';
import type { ParcelListQuery, ParcelSortField } from '@console/domain/parcel/parcel-list.schema';

/*
 * The parcel list's calls, without its schema: the app's entry builds its opening page from here before the schema has
 * loaded (decision 191).
 */

/** The list opens sorted by name, A to Z; the URL only carries a different choice. */
export const PARCEL_LIST_DEFAULT_SORT: { field: ParcelSortField; order: SortOrder } = {
  field: 'label',
  order: 'asc',
};

/**
 * The list call for a page of `query`: the favourite and the start last, whatever the URL's order, so that the entry's
 * early call and the screen's own build the same URL.
 */
export const parcelPageQuery = (
  { favouriteId, start: _start, ...filters }: ParcelListQuery,
  start: number,
): ParcelListQuery => ({ ...filters, favouriteId, start });

/** The first page of the list opened without filters, under `favouriteId`: what the URL's query reads as. */
export const openingPageQuery = (favouriteId: string | undefined): ParcelListQuery =>
  parcelPageQuery(
    { start: 0, sort: PARCEL_LIST_DEFAULT_SORT.field, order: PARCEL_LIST_DEFAULT_SORT.order, favouriteId },
    0,
  );
