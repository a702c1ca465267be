import { favouriteListQuerySchema, type FavouriteListQuery } from '@console/domain/favourite/favourite.schema';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';

/** The /favourites URL query, read with the API's own schema; a value the schema refuses is ignored. */
export const readFavouriteListQuery = (params: URLSearchParams): FavouriteListQuery =>
  parseSearchParams(params, favouriteListQuerySchema);

/** A query back into the URL, leaving out the paging start, an empty search and the default sort (name, A to Z). */
export const toFavouriteListSearch = (query: FavouriteListQuery): URLSearchParams =>
  toSearchParams(
    { search: query.search?.trim(), sort: query.sort, order: query.order },
    { sort: 'name', order: 'asc' },
  );
