import { z } from 'zod';

export const PAGE_SIZE = 50;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A repeated query parameter: the HTTP parser gives a string for one value and an array for several. */
export const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item)).optional();

/** A query flag: only the literal `true` turns it on. */
export const queryBoolean = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/**
 * One paging convention for every list: the page start index, a sort field from the list's own set and an
 * order. Filters extend the result; every page holds PAGE_SIZE rows.
 */
export const listQuerySchema = <const F extends readonly [string, ...string[]]>(
  sortFields: F,
  defaultSort: F[number],
) =>
  z.object({
    start: z.coerce.number().int().min(0).default(0),
    sort: z.enum(sortFields).default(defaultSort),
    order: z.enum(SORT_ORDERS).default('asc'),
  });

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    filter: z.record(z.string(), z.unknown()),
    sort: z.object({ field: z.string(), order: z.enum(SORT_ORDERS) }),
  });

export type Paged<T> = {
  items: T[];
  total: number;
  filter: Record<string, unknown>;
  sort: { field: string; order: SortOrder };
};
