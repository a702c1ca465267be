import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * A timestamp as the API's ISO 8601 text in UTC (milliseconds), written by PostgreSQL: reading it as a `Date` and
 * writing it again cost the server more than the rest of a sensor row.
 */
export const isoUtc = <Text extends string | null = string>(timestamp: SQL | Column) =>
  sql<Text>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamp to the microsecond in UTC, naming a notification's occurrence by when it happened. */
export const occurrenceTime = (timestamp: SQL) =>
  sql<string>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
