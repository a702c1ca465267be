import type { CropStage } from '@console/domain/crop/crop.schema';
import {
  type ParcelHistoryWeek,
  RISK_CORRECTIONS_SHOWN,
  type RiskCorrection,
  SEASON_WEEKS,
} from '@console/domain/parcel/parcel-history.schema';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { clockNow } from '../../db/clock-values.ts';
import { isoUtc } from '../../db/iso-time.ts';
import { cropInFieldId } from '../../db/crops-in-field.ts';
import { parcelReadings } from './placements.ts';
import type { ParcelRiskInputRow } from './risk-queries.ts';
import { linkedStationJoin } from '../weather-syncs/service.ts';

/** Today in the user's zone, on the server's clock: on New Year's Eve their calendar, not the server's, says the day. */
const todayIn = (zoneId: string): SQL => sql`(${clockNow()} at time zone ${zoneId})::date`;

/**
 * The season a day belongs to (decision 149): the year of the crop in the field that day, once it is sown or its
 * year has come, so a winter crop's season runs on across New Year; else the day's calendar year.
 */
const seasonOf = (parcelId: SQL, day: SQL): SQL => sql`coalesce((select in_season.year from crops in_season
    where in_season.id = ${cropInFieldId(parcelId, day)}
      and (coalesce(in_season.actual_seeding_date, in_season.estimated_seeding_date) <= ${day}
           or in_season.year = extract(year from ${day})::int)),
  extract(year from ${day})::int)`;

/** The parcel's season today in the user's zone. */
export const selectThisSeason = async (db: Database, parcelId: string, zoneId: string): Promise<number> => {
  const [row] = await selectRows<{ year: number }>(
    db,
    sql`select ${seasonOf(sql`${parcelId}::uuid`, todayIn(zoneId))} as year`,
  );
  if (!row) throw new Error('no season');
  return row.year;
};

/** Noon of 1 January in the user's zone, as an instant: where a calendar year's first night starts. */
const yearStart = (year: SQL, zoneId: string): SQL =>
  sql`(make_date(${year}, 1, 1) + interval '12 hours') at time zone ${zoneId}`;

/**
 * The week of its season a date falls in, counted from 1 January of the season's year: week n of that year holds
 * days 7n − 6 to 7n, the 52nd the year's last day or two too, and a season that runs into the next year goes on
 * with week 53 for that year's first week. A date before the season is in its first week.
 */
const seasonWeek = (date: SQL, year: SQL): SQL =>
  sql`greatest(1, ${SEASON_WEEKS}::int * (extract(year from ${date})::int - ${year})
    + least(${SEASON_WEEKS}::int, (${date} - make_date(extract(year from ${date})::int, 1, 1)) / 7 + 1))`;

/** A stage a crop was given, dated by the day it was recorded in the user's zone. */
export type StageChange = { on: string; stage: CropStage };

/** Which seasons of which parcel a history reads: `seasons` of them up to `thisSeason`, in the user's zone. */
export type HistorySpan = { parcelId: string; thisSeason: number; seasons: number; zoneId: string };

export type HistorySeasonRow = Pick<ParcelRiskInputRow, 'currentCrop' | 'stage' | 'riskAnswers'> & {
  year: number;
  cropId: string | null;
  /** The crop's stages in the order they were recorded; empty without a crop. */
  stages: StageChange[];
  /** The week the crop was sown in, else is planned to be; null without a crop. */
  seedingWeek: number | null;
};

/**
 * The `seasons` years up to this season, oldest first, each with the parcel's crop of that year if any and the
 * crop's stage changes (read on their key, `(crop_id, changed_at)`).
 */
export const selectHistorySeasons = (db: Database, { parcelId, thisSeason, seasons, zoneId }: HistorySpan) =>
  selectRows<HistorySeasonRow>(
    db,
    sql`select y.year, c.id as "cropId", c.current_crop as "currentCrop", c.stage, c.risk_answers as "riskAnswers",
               coalesce((select json_agg(json_build_object('on', (sc.changed_at at time zone ${zoneId})::date,
                                                           'stage', sc.stage) order by sc.changed_at)
                         from crop_stage_changes sc where sc.crop_id = c.id), '[]') as stages,
               case when c.id is not null
                 then ${seasonWeek(sql`coalesce(c.actual_seeding_date, c.estimated_seeding_date)`, sql`y.year`)}
               end as "seedingWeek"
        from generate_series(${thisSeason - seasons + 1}::int, ${thisSeason}::int) as y(year)
        left join crops c on c.parcel_id = ${parcelId} and c.year = y.year
        order by y.year`,
  );

