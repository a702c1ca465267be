import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { reportError } from './error-reporting';

const SEARCH_DEBOUNCE_MS = 250;

/** One page of a list for the typed text (undefined for none), under the filter; a module-level function. */
export type ListSearch<F, T> = (filter: F, search: string | undefined, signal: AbortSignal) => Promise<T[]>;

/**
 * What a picker offers for what is typed: the first page of a server list whose names start with the text, so a
 * list of thousands stays quick to search. A null filter searches nothing yet.
 */
export const useListSearch = <F, T>(list: ListSearch<F, T>, filter: F | null, search: string) => {
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [found, setFound] = useState<T[]>([]);
  const [isLoading, setLoading] = useState(filter !== null);
  // The filter's values, not its identity, decide when to search again.
  const filterKey = JSON.stringify(filter);

  useEffect(() => {
    const current = JSON.parse(filterKey) as F | null;
    if (current === null) return;
    const controller = new AbortController();
    setLoading(true);
    list(current, debounced.trim() || undefined, controller.signal)
      .then((items) => {
        setFound(items);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) {
          reportError('Picker search failed', failure);
          setLoading(false);
        }
      });
    return () => controller.abort();
  }, [list, debounced, filterKey]);

  return { found, isLoading };
};
