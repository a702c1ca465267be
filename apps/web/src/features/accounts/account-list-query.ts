import {
  accountListQuerySchema,
  type AccountListQuery,
  type ManagedAccountType,
} from '@console/domain/account/account-list.schema';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';

/**
 * The /providers or /farmers URL query, read with the API's own schema (a value it refuses is ignored). Providers
 * belong to no provider: their list has no such filter.
 */
export const readAccountListQuery = (params: URLSearchParams, type: ManagedAccountType): AccountListQuery => {
  const query = parseSearchParams(params, accountListQuerySchema);
  return type === 'provider' ? { ...query, providerId: undefined } : query;
};

/** The filter part of a query, which the CSV export shares with the list. */
export const toAccountListFilter = ({ start: _start, ...rest }: AccountListQuery) => rest;

/** A query back into the URL, leaving out the paging start, empty filters and the default sort (name, A to Z). */
export const toAccountListSearch = (query: AccountListQuery): URLSearchParams =>
  toSearchParams(
    {
      search: query.search?.trim(),
      country: query.country,
      providerId: query.providerId,
      sort: query.sort,
      order: query.order,
    },
    { sort: 'name', order: 'asc' },
  );

export const countActiveAccountFilters = (query: AccountListQuery): number =>
  [query.search, query.country, query.providerId].filter(Boolean).length;
