import type { CropStage } from '@console/domain/crop/crop.schema';
import { type ParcelHistoryWeek, SEASON_WEEKS } from '@console/domain/parcel/parcel-history.schema';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { parcelReadings } from './placements.ts';
import type { ParcelRiskInputRow } from './risk-queries.ts';

/** This season in the user's zone: on New Year's Eve their calendar, not the server's, says which year it is. */
const thisSeason = (zoneId: string): SQL => sql`extract(year from now() at time zone ${zoneId})::int`;

/** Noon of 1 January in the user's zone, as an instant: where a season's first night starts. */
const seasonStart = (year: SQL, zoneId: string): SQL =>
  sql`(make_date(${year}, 1, 1) + interval '12 hours') at time zone ${zoneId}`;

/**
 * The week of its season a date falls in: week n holds days 7n − 6 to 7n, the 52nd the year's last day or two too.
 * A date before the season is in its first week.
 */
const seasonWeek = (date: SQL, year: SQL): SQL =>
  sql`greatest(1, least(${SEASON_WEEKS}::int, (${date} - make_date(${year}, 1, 1)) / 7 + 1))`;

/** A stage a crop was given, dated by the day it was recorded in the user's zone. */
export type StageChange = { on: string; stage: CropStage };

export type HistorySeasonRow = Pick<ParcelRiskInputRow, 'currentCrop' | 'stage' | 'riskAnswers'> & {
  year: number;
  cropId: string | null;
  /** The crop's stages in the order they were recorded; empty without a crop. */
  stages: StageChange[];
  /** The week the crop was sown in, else is planned to be; null without a crop. */
  seedingWeek: number | null;
};

/**
 * The last `seasons` years in the user's zone, oldest first, each with the parcel's crop of that year if any and the
 * crop's stage changes (read on their key, `(crop_id, changed_at)`).
 */
export const selectHistorySeasons = (db: Database, parcelId: string, seasons: number, zoneId: string) =>
  selectRows<HistorySeasonRow>(
    db,
    sql`select y.year, c.id as "cropId", c.current_crop as "currentCrop", c.stage, c.risk_answers as "riskAnswers",
               coalesce((select json_agg(json_build_object('on', (sc.changed_at at time zone ${zoneId})::date,
                                                           'stage', sc.stage) order by sc.changed_at)
                         from crop_stage_changes sc where sc.crop_id = c.id), '[]') as stages,
               case when c.id is not null
                 then ${seasonWeek(sql`coalesce(c.actual_seeding_date, c.estimated_seeding_date)`, sql`y.year`)}
               end as "seedingWeek"
        from generate_series(${thisSeason(zoneId)} - ${seasons - 1}::int, ${thisSeason(zoneId)}) as y(year)
        left join crops c on c.parcel_id = ${parcelId} and c.year = y.year
        order by y.year`,
  );

export type HistoryWeekRow = Omit<ParcelHistoryWeek, 'nights' | 'riskLevel'> &
  Pick<ParcelRiskInputRow, 'nights'> & { season: number };

/**
 * A parcel's weeks with captures over the last `seasons` seasons, in the user's zone, from each sensor while it
 * served the parcel. Readings are first summed per
 * night (noon to noon, as the risk model counts them), then per week of the night's evening, so every figure of a
 * week covers the same span. A range on (sensor_id, measured_at) a placement reads the readings key alone, which includes the
 * measures. Means are over readings, not over nights: a night with more captures weighs more, as it should.
 */
export const selectHistoryWeeks = (db: Database, parcelId: string, seasons: number, zoneId: string) =>
  selectRows<HistoryWeekRow>(
    db,
    sql`select extract(year from n.night)::int as season,
               ${seasonWeek(sql`n.night`, sql`extract(year from n.night)::int`)} as week,
               json_agg(json_build_object('night', n.night, 'slugs', n.slugs) order by n.night) as nights,
               round(avg(n.slugs), 2)::float8 as "slugsPerNight",
               round(sum(n.rainfall)::numeric, 1)::float8 as "rainfallTotal",
               round((sum(n.temperature_sum) / nullif(sum(n.temperature_count), 0))::numeric, 1)::float8
                 as "temperatureAvg",
               round((sum(n.humidity_sum) / nullif(sum(n.humidity_count), 0))::numeric, 1)::float8 as "humidityAvg"
        from (select ((r.measured_at at time zone ${zoneId}) - interval '12 hours')::date as night,
                     sum(r.slug_count)::int as slugs,
                     sum(r.rainfall::float8) as rainfall,
                     sum(r.temperature::float8) as temperature_sum, count(r.temperature) as temperature_count,
                     sum(r.humidity::float8) as humidity_sum, count(r.humidity) as humidity_count
              from ${parcelReadings(sql`${parcelId}::uuid`, seasonStart(sql`${thisSeason(zoneId)} - ${seasons - 1}::int`, zoneId))}
                and r.measured_at < ${seasonStart(sql`${thisSeason(zoneId)} + 1`, zoneId)}
              group by 1) as n
        group by 1, 2
        order by 1, 2`,
  );
