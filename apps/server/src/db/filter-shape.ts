import type { Session } from '../auth/session.ts';

const isSet = (value: unknown) =>
  value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

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
export type ListShape<Filter> = { accountType: Session['accountType']; filter: FilterShape<Filter> };

export const listShape = <Filter extends object>(session: Session, filter: Filter): ListShape<Filter> => ({
  accountType: session.accountType,
  filter: filterShape(filter),
});
