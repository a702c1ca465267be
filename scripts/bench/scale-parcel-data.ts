import { CROP_STAGES, type CropType, PREVIOUS_CROPS, SEEDING_TYPES } from '@console/domain/crop/crop.schema';
import { SOIL_TYPES } from '@console/domain/parcel/parcel.schema';
import { datedAnswersToStore, utcToday } from '@console/domain/risk/risk-answers';
import type { RiskAnswers } from '@console/domain/risk/risk.schema';
import {
  BENCH_ACCOUNT_PREFIX,
  BENCH_FAVOURITE,
  PARCEL_LABEL_WORDS,
  SCALE_USER_NAMES,
  SCALE_USERS,
  type ScaleUser,
  SERIAL_PREFIX,
  SIZED_FAVOURITES,
  type SizedFavourite,
} from './scale-config.ts';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { cropStanding } from '../../apps/server/src/db/crops-in-field.ts';
import { selectOne, type SqlExecutor } from './sql-executor.ts';

/**
 * The parcels of the scale data set, generated in the database after the sensors: parcels spread over the bench
 * accounts, this season's and last season's crops, sensors standing on them, and sharing. Attributes come from
 * hashes of the parcel's index, so every run builds the same parcels. Risk levels are left to the server's own
 * refresh (scale-data.ts), which needs the readings.
 *
 * Parcel n gets its id from md5('bench-parcel-' || n): as random-looking as gen_random_uuid(), yet sensor BENCH-n
 * can find its parcel. Parcel n also takes the account of sensor BENCH-n (the same hash, hashint4(n), picks it).
 */
const PARCEL_ID_PREFIX = 'bench-parcel-';
/** The id of parcel `n` (SQL), the prefix being $1; version 4 and variant bits set, as the API's uuid check wants. */
const parcelId = (n: string) => `overlay(overlay(md5($1 || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

const LABEL_ENDINGS = [
  'du Moulin',
  'de la Croix',
  'des Chênes',
  'du Bas',
  'du Haut',
  'Neuf',
  'Long',
  'Rouge',
  'de la Mare',
  'des Sources',
];

/** One entry per share: autumn oilseed rape and cereals dominate, as on the demo farms. */
const CROP_MIX: CropType[] = [
  'colza',
  'colza',
  'colza',
  'cereales_hivers',
  'cereales_hivers',
  'cereales_hivers',
  'mais',
  'tournesol',
  'autre',
];
const LAST_SEASON_STAGE = CROP_STAGES[CROP_STAGES.length - 1];

/** A tenth of this season's crops went through the decision tree: half answered in full, half not yet. */
const FULL_ANSWERS: RiskAnswers = {
  groundPreparation: false,
  groundWork: false,
  willRoll: false,
  favourableWeather: true,
  residualPellet: false,
};
const PARTIAL_ANSWERS: Partial<RiskAnswers> = { favourableWeather: true };

/**
 * 1 % public, 2 % shared with e-mails (a quarter of them the provider's), 4 % shared with accounts; 8 % without a
 * size, a few comments from either side, created over the last three years.
 */
const PARCELS_SQL = `
insert into parcels (id, account_id, label, soil_type, address, gps_lat, gps_long, ds_comment, customer_comment,
                     sharing_mode, shared_emails, size, created_at, updated_at)
select ${parcelId('g')}, a.ids[1 + h.h1 % array_length(a.ids, 1)],
       ($3::text[])[1 + h.h2 % cardinality($3::text[])] || ' ' || ($4::text[])[1 + h.h3 % cardinality($4::text[])]
         || ' ' || g,
       ($5::text[])[1 + h.h4 % cardinality($5::text[])],
       jsonb_build_object('postalCode', lpad((1000 + h.h2 % 94000)::text, 5, '0'), 'city', 'Commune ' || 1 + h.h3 % 900,
                          'country', 'FR'),
       43.5 + (h.h2 % 6000) / 1000.0, -0.5 + (h.h3 % 6000) / 1000.0,
       case when h.h4 % 20 = 0 then 'Suivi rapproché' end,
       case when h.h5 % 9 = 0 then 'Bordure humide côté ruisseau' end,
       (case when h.share < 1 then '{public}' when h.share < 3 then '{targeted}'
             when h.share < 7 then '{targeted_account}' else '{private}' end)::text[],
       case when h.share between 1 and 2
            then array['agronome' || h.h5 % 40 || '@example.test']
                 || case when h.h5 % 4 = 0 then array[lower($7)] else '{}'::text[] end
            else '{}'::text[] end,
       case when h.h5 % 12 <> 0 then round((0.5 + h.h5 % 400 / 10.0)::numeric, 1) end,
       now() - (h.h4 % 1100) * interval '1 day', now() - (h.h4 % 1100) * interval '1 day'
