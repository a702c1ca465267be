import {
  mySubscriptionListQuerySchema,
  subscriptionListQuerySchema,
  type SubscriptionListQuery,
} from '@console/domain/subscription/subscription.schema';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';

/** The list opens on the soonest end first: what needs renewing comes up. */
const DEFAULT_SORT = { sort: 'endsOn', order: 'asc' } as const;

/** The /subscriptions URL query, in the API's own names; a value the schema refuses is ignored. */
export const readSubscriptionListQuery = (params: URLSearchParams): SubscriptionListQuery =>
  parseSearchParams(params, subscriptionListQuerySchema);

export const readMySubscriptionListQuery = (params: URLSearchParams) =>
  parseSearchParams(params, mySubscriptionListQuerySchema);

/** The list's filters and sort, as its export takes them. */
export const toSubscriptionListFilter = ({ start: _start, ...rest }: SubscriptionListQuery) => rest;

/** A query back into the URL, leaving out the paging start, empty filters and the default sort. */
export const toSubscriptionListSearch = (query: Partial<SubscriptionListQuery>): URLSearchParams =>
  toSearchParams(
    {
      search: query.search?.trim(),
      status: query.status,
      endsWithinDays: query.endsWithinDays,
      accountId: query.accountId,
      planId: query.planId,
      favouriteId: query.favouriteId,
      sort: query.sort,
      order: query.order,
    },
    DEFAULT_SORT,
  );

export const countActiveSubscriptionFilters = (query: SubscriptionListQuery): number =>
  [query.search, query.status?.length, query.endsWithinDays !== undefined, query.accountId, query.planId].filter(
    Boolean,
  ).length;
