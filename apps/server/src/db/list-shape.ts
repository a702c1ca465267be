import type { AccessSubject } from '@console/domain/access/permissions';
import type { SortOrder } from '@console/domain/list/list-query';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';

const isSet = (value: unknown) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The part of a list query's SQL a filter decides: which fields are set, and the value of each yes/no field. */
export type FilterShape<Filter> = { [Key in keyof Filter]?: NonNullable<Filter[Key]> extends boolean ? boolean : true };

/** A filter's shape: a list query built for it serves every filter of the same shape, the values being parameters. */
export const filterShape = <Filter extends object>(filter: Filter): FilterShape<Filter> =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => isSet(value))
      .map(([key, value]) => [key, typeof value === 'boolean' ? value : true]),
  ) as FilterShape<Filter>;

/** What changes a list query's SQL beyond its sort: the caller's kind of account and the filter's shape. */
export type ListShape<Filter> = { accountType: AccessSubject['accountType']; filter: FilterShape<Filter> };

export const listShape = <Filter extends object>(session: AccessSubject, filter: Filter): ListShape<Filter> => ({
  accountType: session.accountType,
  filter: filterShape(filter),
});

/** A list page's shape: its list shape and its sort. */
export type PageShape<Filter, Sort extends string> = ListShape<Filter> & { sort: Sort; order: SortOrder };

export const pageShape = <Filter extends object, Sort extends string>(
  session: AccessSubject,
  filter: Filter,
  query: { sort: Sort; order: SortOrder },
): PageShape<Filter, Sort> => ({ ...listShape(session, filter), sort: query.sort, order: query.order });

/** A sort key whose direction is written by the list itself, such as an ordering operator (`using …`). */
export type OrderedKey = (order: SortOrder) => SQL;

/**
 * A page's order: its sort key in the asked direction with the rows lacking one last (or as an `OrderedKey` writes
 * it), then the id (stable pages).
 */
export const pageOrder = (sortKey: SQL | AnyPgColumn | OrderedKey, order: SortOrder, id: AnyPgColumn) => [
  typeof sortKey === 'function' ? sortKey(order) : sql`${(order === 'desc' ? desc : asc)(sortKey)} nulls last`,
  asc(id),
];

/**
 * The ids of one page, as a subquery for the page's rows to join: the filter, sort and offset run on ids alone
 * (an index-only read where an index covers them), so a deep page does not sort thousands of wide rows. Its limit
 * and offset are the placeholders `limit` and `offset` (see `pageValues`).
 */
export const pageIds = <Ids extends PgSelect>(ids: Ids, order: SQL[]) =>
  ids
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');

/** A page query's values: its filter's, and where the page starts and how many rows it takes. */
export const pageValues = <Values extends object>(values: Values, start: number, limit: number) => ({
  ...values,
  limit,
  offset: start,
});
