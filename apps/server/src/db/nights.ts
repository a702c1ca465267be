import { type SQL, sql } from 'drizzle-orm';

/**
 * The night an instant belongs to, as the risk and the dashboards count nights: noon to noon (UTC), named by the day
 * it starts, so an evening and the morning after count together.
 */
export const nightOf = (instant: SQL): SQL => sql`((${instant} at time zone 'UTC') - interval '12 hours')::date`;

/** The instant a night starts (noon UTC of its day); the next night starts a day later. */
export const nightStart = (night: SQL): SQL => sql`((${night})::date + interval '12 hours') at time zone 'UTC'`;