from generate_series(1, $2::int) g
cross join lateral (select abs(hashint4(g)) as h1, abs(hashint4(g + 4000012)) as h2, abs(hashint4(g + 5000015)) as h3,
                           abs(hashint4(g + 6000018)) as h4, abs(hashint4(g + 7000021)) as h5,
                           abs(hashint4(g + 8000024)) % 100 as share) h
cross join (select array_agg(id order by name) as ids from accounts where name like $6 || '%') a`;

/**
 * 75 % of the parcels have a crop this season, 85 % had one last season. Crops are sown from 20 August (the 232nd day
 * of the year): this season is the one whose sowing has begun, and last season's crops are harvested by then.
 */
const CROPS_SQL = `
insert into crops (parcel_id, year, previous_crop, current_crop, stage, no_tolerance, estimated_seeding_date,
                   actual_seeding_date, seeding_type, risk_answers)
select ${parcelId('g')}, s.year,
       ($6::text[])[1 + h.h % cardinality($6::text[])],
       ($3::text[])[1 + (h.h / 7 + s.back) % cardinality($3::text[])],
       case when s.back = 0 then ($4::text[])[1 + (h.h / 11) % cardinality($4::text[])] else $7 end,
       h.h % 10 = 0,
       make_date(s.year, 8, 20) + ((h.h / 13) % 70)::int,
       case when s.back = 1 or (h.h / 17) % 3 > 0 then make_date(s.year, 8, 20) + ((h.h / 13) % 70)::int + 3 end,
       ($5::text[])[1 + (h.h / 19) % cardinality($5::text[])],
       case when s.back = 0 then case (h.h / 23) % 20 when 0 then $8::jsonb when 1 then $9::jsonb end end
from generate_series(1, $2::int) g
cross join lateral (select abs(hashint4(g + 9000027)) as h) h
cross join lateral (select extract(year from current_date - 232)::int - back as year, back from generate_series(0, 1) back) s
where (s.back = 0 and h.h % 100 < 75) or (s.back = 1 and (h.h / 100) % 100 < 85)`;

/**
 * Nine sensors in ten stand on a parcel (sensor BENCH-n on parcel n); the others are in stock. A parcel's location is
 * where its sensor reports from, as in the field: a sensor far from its parcel is an alert (and a scheduled job).
 */
const SENSOR_LINKS_SQL = `
with linked as (
  update sensors s set parcel_id = ${parcelId('n.n')}
  from (select id, substr(serial_number, length($2) + 1)::int as n from sensors where serial_number like $2 || '%') n
  where s.id = n.id and n.n <= $3::int and abs(hashint4(n.n + 10000030)) % 10 <> 0
  returning s.parcel_id, s.gps_lat, s.gps_long)
update parcels p set gps_lat = coalesce(l.gps_lat, p.gps_lat), gps_long = coalesce(l.gps_long, p.gps_long)
from linked l where p.id = l.parcel_id`;

/** Parcels shared with accounts: with two bench accounts each, and a quarter of them with the provider too. */
const SHARED_ACCOUNTS_SQL = `
insert into parcel_shared_accounts (parcel_id, account_id)
select p.id, t.account_id
from parcels p
cross join lateral (select abs(hashtext(p.id::text)) as h) h
cross join (select array_agg(id order by name) as ids from accounts where name like $1 || '%') a
cross join lateral (
  select a.ids[1 + (h.h + k) % array_length(a.ids, 1)] as account_id from generate_series(1, 2) k
  union all
  select account_id from users where lower(email) = lower($2) and h.h % 4 = 0) t
