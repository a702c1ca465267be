import { type SQL, sql } from 'drizzle-orm';
import { now } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { nightOf, nightStart } from '../../../db/nights.ts';
import { refreshAccountNights } from './night-kinds.ts';
import { lastNightOver } from './night-ranges.ts';
import { keepMonthTotals } from './parcel-totals.ts';
import { cropStageAt, leadDaysOf, nightRiskRules, type NightRiskRules, rebuildRiskNights } from './risk-nights.ts';

const MARK = 'sensor-nights';

/** Captures kept by a device through a week without network still land in their nights. */
const RECOUNTED_NIGHTS = 7;

/** A first run, or one after a long stop, builds at most this many nights back; older ones stay as they were. */
const MAX_CATCH_UP_NIGHTS = 14;

/**
 * The parcel the sensor served that night (decision 133): the last placement begun by the night's end (a first
 * placement also owns the captures before it) and not ended before its start.
 */
const servedParcel = sql`(
  select sp.parcel_id from sensor_placements sp
  where sp.sensor_id = s.id and (sp.placed_at < ${nightStart(sql`g.night + 1`)} or sp.from_first_capture)
    and (sp.removed_at is null or sp.removed_at > ${nightStart(sql`g.night`)})
  order by sp.placed_at desc limit 1)`;

/**
 * Counts the nights `first` to `last` of the sensors `where` picks (over sensor `s` and night `g`) into
 * `sensor_nights`: their captures and slugs, the parcel each served and whether the night was owed. A night counted
 * again keeps having been contacted.
 */
const upsertSensorNights = (
  db: Database,
  { sensitive, packs }: NightRiskRules,
  { first, last, where }: { first: SQL; last: SQL; where: SQL },
) =>
  db.execute(sql`
    insert into sensor_nights (sensor_id, night, account_id, parcel_id, expected, contacted, captures, slugs,
                               weather_captures, last_measured_at, last_received_at)
    select s.id, g.night, s.account_id, pl.parcel_id,
           coalesce(${cropStageAt(sql`pl.parcel_id`, sql`g.night`, leadDaysOf(sql`pp.country`, packs))} = any(${sensitive}), false),
           coalesce(c.contacted, false) or ${nightOf(sql`s.last_contact_at`)} = g.night,
           coalesce(c.captures, 0), coalesce(c.slugs, 0), coalesce(c.weather_captures, 0), c.last_measured_at,
           c.last_received_at
    from sensors s
    cross join (select d::date as night
                from generate_series(${first}, ${last}, interval '1 day') as d) g
    cross join lateral (select ${servedParcel} as parcel_id) pl
    left join parcels pp on pp.id = pl.parcel_id
    left join lateral (
      select count(*)::int as captures, sum(r.slug_count)::int as slugs,
             (count(*) filter (where r.temperature is not null))::int as weather_captures,
             max(r.measured_at) as last_measured_at,
             max(r.received_at) as last_received_at, bool_or(${nightOf(sql`r.received_at`)} = g.night) as contacted
      from readings r
      where r.sensor_id = s.id and r.measured_at >= ${nightStart(sql`g.night`)}
        and r.measured_at < ${nightStart(sql`g.night + 1`)}) c on true
    where ${where}
    on conflict (sensor_id, night) do update set
      account_id = excluded.account_id, parcel_id = excluded.parcel_id, expected = excluded.expected,
      contacted = sensor_nights.contacted or excluded.contacted, captures = excluded.captures,
      slugs = excluded.slugs, weather_captures = excluded.weather_captures,
      last_measured_at = excluded.last_measured_at,
      last_received_at = excluded.last_received_at`);

/** One sensor's night counted now, ahead of the fold: a count corrected before the fold reached its night. */
export const foldSensorNight = async (db: Database, sensorId: string, night: string, rules: NightRiskRules) => {
  await upsertSensorNights(db, rules, {
    first: sql`${night}::date`,
    last: sql`${night}::date`,
    where: sql`s.id = ${sensorId}`,
  });
};

/**
 * Folds captures and contacts into `sensor_nights` (decision 140). Every sensor gets a row for each night that began
 * since the last run, so a silent one shows as such; the sensors heard from since then have their last nights counted
 * again from their captures, so late captures land in their night; then the nights it touched are counted again per
 * account, and every parcel's totals over the date filter's month (decision 182). Run every quarter of an hour;
 * `from` rebuilds every sensor's nights from that day instead, and the parcels' risk on the nights no run kept (the
 * demo data, the scale data set, a first installation).
 */
export const foldSensorNights = async (
  db: Database,
  { from, at = now() }: { from?: string; at?: Date } = {},
): Promise<void> => {
  const rules = await nightRiskRules(db);
  const atTime = sql`${at.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    const mark = sql`(select folded_until from read_model_marks where name = ${MARK})`;
    const lastNight = from
      ? sql`${from}::date - 1`
      : sql`coalesce(${nightOf(mark)}, ${nightOf(atTime)} - ${MAX_CATCH_UP_NIGHTS}::int)`;
    const firstNight = from
      ? sql`${from}::date`
      : sql`greatest(${lastNight} - ${RECOUNTED_NIGHTS}::int, ${nightOf(atTime)} - ${MAX_CATCH_UP_NIGHTS}::int)`;
    const touched = from
      ? sql`true`
      : sql`s.last_contact_at >= coalesce(${mark}, '-infinity') or g.night > ${lastNight}`;
    await upsertSensorNights(tx, rules, { first: firstNight, last: nightOf(atTime), where: touched });
    // Each parcel's level as the night ends: rewritten while the night runs, kept once it is over.
    await tx.execute(sql`
      insert into parcel_risk_nights (parcel_id, night, account_id, risk_level)
      select p.id, ${nightOf(atTime)}, p.account_id, p.risk_level from parcels p
      on conflict (parcel_id, night) do update set account_id = excluded.account_id, risk_level = excluded.risk_level
      where (parcel_risk_nights.account_id, parcel_risk_nights.risk_level)
            is distinct from (excluded.account_id, excluded.risk_level)`);
    if (from) await rebuildRiskNights(tx, sql`${from}::date`, atTime, rules);
    await refreshAccountNights(tx, firstNight);
    await keepMonthTotals(tx, lastNightOver(at));
    await tx.execute(sql`
      insert into read_model_marks (name, folded_until) values (${MARK}, ${atTime})
      on conflict (name) do update set folded_until = excluded.folded_until`);
  });
};
