import type { Country } from '@console/domain/address/postal-address.schema';
import type { CropStage, CropType } from '@console/domain/crop/crop.schema';
import type { NightlySlugs } from '@console/domain/parcel/parcel-synthesis.schema';
import type { AnsweringIntervention, StoredRiskAnswers } from '@console/domain/risk/risk-answers';
import type { RiskLevel } from '@console/domain/risk/risk.schema';
import type { OutlookDay } from '@console/domain/weather/slug-outlook';
import type { OutlookNight } from '@console/domain/weather/slug-outlook.schema';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { cropInFieldId } from '../../db/crops-in-field.ts';
import { clockNow, clockToday } from '../../db/clock-values.ts';
import { nightOf } from '../../db/nights.ts';
import { dayAfterCoverage, sensorCovered } from '../subscriptions/service.ts';
import { parcelReadings } from './placements.ts';

/**
 * A parcel's slugs per complete night over the last `nights` nights, as JSON `[{ night, slugs }]`, oldest first, from
 * each sensor while it served the parcel (decision 133). A night runs from noon to noon (UTC), so an evening and the
 * morning after count together; the night in progress is left out, as it would read low. Reads the readings key
 * alone, which covers slug_count.
 */
export const nightlySlugsJson = (parcelId: SQL, nights: number): SQL => sql`coalesce((
  select json_agg(json_build_object('night', n.night, 'slugs', n.slugs) order by n.night)
  from (select ${nightOf(sql`r.measured_at`)} as night, sum(r.slug_count)::int as slugs
        from ${parcelReadings(parcelId, sql`${clockNow()} - make_interval(days => ${nights + 2})`)}
        group by 1) n
  where n.night < ${nightOf(clockNow())} and n.night >= ${nightOf(clockNow())} - ${nights}::int), '[]')`;

/**
 * The crop's interventions that answer a risk question (products, with their efficacy window, and soil work), as
 * JSON `[{ type, date, efficacyDays? }]`; `crop` is the crop's id, null for none.
 */
export const answeringInterventionsJson = (crop: SQL): SQL => sql`coalesce((
  select json_agg(json_strip_nulls(json_build_object('type', i.type, 'date', i.date, 'efficacyDays', ap.efficacy_days)))
  from crop_interventions i
  left join anti_slug_products ap on ap.slug = i.slug_product
  where i.crop_id = ${crop} and i.type in ('product', 'soil_work')), '[]')`;

/** The crop in a parcel's field today joined to it, whatever year it was recorded under (decision 149). */
export const currentSeasonCrop = (): SQL => sql`c.id = ${cropInFieldId(sql`p.id`, clockToday())}`;

export type ParcelRiskInputRow = {
  id: string;
  riskLevel: RiskLevel;
  riskWithheldSince: string | null;
  country: Country;
  /** The first day the parcel's sold sensor went without a subscription, while it does; null otherwise. */
  withheldSince: string | null;
  currentCrop: CropType | null;
  stage: CropStage | null;
  riskAnswers: StoredRiskAnswers | null;
  interventions: AnsweringIntervention[];
  nights: NightlySlugs[];
};

/**
 * What the risk model needs of each parcel: this season's crop, its answers and the interventions that answer for
 * it, and its sensor's nightly counts; and whether its risk is withheld, its sold sensor covered by no subscription
 * of the parcel's account or of that account's provider, since the day after its last covered one (for a sensor
 * never covered, the day that was first seen).
 */
/** The parcels an assessment covers: these ids, the parcels of a country, or all of them (null). */
export type AssessedParcels = readonly string[] | { country: Country } | null;

const assessedParcelsWhere = (parcels: AssessedParcels) => {
  if (parcels === null) return sql``;
  return 'country' in parcels
    ? sql`where p.country = ${parcels.country}`
    : sql`where p.id = any(${sql.param(parcels)}::uuid[])`;
};

export const selectParcelRiskInputs = (db: Database, parcels: AssessedParcels, windowNights: number) =>
  selectRows<ParcelRiskInputRow>(
    db,
    sql`select p.id, p.risk_level as "riskLevel", p.risk_withheld_since::text as "riskWithheldSince", p.country,
               case when s.usage = 'selling' and not ${sensorCovered(sql`s.id`, sql`array[p.account_id, a.provider_id]`)}
                    then coalesce(${dayAfterCoverage(sql`s.id`)}, p.risk_withheld_since, current_date)::text
               end as "withheldSince",
               c.current_crop as "currentCrop", c.stage,
               c.risk_answers as "riskAnswers", ${answeringInterventionsJson(sql`c.id`)} as interventions,
               ${nightlySlugsJson(sql`p.id`, windowNights)} as nights
        from parcels p
        join accounts a on a.id = p.account_id
        left join crops c on ${currentSeasonCrop()}
        left join sensors s on s.parcel_id = p.id
        ${assessedParcelsWhere(parcels)}`,
  );

export type ParcelRiskState = { id: string; level: RiskLevel; withheldSince: string | null };

/** Writes the levels (and withholdings) that changed, in one statement, and answers the parcels that changed. */
export const updateParcelRiskLevels = async (db: Database, states: readonly ParcelRiskState[]) => {
  if (states.length === 0) return [];
  return selectRows<{ id: string; riskLevel: RiskLevel }>(
    db,
    sql`update parcels p set risk_level = v.level, risk_withheld_since = v.since
        from unnest(${sql.param(states.map((state) => state.id))}::uuid[],
                    ${sql.param(states.map((state) => state.level))}::text[],
                    ${sql.param(states.map((state) => state.withheldSince))}::date[]) as v(id, level, since)
        where p.id = v.id and (p.risk_level <> v.level or p.risk_withheld_since is distinct from v.since)
        returning p.id, p.risk_level as "riskLevel"`,
  );
};

/** The days of each parcel's latest forecast (decision 118), which its outlook is rated from. */
export const selectLatestForecastDays = (db: Database, parcelIds: readonly string[]) =>
  selectRows<{ parcelId: string; fetchedOn: string; days: OutlookDay[] }>(
    db,
    sql`select distinct on (wf.parcel_id) wf.parcel_id as "parcelId", wf.fetched_on::text as "fetchedOn",
               wf.forecast->'days' as days
        from weather_forecasts wf where wf.parcel_id = any(${sql.param(parcelIds)}::uuid[])
        order by wf.parcel_id, wf.fetched_on desc`,
  );

/** Stores the outlooks rated again, each on the forecast it was rated from, in one statement. */
export const updateOutlooks = async (
  db: Database,
  outlooks: readonly { parcelId: string; fetchedOn: string; outlook: OutlookNight[] }[],
) => {
  if (outlooks.length === 0) return;
  await db.execute(sql`update weather_forecasts wf set outlook = v.outlook
    from unnest(${sql.param(outlooks.map((row) => row.parcelId))}::uuid[],
                ${sql.param(outlooks.map((row) => row.fetchedOn))}::date[],
                ${sql.param(outlooks.map((row) => JSON.stringify(row.outlook)))}::jsonb[]) as v(parcel_id, fetched_on, outlook)
    where wf.parcel_id = v.parcel_id and wf.fetched_on = v.fetched_on`);
};
