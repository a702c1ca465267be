import { toSnakeCase } from '@console/domain/list/query-case';

export type QueryScalar = string | number | boolean | Date;
export type QueryValue = QueryScalar | null | undefined | readonly (QueryScalar | null | undefined)[];
export type Query = Record<string, QueryValue>;

const isEmpty = (value: unknown): value is null | undefined | '' =>
  value === undefined || value === null || value === '';

const format = (value: QueryScalar): string => (value instanceof Date ? value.toISOString() : String(value));

/**
 * Builds the query string of a call: snake_case names, empty strings, null and undefined skipped,
 * arrays repeat their key (`tags=a&tags=b`). Returns '' or a string starting with '?'.
 */
export const buildQueryString = (query: Query | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const key = toSnakeCase(name);
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly (QueryScalar | null | undefined)[]) {
      if (!isEmpty(item)) params.append(key, format(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};
