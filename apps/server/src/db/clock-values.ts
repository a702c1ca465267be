import { utcToday } from '@console/domain/risk/risk-answers';
import { type SQL, sql } from 'drizzle-orm';
import { now } from '../clock.ts';

/** The server's clock as a query parameter, where a statement reads "now" rather than stamping a write. */
export const clockNow = (): SQL => sql`${now().toISOString()}::timestamptz`;

/** Today's date on the server's clock (UTC), as a query parameter. */
export const clockToday = (): SQL => sql`${utcToday(now())}::date`;
