import { between, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The nights a tile counts: both ends included, the night in progress never (it would read as silent). */
export type NightRange = { from: string; to: string };

/** A read model's night within the range, whose ends `nightRangeValues` gives the prepared query. */
export const inNightRange = (column: PgColumn) =>
  between(column, sql.placeholder('nightFrom'), sql.placeholder('nightTo'));

export const nightRangeValues = ({ from, to }: NightRange) => ({ nightFrom: from, nightTo: to });
