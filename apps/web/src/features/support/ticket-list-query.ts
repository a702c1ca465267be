import type { SortOrder } from '@console/domain/list/list-query';
import { ticketListQuerySchema, type TicketListQuery } from '@console/domain/support/ticket.schema';
import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import { api } from '../../api/api';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';

export type TicketSortField = TicketListQuery['sort'];

/** The latest activity first; the URL only carries a different choice. */
export const TICKET_LIST_DEFAULT_SORT: { field: TicketSortField; order: SortOrder } = {
  field: 'updatedAt',
  order: 'desc',
};

/** The /support/tickets URL query, read with the API's schema. */
export const readTicketListQuery = (params: URLSearchParams): TicketListQuery => {
  const withDefaults = new URLSearchParams(params);
  if (!withDefaults.has('order')) withDefaults.set('order', TICKET_LIST_DEFAULT_SORT.order);
  return parseSearchParams(withDefaults, ticketListQuerySchema);
};

/** A query back into the URL, leaving out the paging start, empty filters and the default sort. */
export const toTicketListSearch = (query: TicketListQuery): URLSearchParams =>
  toSearchParams(
    {
      status: query.status,
      category: query.category,
      desk: query.desk,
      sensorId: query.sensorId,
      accountId: query.accountId,
      sort: query.sort,
      order: query.order,
    },
    { sort: TICKET_LIST_DEFAULT_SORT.field, order: TICKET_LIST_DEFAULT_SORT.order },
  );

export const countActiveTicketFilters = (query: TicketListQuery): number =>
  [query.status?.length, query.category?.length, query.desk, query.accountId].filter(Boolean).length;

/** GET /back/support/tickets: one page of the list, from row `start`. */
export const fetchTicketPage = (query: TicketListQuery, start: number, signal: AbortSignal) =>
  api.call(ticketEndpoints.list, { query: { ...query, start }, signal });
