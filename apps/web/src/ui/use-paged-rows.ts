import { PAGE_SIZE, type Paged } from '@console/domain/list/list-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { reportError } from './error-reporting';

/** Fetches the page of a list that starts at row `start`. */
export type PageLoader<T> = (start: number, signal: AbortSignal) => Promise<Paged<T>>;

/** A server-paged list as a virtual list reads it: rows by index, loaded a page at a time. */
export type PagedRows<T> = {
  total: number;
  /** The row at `index`, or undefined while its page is not loaded yet. */
  getRow: (index: number) => T | undefined;
  /** Asks for the rows `first`..`last` (inclusive); the pages not loaded or loading yet are fetched. */
  requestRows: (first: number, last: number) => void;
};

type Store<T> = {
  firstPage: Paged<T>;
  pages: Map<number, T[]>;
  pending: Set<number>;
  total: number;
  controller: AbortController;
};

const createStore = <T>(firstPage: Paged<T>): Store<T> => ({
  firstPage,
  pages: new Map([[0, firstPage.items]]),
  pending: new Set(),
  total: firstPage.total,
  controller: new AbortController(),
});

/** The page holding row `index` (PAGE_SIZE rows a page, spec point 9). */
export const pageOf = (index: number): number => Math.floor(index / PAGE_SIZE);

/** Page numbers covering rows `first`..`last` of a list of `total` rows. */
export const pagesOfRange = (first: number, last: number, total: number): number[] => {
  if (total <= 0) return [];
  const from = pageOf(Math.max(0, first));
  const to = pageOf(Math.min(last, total - 1));
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, offset) => from + offset);
};

/**
 * Keeps the pages of a server-paged list. `firstPage` comes from the route loader; a new object (the
 * filter or the sort changed) starts over and abandons the requests still running for the old one.
 */
export const usePagedRows = <T>(firstPage: Paged<T>, loadPage: PageLoader<T>): PagedRows<T> => {
  const [, refresh] = useReducer((version: number) => version + 1, 0);
  const store = useMemo(() => createStore(firstPage), [firstPage]);
  const loadRef = useRef(loadPage);
  useEffect(() => {
    loadRef.current = loadPage;
  }, [loadPage]);
  useEffect(() => () => store.controller.abort(), [store]);

  const requestRows = useCallback(
    (first: number, last: number) => {
      for (const page of pagesOfRange(first, last, store.total)) {
        if (store.pages.has(page) || store.pending.has(page)) continue;
        store.pending.add(page);
        const { signal } = store.controller;
        loadRef
          .current(page * PAGE_SIZE, signal)
          .then((result) => {
            if (signal.aborted) return;
            store.pages.set(page, result.items);
            store.total = result.total;
            refresh();
          })
          .catch((error: unknown) => {
            if (!signal.aborted) reportError('Failed to load a page of rows', error);
          })
          .finally(() => store.pending.delete(page));
      }
    },
    [store],
  );

  const getRow = useCallback(
    (index: number) => store.pages.get(pageOf(index))?.[index % PAGE_SIZE],
    // A new page arriving re-renders the list through `refresh`; the store itself is stable.
    [store],
  );

  return { total: store.total, getRow, requestRows };
};
