import { z } from 'zod';

export const PAGE_SIZE = 50;

export const SORT_ORDERS = ['asc', 'desc'] as const;

/** One paging convention for every list: a page start index and an optional sort `field` / `order`. */
export const listQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  sort: z.string().optional(),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    filter: z.record(z.string(), z.unknown()),
    sort: z.object({ field: z.string().optional(), order: z.enum(SORT_ORDERS) }),
  });
