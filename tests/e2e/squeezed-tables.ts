import type { Page } from '@playwright/test';

/**
 * What a table on the page squeezes out of sight, one line each: a badge in a cell whose words are cut to an
 * ellipsis, and a table wider than its card (one that scrolls sideways on purpose, in a scroll container, is not).
 */
export const squeezedTables = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (scrolls(parent)) return true;
      return false;
    };
    const cut = [...document.querySelectorAll('td .mantine-Badge-label')]
      .filter((label) => label.getBoundingClientRect().width > 0 && label.scrollWidth > label.clientWidth + 1)
      .map((label) => `badge "${label.textContent}" cut to ${label.clientWidth} of ${label.scrollWidth} px`);
    const wide = [...document.querySelectorAll('table')]
      .filter((table) => table.parentElement && !inScroller(table))
      .map((table) => ({ table, over: table.getBoundingClientRect().width - (table.parentElement?.clientWidth ?? 0) }))
      .filter(({ over }) => over > 1)
      .map(
        ({ table, over }) =>
          `table "${table.getAttribute('aria-label') ?? ''}" ${Math.round(over)} px wider than its card`,
      );
    return [...cut, ...wide];
  });
