import { userListQuerySchema, type UserListFilter, type UserListQuery } from '@console/domain/user/user-list.schema';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';

/**
 * A users list's URL query, read with the API's own schema: the URL uses the API's camelCase names, so the same
 * object is the API query. A value the schema refuses is ignored.
 */
export const readUserListQuery = (params: URLSearchParams): UserListQuery =>
  parseSearchParams(params, userListQuerySchema);

/** The filter and sort the export shares with the list; the paging start is left out. */
export const toUserExportQuery = ({ start: _start, ...query }: UserListQuery) => query;

/** A query back into the URL, leaving out the paging start, empty filters and the default sort (name, A to Z). */
export const toUserListSearch = (query: UserListQuery): URLSearchParams =>
  toSearchParams(
    {
      search: query.search?.trim(),
      state: query.state,
      roleId: query.roleId,
      accountId: query.accountId,
      sort: query.sort,
      order: query.order,
    },
    { sort: 'lastName', order: 'asc' },
  );

/** How many filters narrow the list, for the mobile "filters" button and the empty state. */
export const countActiveUserFilters = (query: UserListFilter): number =>
  [query.search, query.state, query.roleId, query.accountId].filter(Boolean).length;
