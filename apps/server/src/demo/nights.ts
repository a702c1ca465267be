import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { foldSensorNights } from '../features/dashboard/service.ts';

/** The demo's captures go back two seasons: a year and a season. */
const HISTORY_DAYS = 365 + 80;

/** The European farms that put pellets down the morning after a quiet night, over the last three weeks. */
const LOW_RISK_TREATMENTS = 3;

/**
 * The dashboards' nights over the demo's two seasons, as the nightly jobs would have kept them, and each parcel's
 * risk at the end of each past night rebuilt from its counts and its crop's stage then (decision 140). Then a few
 * treatments the traps did not call for, so that the activity tab shows them beside those they did.
 */
export const seedDemoNights = async (db: Database, now = new Date()): Promise<void> => {
  const from = new Date(now.getTime() - HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
  await foldSensorNights(db, { from, at: now });
  await db.execute(sql`insert into crop_interventions (crop_id, type, date, slug_product, slug_product_dosage)
    select crop_id, 'product', night + 1, 'sluxx-hp', 5 from (
      select distinct on (r.parcel_id) c.id as crop_id, r.night
      from parcel_risk_nights r
        join parcels p on p.id = r.parcel_id and p.address->>'country' <> 'AU'
        join crops c on c.parcel_id = r.parcel_id and c.year = extract(year from r.night)::int
      where r.risk_level = 'low' and r.night between ${now.toISOString()}::date - 21 and ${now.toISOString()}::date - 2
      order by r.parcel_id, r.night desc) quiet
    order by night desc, crop_id
    limit ${LOW_RISK_TREATMENTS}`);
};
