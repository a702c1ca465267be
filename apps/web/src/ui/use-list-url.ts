import type { SortOrder } from '@console/domain/list/list-query';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

type ListQuery = { start: number; sort: string; order: SortOrder; favouriteId?: string | undefined };

/**
 * A server-paged list whose query lives in the URL: going to another query (filters, sort), back to the
 * unfiltered list in the same order, and whether the list on screen is being replaced.
 */
export const useListUrl = <Q extends ListQuery>(query: Q, toSearch: (query: Q) => URLSearchParams) => {
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = (next: Q, replace = false) => setSearchParams(toSearch(next), { replace, preventScrollReset: true });
  return {
    navigate,
    // Every filter of a list query is optional: start, sort and order alone are the unfiltered list. The favourite
    // is not one of the panel's filters: it has its own switcher, and stays.
    reset: () => navigate({ start: 0, sort: query.sort, order: query.order, favouriteId: query.favouriteId } as Q),
    isReloading: navigation.state === 'loading' && navigation.location.pathname === location.pathname,
  };
};