export type HistoryWeekRow = Omit<ParcelHistoryWeek, 'nights' | 'riskLevel' | 'earlierThresholds'> &
  Pick<ParcelRiskInputRow, 'nights'> & { season: number };

/**
 * A parcel's weeks with captures over the last `seasons` seasons, in the user's zone, from each sensor while it
 * served the parcel. Readings are first summed per
 * night (noon to noon, as the risk model counts them), then per week of the night's evening, so every figure of a
 * week covers the same span. A range on (sensor_id, measured_at) a placement reads the readings key alone, which includes the
 * measures. Means are over readings, not over nights: a night with more captures weighs more, as it should.
 */
/** The night (noon to noon, in `zoneId`) an instant belongs to, dated by its evening. */
const nightIn = (at: SQL, zoneId: string) => sql`((${at} at time zone ${zoneId}) - interval '12 hours')::date`;

export const selectHistoryWeeks = (db: Database, { parcelId, thisSeason, seasons, zoneId }: HistorySpan) =>
  selectRows<HistoryWeekRow>(
    db,
    sql`select n.season, ${seasonWeek(sql`n.night`, sql`n.season`)} as week,
               json_agg(json_build_object('night', n.night, 'slugs', n.slugs) order by n.night) as nights,
               round(avg(n.slugs), 2)::float8 as "slugsPerNight",
               round(sum(n.rainfall)::numeric, 1)::float8 as "rainfallTotal",
               round((sum(n.temperature_sum) / nullif(sum(n.temperature_count), 0))::numeric, 1)::float8
                 as "temperatureAvg",
               round((sum(n.humidity_sum) / nullif(sum(n.humidity_count), 0))::numeric, 1)::float8 as "humidityAvg"
        from (select d.night, ${seasonOf(sql`${parcelId}::uuid`, sql`d.night`)} as season, d.slugs,
                     coalesce(st.rainfall, d.rainfall) as rainfall,
                     coalesce(st.temperature_sum, d.temperature_sum) as temperature_sum,
                     coalesce(st.temperature_count, d.temperature_count) as temperature_count,
                     coalesce(st.humidity_sum, d.humidity_sum) as humidity_sum,
                     coalesce(st.humidity_count, d.humidity_count) as humidity_count
              from (select ${nightIn(sql`r.measured_at`, zoneId)} as night,
                     sum(r.slug_count)::int as slugs,
                     sum(r.rainfall::float8) as rainfall,
                     sum(r.temperature::float8) as temperature_sum, count(r.temperature) as temperature_count,
                     sum(r.humidity::float8) as humidity_sum, count(r.humidity) as humidity_count
              from ${parcelReadings(sql`${parcelId}::uuid`, yearStart(sql`${thisSeason - seasons}::int`, zoneId))}
              group by 1) as d
              -- A night the parcel's partner station covered takes the station's weather (decision 176).
              left join (select ${nightIn(sql`h.hour`, zoneId)} as night,
                                sum(h.rainfall::float8) as rainfall,
                                sum(h.temperature::float8) as temperature_sum,
                                nullif(count(h.temperature), 0) as temperature_count,
                                sum(h.humidity::float8) as humidity_sum, nullif(count(h.humidity), 0) as humidity_count
                         from sensors s join ${linkedStationJoin(sql`s`)}
                         join station_hours h on h.station_id = ws.id
                           and h.hour >= ${yearStart(sql`${thisSeason - seasons}::int`, zoneId)}
                         where s.parcel_id = ${parcelId}::uuid
                         group by 1) as st on st.night = d.night) as n
        where n.season > ${thisSeason - seasons}::int
        group by 1, 2
        order by 1, 2`,
  );

/**
 * The nights of the parcel whose rated risk a count correction moved (decision 179), newest first, each with who put
 * the count in force (the corrector, or whoever confirmed a farmer's proposal) and when.
 */
export const selectRiskCorrections = (db: Database, parcelId: string) =>
  selectRows<RiskCorrection>(
    db,
    sql`select change ->> 'night' as night, change ->> 'from' as "from", change ->> 'to' as "to",
               nullif(trim(u.first_name || ' ' || u.last_name), '') as by,
               ${isoUtc(sql`coalesce(cr.decided_at, cr.created_at)`)} as at
        from count_reviews cr
        cross join lateral jsonb_array_elements(cr.risk_changes) change
        left join users u on u.id = coalesce(cr.decided_by, cr.author_id)
        where cr.parcel_id = ${parcelId} and cr.risk_changes <> '[]'::jsonb
        order by coalesce(cr.decided_at, cr.created_at) desc, change ->> 'night' desc
        limit ${RISK_CORRECTIONS_SHOWN}`,
  );
