import { sql } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import type { Database } from '../db/client.ts';

/** The lists the demo's people downloaded, most often first. */
const EXPORTED_LISTS = ['parcels', 'sensors', 'issues', 'dashboard-activity', 'subscriptions'];

/**
 * Two months of the demo people's use of the console, for the metrics dashboard: each active user signed in on about
 * one day in three, and downloaded a list now and then.
 */
export const seedDemoUsage = async (db: Database, now = clockNow()): Promise<void> => {
  await db.execute(sql`
    insert into usage_events (kind, user_id, subject, occurred_at)
    select 'sign-in', u.id, null, ${now.toISOString()}::timestamptz - make_interval(days => d, hours => 8 + d % 9)
    from users u cross join generate_series(1, 60) as d
    where u.state = 'activated' and not u.is_disabled and random() < 0.35`);
  await db.execute(sql`
    insert into usage_events (kind, user_id, subject, occurred_at)
    select 'export', u.id, (${sql.param(EXPORTED_LISTS)}::text[])[1 + floor(random() * random() * ${EXPORTED_LISTS.length})::int],
           ${now.toISOString()}::timestamptz - make_interval(days => d, hours => 10)
    from users u cross join generate_series(1, 60) as d
    where u.state = 'activated' and not u.is_disabled and random() < 0.08`);
};
