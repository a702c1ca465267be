import { type Column, type SQL, sql } from 'drizzle-orm';

/** A timestamp as the API's ISO 8601 text in UTC (milliseconds), for rows read with raw SQL. */
export const isoUtc = (timestamp: SQL | Column) =>
  sql<string>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamp to the microsecond in UTC, naming a notification's occurrence by when it happened. */
export const occurrenceTime = (timestamp: SQL) =>
  sql<string>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
