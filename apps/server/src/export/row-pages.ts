/** An export holds the whole filtered list, up to this many rows; beyond it the caller narrows the filter. */
export const MAX_EXPORT_ROWS = 50_000;

/** A page of a list's rows: the list's own query from `start`, at most `limit` rows, in its order. */
export type ReadPage<T> = (start: number, limit: number) => Promise<readonly T[]>;

/** Rows read per query: a few hundred kilobytes of a list, whatever the export's size. */
export const EXPORT_PAGE_SIZE = 1_000;

/**
 * An export's rows, a page at a time, up to MAX_EXPORT_ROWS. The first page is read at once; the others as the
 * rows are consumed. One row past the cap is asked for, so `isTruncated` can say, once the rows are read through,
 * whether the cap cut the list. The lists order by a unique key last, so pages neither repeat nor skip a row that
 * stays put; each page is its own query, so no connection is held while a slow client downloads.
 */
export const readRowPages = async <T>(
  readPage: ReadPage<T>,
): Promise<{ rows: AsyncIterable<T>; isTruncated: () => boolean }> => {
  const pageLimit = (start: number) => Math.min(EXPORT_PAGE_SIZE, MAX_EXPORT_ROWS + 1 - start);
  const first = await readPage(0, pageLimit(0));
  let truncated = false;
  const rows = async function* () {
    let page = first;
    let start = 0;
    for (;;) {
      const kept = page.slice(0, MAX_EXPORT_ROWS - start);
      yield* kept;
      start += kept.length;
      truncated = page.length > kept.length;
      if (truncated || page.length < EXPORT_PAGE_SIZE) return;
      page = await readPage(start, pageLimit(start));
    }
  };
  return { rows: rows(), isTruncated: () => truncated };
};
