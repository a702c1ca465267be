import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { VIRTUAL_LIST_OVERSCAN, VIRTUAL_LIST_SCROLLING_DELAY_MS, VIRTUAL_LIST_THROTTLE_MS } from './layout-constants';
import { throttle } from './throttle';

type VirtualRowsOptions = {
  count: number;
  estimateSize: number;
  /** Called, throttled, with the first and last index on screen (overscan included). */
  onRangeChange: (first: number, last: number) => void;
};

/**
 * Virtual rows scrolled by the window, with the constants of spec point 9: one row of overscan, the
 * visible range reported at most every 20 ms (to load its page), and "scrolling" kept 150 ms after
 * the last scroll event. Returns what a list renders: the rows on screen and the space above and
 * below them.
 */
export const useVirtualRows = ({ count, estimateSize, onRangeChange }: VirtualRowsOptions) => {
  const listRef = useRef<HTMLDivElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // The list's distance from the top of the document moves when what is above it changes size
  // (filters wrapping, counts loading), so it is measured again whenever the page resizes.
  useLayoutEffect(() => {
    const measure = () => {
      const element = listRef.current;
      if (element) setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    overscan: VIRTUAL_LIST_OVERSCAN,
    scrollMargin,
    isScrollingResetDelay: VIRTUAL_LIST_SCROLLING_DELAY_MS,
    useFlushSync: false,
  });

  const rangeRef = useRef(onRangeChange);
  useEffect(() => {
    rangeRef.current = onRangeChange;
  }, [onRangeChange]);
  const reportRange = useMemo(
    () => throttle((first: number, last: number) => rangeRef.current(first, last), VIRTUAL_LIST_THROTTLE_MS),
    [],
  );
  useEffect(() => () => reportRange.cancel(), [reportRange]);

  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  // A new callback means a new data set (filter or sort changed): report the range again.
  useEffect(() => {
    if (last >= first) reportRange(first, last);
  }, [first, last, reportRange, onRangeChange]);

  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  const paddingTop = firstItem ? firstItem.start - scrollMargin : 0;
  const paddingBottom = lastItem ? Math.max(0, virtualizer.getTotalSize() - (lastItem.end - scrollMargin)) : 0;

  return {
    listRef,
    items,
    paddingTop,
    paddingBottom,
    measureElement: virtualizer.measureElement,
    isScrolling: virtualizer.isScrolling,
  };
};
