import { sql } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import type { Database } from '../db/client.ts';

/** The lists the demo's people downloaded. */
const EXPORTED_LISTS = ['parcels', 'sensors', 'issues', 'dashboard-activity', 'subscriptions'];

/** Each active user downloads a list every this many days, a different one each time. */
const EXPORT_EVERY_DAYS = 6;

/**
 * Two months of the demo people's use of the console, for the metrics dashboard: each active user signed in on about
 * one day in three, and downloaded a list every six days, in turn, so every month shows several lists whatever the
 * draw.
 */
export const seedDemoUsage = async (db: Database, now = clockNow()): Promise<void> => {
  await db.execute(sql`
    insert into usage_events (kind, user_id, subject, occurred_at)
    select 'sign-in', u.id, null, ${now.toISOString()}::timestamptz - make_interval(days => d, hours => 8 + d % 9)
    from users u cross join generate_series(1, 60) as d
    where u.state = 'activated' and not u.is_disabled and random() < 0.35`);
  await db.execute(sql`
    insert into usage_events (kind, user_id, subject, occurred_at)
    select 'export', u.id,
           (${sql.param(EXPORTED_LISTS)}::text[])[1 + (d / ${EXPORT_EVERY_DAYS} + u.n) % ${EXPORTED_LISTS.length}],
           ${now.toISOString()}::timestamptz - make_interval(days => d, hours => 10)
    from (select id, (row_number() over (order by email))::int as n from users
          where state = 'activated' and not is_disabled) u
    cross join generate_series(1, 60) as d
    where (d + u.n) % ${EXPORT_EVERY_DAYS} = 0`);
};
