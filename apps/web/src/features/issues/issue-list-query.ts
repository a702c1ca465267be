import { toDateFilter } from '@console/domain/date/date-range-presets';
import { issueListQuerySchema, type IssueListQuery } from '@console/domain/issue/issue-list.schema';
import { issueEndpoints } from '@console/domain/issue/issue.endpoints';
import type { SortOrder } from '@console/domain/list/list-query';
import { startOfDay } from 'date-fns';
import { api } from '../../api/api';
import { readDateRange } from '../../ui/date-range-query';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';

export type IssueSortField = IssueListQuery['sort'];

/** Issues open newest first; the URL only carries a different choice. */
export const ISSUE_LIST_DEFAULT_SORT: { field: IssueSortField; order: SortOrder } = {
  field: 'openedAt',
  order: 'desc',
};

/**
 * The /issues URL query, read with the API's schema (camelCase names, repeated arrays). The opening-day
 * range goes through the date filter's rules, so the list always matches what the filter shows.
 */
export const readIssueListQuery = (params: URLSearchParams, today = startOfDay(new Date())): IssueListQuery => {
  const withDefaults = new URLSearchParams(params);
  if (!withDefaults.has('order')) withDefaults.set('order', ISSUE_LIST_DEFAULT_SORT.order);
  const { from: _from, to: _to, ...query } = parseSearchParams(withDefaults, issueListQuerySchema);
  const range = readDateRange(params, today, null);
  return range ? { ...query, ...toDateFilter(range) } : query;
};

/** A query back into the URL, leaving out the paging start, empty filters and the default sort. */
export const toIssueListSearch = (query: IssueListQuery): URLSearchParams =>
  toSearchParams(
    {
      types: query.types,
      categories: query.categories,
      levels: query.levels,
      status: query.status,
      accountId: query.accountId,
      from: query.from,
      to: query.to,
      favouriteId: query.favouriteId,
      sort: query.sort,
      order: query.order,
    },
    { sort: ISSUE_LIST_DEFAULT_SORT.field, order: ISSUE_LIST_DEFAULT_SORT.order },
  );

export const countActiveIssueFilters = (query: IssueListQuery): number =>
  [
    query.types?.length,
    query.categories?.length,
    query.levels?.length,
    query.status,
    query.accountId,
    query.from,
  ].filter(Boolean).length;

/** GET /back/issues: one page of the list, from row `start`. */
export const fetchIssuePage = (query: IssueListQuery, start: number, signal: AbortSignal) =>
  api.call(issueEndpoints.list, { query: { ...query, start }, signal });
