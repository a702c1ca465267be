import type { TileEntry, TileLink } from '@console/domain/dashboard/dashboard.schema';
import { toSnakeCase } from '@console/domain/list/query-case';

type FilterValue = string | boolean | readonly string[] | undefined;

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
