import type { TileEntry, TileLink, TileNight } from '@console/domain/dashboard/dashboard.schema';
import { addLocalDays } from '@console/domain/subscription/subscription-period';
import { toSnakeCase } from '@console/domain/list/query-case';

type FilterValue = string | number | boolean | readonly string[] | undefined;

/** A tile's link: the list path and the filter in the list's wire names, empty values left out. */
export const linkTo = (path: `/${string}`, filter: Record<string, FilterValue>): TileLink => ({
  path,
  query: Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [toSnakeCase(name), Array.isArray(value) ? [...value] : String(value)]),
  ),
});

/** A tile figure and the list that counts it. */
export const entry = (key: string, value: number, link: TileLink): TileEntry => ({ key, value, link });

/** Counts per night and part as a tile's nights: every night of the range, in order, each with its parts' figures. */
export const byNight = (
  range: { from: string; to: string },
  counts: readonly { night: string; key: string; n: number }[],
): TileNight[] => {
  const nights = new Map<string, Record<string, number>>();
  for (let night = range.from; night <= range.to; night = addLocalDays(night, 1)) nights.set(night, {});
  for (const { night, key, n } of counts) {
    const values = nights.get(night);
    if (values) values[key] = (values[key] ?? 0) + n;
  }
  return [...nights].map(([night, values]) => ({ night, values }));
};
