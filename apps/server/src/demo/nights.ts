import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { foldSensorNights } from '../features/dashboard/service.ts';
import { getRiskSettings } from '../features/settings/service.ts';

/** The demo's captures go back two seasons: a year and a season. */
const HISTORY_DAYS = 365 + 80;

/**
 * The dashboards' nights over the demo's two seasons, as the nightly jobs would have kept them (decision 140). The
 * risk each parcel ended each past night at is read again from its counts alone (the mean of its last seven nights
 * against the thresholds), as no job was there to keep it; the night in progress keeps the level assessed now.
 */
export const seedDemoNights = async (db: Database, now = new Date()): Promise<void> => {
  const from = new Date(now.getTime() - HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
  await foldSensorNights(db, { from, at: now });
  const { windowNights, mediumFrom, highFrom } = await getRiskSettings(db);
  await db.execute(sql`
    insert into parcel_risk_nights (parcel_id, night, account_id, risk_level)
    select n.parcel_id, n.night, p.account_id,
           case when n.mean >= ${highFrom} then 'high' when n.mean >= ${mediumFrom} then 'medium' else 'low' end
    from (select parcel_id, night,
                 avg(slugs) over (partition by parcel_id order by night
                                  rows between ${sql.raw(String(windowNights - 1))} preceding and current row) as mean
          from (select parcel_id, night, sum(slugs) as slugs from sensor_nights
                where parcel_id is not null and captures > 0 group by parcel_id, night) counted) n
    join parcels p on p.id = n.parcel_id
    on conflict (parcel_id, night) do nothing`);
};
