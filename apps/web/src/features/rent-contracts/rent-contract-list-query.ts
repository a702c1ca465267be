import {
  myRentContractListQuerySchema,
  rentContractListQuerySchema,
  type RentContractListQuery,
} from '@console/domain/rent-contract/rent-contract.schema';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';

/** The lists open on the nearest planned return first: what comes back soon comes up. */
const DEFAULT_SORT = { sort: 'plannedReturnOn', order: 'asc' } as const;

/** An account's contracts tab: the URL's status filter and sort, held to the account of the page. */
export const readAccountContractQuery = (params: URLSearchParams, accountId: string): RentContractListQuery => ({
  ...parseSearchParams(params, rentContractListQuerySchema),
  accountId,
});

export const readMyContractQuery = (params: URLSearchParams) =>
  parseSearchParams(params, myRentContractListQuerySchema);

/** The list's filters and sort, as its export takes them. */
export const toContractListFilter = ({ start: _start, ...rest }: RentContractListQuery) => rest;

/** A query back into the URL, leaving out the account (the page's), the paging start and the default sort. */
export const toContractListSearch = (query: Partial<RentContractListQuery>): URLSearchParams =>
  toSearchParams({ status: query.status, sort: query.sort, order: query.order }, DEFAULT_SORT);