where 'targeted_account' = any(p.sharing_mode)
on conflict do nothing`;

/**
 * The bench users' favourite (BENCH_FAVOURITE), saved as the server saves one (features/favourites): every account
 * in reach (no account ids), nothing watched, not starred, so the demo's own favourites keep their places.
 */
const FAVOURITE_SQL = `
insert into favourites (user_id, name, postal_zones, crop_types)
select id, $2, $3::jsonb, $4::text[] from users where lower(email) = lower($1)
returning id`;

/** A crop in the field today or planned (decision 149): a parcel with one has a crop this season. */
const cropStandingToday = new PgDialect().sqlToQuery(cropStanding('c', sql`current_date`)).sql;

const STATS_SQL = `
select count(*)::int as total,
       count(*) filter (where exists (select 1 from sensors s where s.parcel_id = p.id))::int as "withSensor",
       count(*) filter (where exists (select 1 from crops c where c.parcel_id = p.id and ${cropStandingToday}))::int
         as "withCrop",
       count(*) filter (where p.sharing_mode <> '{private}')::int as shared,
       count(*) filter (where left(p.address->>'postalCode', 2) = any($2::text[]))::int as "inFavouriteZones"
from parcels p
where p.account_id in (select id from accounts where name like $1 || '%')`;

export type ParcelLoad = {
  total: number;
  withSensor: number;
  withCrop: number;
  shared: number;
  /** Bench parcels in BENCH_FAVOURITE's postal zones, whatever their crop. */
  inFavouriteZones: number;
  /** The id of each bench user's BENCH_FAVOURITE. */
  favouriteIds: Record<ScaleUser, string>;
  /** The ids of each SIZED_FAVOURITES favourite, by bench user. */
  sizedFavouriteIds: Record<SizedFavourite, Record<ScaleUser, string>>;
};

/** Saves a favourite for each bench user: its id by user. */
const saveFavourite = async (
  executor: SqlExecutor,
  favourite: typeof BENCH_FAVOURITE,
): Promise<Record<ScaleUser, string>> => {
  const ids = {} as Record<ScaleUser, string>;
  for (const user of SCALE_USER_NAMES) {
    const { id } = await selectOne<{ id: string }>(executor, FAVOURITE_SQL, [
      SCALE_USERS[user],
      favourite.name,
      JSON.stringify(favourite.postalZones),
      favourite.cropTypes,
    ]);
    ids[user] = id;
  }
  return ids;
};

/**
 * Inserts `parcels` parcels with their crops and sharing, puts the bench sensors on them, and saves the bench users'
 * favourite.
 */
export const loadParcels = async (executor: SqlExecutor, parcels: number): Promise<ParcelLoad> => {
  await executor.query(PARCELS_SQL, [
    PARCEL_ID_PREFIX,
    parcels,
    PARCEL_LABEL_WORDS,
    LABEL_ENDINGS,
    SOIL_TYPES,
    BENCH_ACCOUNT_PREFIX,
    SCALE_USERS.provider,
  ]);
  await executor.query(CROPS_SQL, [
    PARCEL_ID_PREFIX,
    parcels,
    CROP_MIX,
    CROP_STAGES,
    SEEDING_TYPES,
    PREVIOUS_CROPS,
    LAST_SEASON_STAGE,
    // Stored as the server stores them (decision 108): each answer with its day, today's, so that they all hold.
    JSON.stringify(datedAnswersToStore(FULL_ANSWERS, null, utcToday())),
    JSON.stringify(datedAnswersToStore(PARTIAL_ANSWERS, null, utcToday())),
  ]);
  await executor.query(SENSOR_LINKS_SQL, [PARCEL_ID_PREFIX, SERIAL_PREFIX, parcels]);
  await executor.query(SHARED_ACCOUNTS_SQL, [BENCH_ACCOUNT_PREFIX, SCALE_USERS.provider]);
  const favouriteIds = await saveFavourite(executor, BENCH_FAVOURITE);
  const sizedFavouriteIds = {} as ParcelLoad['sizedFavouriteIds'];
  for (const [size, favourite] of Object.entries(SIZED_FAVOURITES)) {
    sizedFavouriteIds[size as SizedFavourite] = await saveFavourite(executor, favourite);
  }
  const stats = await selectOne<Omit<ParcelLoad, 'favouriteIds' | 'sizedFavouriteIds'>>(executor, STATS_SQL, [
    BENCH_ACCOUNT_PREFIX,
    BENCH_FAVOURITE.postalZones.map((zone) => zone.value),
  ]);
  return { ...stats, favouriteIds, sizedFavouriteIds };
};
