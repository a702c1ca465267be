import { type SQL, sql } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { cropInFieldId } from '../db/crops-in-field.ts';
import { foldSensorNights } from '../features/dashboard/service.ts';
import { SLUG_PRODUCTS } from './farm-parcels.ts';
import { demoCapturesSince } from './fleet.ts';

/** The farms that put pellets down the morning after a quiet night, over the last three weeks. */
const LOW_RISK_TREATMENTS = 3;

/** The first pellets authorised in the parcel's country (decision 110). */
const slugProductOf = (country: SQL) =>
  sql.join(
    [
      sql`case ${country}`,
      ...Object.entries(SLUG_PRODUCTS).map(([code, products]) => sql`when ${code} then ${products[0]}`),
      sql`end`,
    ],
    sql` `,
  );

/**
 * The dashboards' nights over the demo's two seasons, as the nightly jobs would have kept them, and each parcel's
 * risk at the end of each past night rebuilt from its counts and its crop's stage then (decision 140). Then a few
 * treatments the traps did not call for, so that the activity tab shows them beside those they did: pellets the
 * morning after a quiet night, on the crop then in the field if sown by then; a parcel of its own each while enough
 * parcels had quiet nights, else again a week earlier (in Europe's late summer, few but Australia's grown crops do).
 */
export const seedDemoNights = async (db: Database, now = clockNow()): Promise<void> => {
  const from = demoCapturesSince(now).toISOString().slice(0, 10);
  const today = sql`${now.toISOString()}::date`;
  await foldSensorNights(db, { from, at: now });
  await db.execute(sql`insert into crop_interventions (crop_id, type, date, slug_product, slug_product_dosage)
    select crop_id, 'product', night + 1, product, 5 from (
      select crop_id, night, product, row_number() over (partition by parcel_id order by night desc) as nth
      from (select r.parcel_id, c.id as crop_id, r.night, ${slugProductOf(sql`p.address->>'country'`)} as product,
                   max(r.night) over (partition by r.parcel_id) as latest
            from parcel_risk_nights r
              join parcels p on p.id = r.parcel_id
              join crops c on c.id = ${cropInFieldId(sql`r.parcel_id`, sql`(r.night + 1)`)}
                and c.actual_seeding_date <= r.night
            where r.risk_level = 'low' and r.night between ${today} - 21 and ${today} - 2) quiet
      where (latest - night) % 7 = 0) weekly
    order by nth, night desc, crop_id
    limit ${LOW_RISK_TREATMENTS}`);
};
