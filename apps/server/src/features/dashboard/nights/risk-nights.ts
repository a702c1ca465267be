import { COUNTRIES, type Country } from '@console/domain/address/postal-address.schema';
import type { CountryPack } from '@console/domain/country/country-pack';
import { DEFAULT_CROP_SEASON } from '@console/domain/country/crop-season';
import { type CountThresholds, countThresholdsByCountryCrop } from '@console/domain/country/risk-thresholds';
import { sensitiveCropStages } from '@console/domain/dashboard/sensor-nights';
import type { RiskLevel } from '@console/domain/risk/risk.schema';
import type { RiskSettings } from '@console/domain/risk/risk-model';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../../db/client.ts';
import { cropInFieldId } from '../../../db/crops-in-field.ts';
import { nightOf, nightStart } from '../../../db/nights.ts';
import { getCountryPacks, getRiskSettings } from '../../settings/service.ts';

/** What rating a night needs: the risk settings, the crop stages inside the sensitive window, the country packs. */
export type NightRiskRules = { settings: RiskSettings; sensitive: SQL; packs: Record<Country, CountryPack> };

export const nightRiskRules = async (db: Database): Promise<NightRiskRules> => {
  const [settings, packs] = await Promise.all([getRiskSettings(db), getCountryPacks(db)]);
  return { settings, packs, sensitive: sql`${sql.param(sensitiveCropStages(settings))}::text[]` };
};

/** The days before sowing a parcel's country wants its trap (decision 165), from the parcel's country column. */
export const leadDaysOf = (country: SQL, packs: Record<Country, CountryPack>) => sql`(case ${country}
    ${sql.join(
      COUNTRIES.map((code) => sql`when ${code} then ${packs[code].season.leadDays}::int`),
      sql` `,
    )} else ${DEFAULT_CROP_SEASON.leadDays}::int end)`;

/**
 * The crop a parcel grew on a night, as `crop:stage` with the stage it had then (its last recorded change by the
 * night's end, else its stage now): the crop in the field the country's lead days on (decision 149), once its sowing
 * is no further away than those days, so a crop to be sown soon is watched for from then.
 */
export const cropStageAt = (parcel: SQL, night: SQL, lead: SQL) => sql`(
  select c.current_crop || ':' || coalesce((
           select sc.stage from crop_stage_changes sc
           where sc.crop_id = c.id and sc.changed_at < ${nightStart(sql`${night} + 1`)}
           order by sc.changed_at desc limit 1), c.stage)
  from crops c
  where c.id = ${cropInFieldId(parcel, sql`${night} + ${lead}`)}
    and coalesce(c.actual_seeding_date, c.estimated_seeding_date) - ${lead} <= ${night})`;

/**
 * The parcels' nights with captures from `from` up to (not including) `until`, rated from their counts (the mean of
 * the window's nights with captures, those before `from` included, against the country's thresholds) and their
 * crop's stage then (outside the sensitive window: low), as rows (parcel_id, night, account_id, risk_level).
 */
const ratedNights = (where: SQL, from: SQL, until: SQL, { settings, sensitive, packs }: NightRiskRules) => {
  const window = settings.windowNights - 1;
  const thresholds = JSON.stringify(countThresholdsByCountryCrop((country) => packs[country].riskThresholds));
  const line = (level: keyof CountThresholds) =>
    sql`(${sql.param(thresholds)}::jsonb -> (n.country || ':' || split_part(n.crop, ':', 1))
         ->> ${level})::float8`;
  return sql`
    select n.parcel_id, n.night, p.account_id,
           case when n.crop is null then 'unmeasured' when not (n.crop = any(${sensitive})) then 'low'
                when n.mean >= ${line('highFrom')} then 'high' when n.mean >= ${line('mediumFrom')} then 'medium'
                else 'low' end as risk_level
    from (select counted.parcel_id, counted.night, counted.country,
                 ${cropStageAt(sql`counted.parcel_id`, sql`counted.night`, leadDaysOf(sql`counted.country`, packs))} as crop,
                 avg(counted.slugs) over (partition by counted.parcel_id order by counted.night
                                          rows between ${sql.raw(String(window))} preceding and current row) as mean
          from (select sn.parcel_id, sn.night, sum(sn.slugs) as slugs, min(cp.country) as country
                from sensor_nights sn join parcels cp on cp.id = sn.parcel_id
                where sn.captures > 0 and ${where} and sn.night >= ${from} - ${window}::int and sn.night < ${until}
                group by sn.parcel_id, sn.night) counted) n
    join parcels p on p.id = n.parcel_id
    where n.night >= ${from}`;
};

/** Rates the parcels' past nights no job kept (the demo data, a first installation); kept nights stay as they are. */
export const rebuildRiskNights = async (db: Database, from: SQL, now: SQL, rules: NightRiskRules) => {
  await db.execute(sql`
    insert into parcel_risk_nights (parcel_id, night, account_id, risk_level)
    ${ratedNights(sql`true`, from, nightOf(now), rules)}
    on conflict (parcel_id, night) do nothing`);
};

export type RatedNight = { night: string; accountId: string; riskLevel: RiskLevel };

/** One parcel's nights `from` to `to` (both included) as their counts rate them now. */
export const selectRatedNights = (db: Database, parcelId: string, from: string, to: string, rules: NightRiskRules) =>
  selectRows<RatedNight>(
    db,
    sql`select r.night::text as night, r.account_id as "accountId", r.risk_level as "riskLevel"
        from (${ratedNights(sql`sn.parcel_id = ${parcelId}`, sql`${from}::date`, sql`${to}::date + 1`, rules)}) r
        order by r.night`,
  );
