import { roleListQuerySchema, type RoleListQuery } from '@console/domain/role/role.schema';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';

/** The /roles URL query, read with the API's own schema; a value the schema refuses is ignored. */
export const readRoleListQuery = (params: URLSearchParams): RoleListQuery =>
  parseSearchParams(params, roleListQuerySchema);

/** A query back into the URL, leaving out the paging start, empty filters and the default sort (label, A to Z). */
export const toRoleListSearch = (query: RoleListQuery): URLSearchParams =>
  toSearchParams(
    { search: query.search?.trim(), accountType: query.accountType, sort: query.sort, order: query.order },
    { sort: 'labelFr', order: 'asc' },
  );

export const countActiveRoleFilters = (query: RoleListQuery): number =>
  [query.search, query.accountType].filter(Boolean).length;
