import { performance } from 'node:perf_hooks';
import type { Database } from '../../apps/server/src/db/client.ts';
import { ensureReadingMonths } from '../../apps/server/src/db/reading-partitions.ts';
import { foldSensorNights } from '../../apps/server/src/features/dashboard/service.ts';
import { refreshParcelRisks } from '../../apps/server/src/features/parcels/service.ts';
import {
  BENCH_ACCOUNT_PREFIX,
  BENCH_FARMS,
  BENCH_PROVIDERS,
  DEVICE_SECRET_PREFIX,
  HISTORY_HOURS,
  SCALE_USERS,
  SERIAL_PREFIX,
} from './scale-config.ts';
import { loadParcels, type ParcelLoad } from './scale-parcel-data.ts';
import { loadPhotos, type PhotoLoad } from './scale-photo-data.ts';
import { selectOne, selectRows, type SqlExecutor } from './sql-executor.ts';

/**
 * The scale data set, generated inside the database (as apps/server/src/demo/fleet.ts does): a few provider and
 * farmer accounts, N sensors with a known device secret, 90 days of hourly readings for each, and 5 N parcels
 * (scale-parcel-data.ts) with the sensors standing on them, and a month of photos for a tenth of the sensors
 * (scale-photo-data.ts).
 *
 * Readings are inserted hour by hour for all sensors, as devices would send them, so one sensor's history is
 * spread over the table (about one row per heap page) as in production, and the primary key grows as it would.
 */

export type ScaleLoad = {
  accounts: number;
  sensors: number;
  /** Readings of the scale set alone. */
  readings: number;
  /** Every reading in the database, the demo fleet's included. */
  allReadings: number;
  insertSeconds: number;
  vacuumSeconds: number;
  /** The newest generated capture (epoch ms, on the hour): ingestion sends captures after it. */
  lastCaptureAt: number;
  firstCaptureAt: number;
  parcels: ParcelLoad & {
    /** Every parcel in the database by stored level, as the server's refresh left them. */
    riskLevels: Record<string, number>;
    riskSeconds: number;
  };
  photos: PhotoLoad;
};

const HOUR_MS = 3_600_000;
/** Hours per insert statement: 240 000 rows at SCALE=1. */
const CHUNK_HOURS = 24;

const ACCOUNTS_SQL = `
insert into accounts (type, name)
select 'provider', $1 || 'provider ' || g from generate_series(1, $2::int) g`;

/** The farms go round the bench providers and the demo provider, so the provider user has farmers at scale. */
const FARMS_SQL = `
insert into accounts (type, name, provider_id)
select 'farmer', $1 || 'farm ' || lpad(g::text, 3, '0'), p.ids[1 + g % array_length(p.ids, 1)]
from generate_series(1, $2::int) g
cross join (select array_agg(id order by name) as ids from accounts
            where (type = 'provider' and name like $1 || 'provider %')
               or id = (select account_id from users where lower(email) = lower($3))) p`;

/**
 * Sensors spread over the bench accounts. Attributes come from hashes of the index, so every run builds the same
 * fleet: about 74 % EnService and half of them for sale, each sensor's last contact in the hour after its last
 * capture. The device secret hash is SHA-256 hex, as apps/server/src/features/sensors/service.ts hashDeviceSecret.
 */
const SENSORS_SQL = `
insert into sensors (serial_number, account_id, usage, has_weather_sensor, has_provider_support, tags,
                     device_secret_hash, state, device_state, linux_state, shutter, battery_voltage, usb_fill_rate,
                     gps_lat, gps_long, last_slug_count, last_measured_at, last_contact_at, created_at)
select h.serial, a.ids[1 + h.h1 % array_length(a.ids, 1)],
       (array['selling', 'selling', 'renting', 'support'])[1 + h.h2 % 4],
       h.h3 % 10 < 7, h.h3 % 10 >= 6,
       array(select tag from unnest(array['colza', 'cereales', 'bio', 'essai', 'irrigue', 'bordure'])
                             with ordinality u(tag, i)
             where (h.h4 >> i::int) % 4 = 0),
       encode(sha256(convert_to($3 || h.serial, 'UTF8')), 'hex'),
       st.state, st.device_state, st.linux_state, 'closed',
       round(11.8 + (h.h1 % 100) / 100.0, 2), h.h2 % 90,
       43.5 + (h.h2 % 6000) / 1000.0, -0.5 + (h.h3 % 6000) / 1000.0,
       h.h4 % 20, $4::timestamptz, $4::timestamptz + (h.h1 % 3600) * interval '1 second',
       $4::timestamptz - interval '${HISTORY_HOURS} hours'
from generate_series(1, $1::int) g
cross join lateral (select $2 || lpad(g::text, 6, '0') as serial,
                           abs(hashint4(g)) as h1, abs(hashint4(g + 1000003)) as h2,
                           abs(hashint4(g + 2000006)) as h3, abs(hashint4(g + 3000009)) as h4) h
cross join (select array_agg(id order by name) as ids from accounts where name like $5 || '%') a
cross join lateral (
  select v.state, v.device_state, v.linux_state
  from (values (0, 'EnService', 'init', 'ready'), (74, 'Acquisition', 'acquisition', 'acquiring'),
               (82, 'Traitement', 'init', 'processing'), (87, 'Maintenance', 'maintenance', 'ready'),
               (91, 'Defaut', 'fault', 'fault'), (94, 'Vol', 'theft', 'ready'), (95, 'Arrete', 'storage', 'stop'))
       as v(low, state, device_state, linux_state)
  where v.low <= (h.h1 / 7) % 100
  order by v.low desc
  limit 1) st`;

/**
 * One chunk of hours for every scale sensor. The per-hour values (id, time, day/night factors) are computed once
 * per hour, not per row; ids count the hours of the history, as in demo/fleet.ts. Values: float arithmetic only.
 * $1 first capture, $2..$3 hour indexes, $4 UTC hour of the first capture, $5 hours in the history, $6 serial LIKE.
 */
/**
 * A year's subscription for each bench account with sensors for sale, covering them (seats), as the affectation rule
 * asks: otherwise their parcels' risk would be withheld (decision 132) and read unmeasured.
 */
const SUBSCRIPTIONS_SQL = `
with plan as (
  insert into subscription_plans (code, labels, countries, kind, duration_months)
  values ('BENCH-YEAR', '{"fr": "Bench", "en": "Bench", "de": "Bench", "es": "Bench"}', '{FR}', 'duration', 12)
  returning id),
sold as (select id, account_id from sensors where serial_number like $1 || '%' and usage = 'selling'),
held as (
  insert into subscriptions (account_id, plan_id, starts_on, ends_on, grace_days, zone_id, auto_renew)
  select holders.account_id, plan.id, current_date - 180, current_date + 185, 14, 'Europe/Paris', false
  from (select distinct account_id from sold) holders cross join plan
  returning id, account_id)
insert into subscription_seats (subscription_id, sensor_id)
select held.id, sold.id from held join sold on sold.account_id = held.account_id`;

const READINGS_SQL = `
insert into readings (sensor_id, id, measured_at, slug_count, temperature, humidity, rainfall, battery_voltage,
                      device_state, linux_state, shutter, usb_fill_rate, gps_lat, gps_long)
select s.id, t.id, t.at,
       greatest(0, floor(s.pressure * t.pressure_factor * (0.3 + random() * 1.4)))::int,
       case when s.has_weather_sensor then round((t.temperature_base + random() * 3) * 10) / 10 end,
       case when s.has_weather_sensor then least(100, round(t.humidity_base + random() * 10)) end,
       case when s.has_weather_sensor then case when random() < 0.08 then round(random() * 30) / 10 else 0 end end,
       round((t.battery_base + random() * 0.1) * 100) / 100,
       'init', 'ready', 'closed', t.usb, s.gps_lat, s.gps_long
from (select n, ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid as id,
             $1::timestamptz + n * interval '1 hour' as at,
             sin(pi() * (n + 1) / ($5::int + 1)) * h.night as pressure_factor,
             9 + 5 * sin(2 * pi() * (h.hour - 9) / 24) as temperature_base,
             72 + 18 * h.night as humidity_base,
             12.2 + 0.4 * sin(2 * pi() * (h.hour - 14) / 24) as battery_base,
             least(89, 5 + n / 72) as usb
      from generate_series($2::int, $3::int) n
      cross join lateral (select ($4::int + n) % 24 as hour,
                                 case when ($4::int + n) % 24 >= 20 or ($4::int + n) % 24 < 7 then 1.0 else 0.15 end
                                   as night) h) t
cross join (select id, has_weather_sensor, gps_lat, gps_long, 2 + abs(hashtext(id::text)) % 10 as pressure
            from sensors where serial_number like $6) s`;

const count = async (executor: SqlExecutor, text: string, params: unknown[] = []) =>
  Number((await selectOne<{ n: string | number }>(executor, text, params)).n);

/** Runs the chunks on `parallelism` connections at once, logging progress about every 10 %. */
const insertReadings = async (
  executor: SqlExecutor,
  firstCaptureAt: number,
  log: (message: string) => void,
): Promise<void> => {
  const chunks: [number, number][] = [];
  for (let from = 0; from < HISTORY_HOURS; from += CHUNK_HOURS) {
    chunks.push([from, Math.min(HISTORY_HOURS, from + CHUNK_HOURS) - 1]);
  }
  const firstHour = new Date(firstCaptureAt).getUTCHours();
  let next = 0;
  let done = 0;
  let lastLogged = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < chunks.length) {
      const [from, to] = chunks[next++] as [number, number];
      await executor.query(READINGS_SQL, [
        new Date(firstCaptureAt).toISOString(),
        from,
        to,
        firstHour,
        HISTORY_HOURS,
        `${SERIAL_PREFIX}%`,
      ]);
      done += 1;
      if (done / chunks.length - lastLogged >= 0.1 || done === chunks.length) {
        lastLogged = done / chunks.length;
        log(`  readings: ${Math.round(lastLogged * 100)} % (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      }
    }
  };
  await Promise.all(Array.from({ length: executor.parallelism }, worker));
};

/**
 * Loads the data set. `db` is a drizzle instance configured like the server's: the parcels' risk levels are
 * stored by the server's own refreshParcelRisks, as its hourly job does, so that job finds nothing to change
 * during the run.
 */
export const loadScaleData = async (
  executor: SqlExecutor,
  db: Database,
  size: { sensors: number; parcels: number },
  log: (message: string) => void,
  now = Date.now(),
): Promise<ScaleLoad> => {
  const { sensors } = size;
  // The history ends an hour before the current hour, like the demo fleet; ingestion continues from there.
  const lastCaptureAt = Math.floor(now / HOUR_MS) * HOUR_MS - HOUR_MS;
  const firstCaptureAt = lastCaptureAt - (HISTORY_HOURS - 1) * HOUR_MS;
  const insertStart = performance.now();
  await executor.query(ACCOUNTS_SQL, [BENCH_ACCOUNT_PREFIX, BENCH_PROVIDERS]);
  await executor.query(FARMS_SQL, [BENCH_ACCOUNT_PREFIX, BENCH_FARMS, SCALE_USERS.provider]);
  await executor.query(SENSORS_SQL, [
    sensors,
    SERIAL_PREFIX,
    DEVICE_SECRET_PREFIX,
    new Date(lastCaptureAt).toISOString(),
    BENCH_ACCOUNT_PREFIX,
  ]);
  await executor.query(SUBSCRIPTIONS_SQL, [SERIAL_PREFIX]);
  log(`  ${sensors} sensors inserted; inserting ${(sensors * HISTORY_HOURS).toLocaleString('en')} readings…`);
  // The history's months get their partitions first, as the demo's season does.
  await ensureReadingMonths(db, new Date(firstCaptureAt), new Date(lastCaptureAt));
  await insertReadings(executor, firstCaptureAt, log);
  log(`  inserting ${size.parcels} parcels, their crops and sharing…`);
  const parcelLoad = await loadParcels(executor, size.parcels);
  log('  inserting the photos…');
  const photos = await loadPhotos(executor, lastCaptureAt);
  log(`  ${photos.images} photos of ${photos.sensors} sensors, nights ${photos.range.from} to ${photos.range.to}`);
  const insertSeconds = (performance.now() - insertStart) / 1000;

  // What autovacuum would have done long before a real table got this big: statistics and the visibility map.
  const vacuumStart = performance.now();
  log('  vacuum (analyze)…');
  await executor.query(
    'vacuum (analyze) readings, sensors, accounts, parcels, crops, parcel_shared_accounts, favourites, ' +
      'subscriptions, subscription_seats, capture_images',
  );
  const vacuumSeconds = (performance.now() - vacuumStart) / 1000;

  // After the vacuum, so that the nightly counts read the readings key alone (the visibility map is set).
  log('  risk levels (refreshParcelRisks)…');
  const riskStart = performance.now();
  await refreshParcelRisks(db);
  // The refresh rewrote the parcels whose level moved.
  await executor.query('vacuum (analyze) parcels');
  const riskSeconds = (performance.now() - riskStart) / 1000;
  // The dashboards' read models, as their quarter-hourly job keeps them, over the whole history (decision 140).
  log('  dashboard nights (foldSensorNights)…');
  const nightsStart = performance.now();
  await foldSensorNights(db, { from: new Date(firstCaptureAt).toISOString().slice(0, 10), at: new Date(now) });
  await executor.query('vacuum (analyze) sensor_nights, parcel_risk_nights');
  log(`  dashboard nights built in ${((performance.now() - nightsStart) / 1000).toFixed(1)} s`);
  if (executor.kind === 'postgres') {
    // So that the measurements do not pay for the load's checkpoint (needs superuser or pg_checkpoint; optional).
    await executor.query('checkpoint').catch(() => undefined);
  }

  const allReadings = await count(executor, 'select count(*) as n from readings');
  // The other sensors (the demo fleet) are few: counting theirs is cheaper than joining 20 M rows.
  const otherReadings = await count(
    executor,
    'select count(*) as n from readings where sensor_id in (select id from sensors where serial_number not like $1)',
    [`${SERIAL_PREFIX}%`],
  );
  const levels = await selectRows<{ level: string; n: number }>(
    executor,
    'select risk_level as level, count(*)::int as n from parcels group by 1 order by 1',
  );
  return {
    accounts: await count(executor, `select count(*) as n from accounts where name like $1 || '%'`, [
      BENCH_ACCOUNT_PREFIX,
    ]),
    sensors: await count(executor, 'select count(*) as n from sensors where serial_number like $1', [
      `${SERIAL_PREFIX}%`,
    ]),
    readings: allReadings - otherReadings,
    allReadings,
    insertSeconds,
    vacuumSeconds,
    lastCaptureAt,
    firstCaptureAt,
    parcels: { ...parcelLoad, riskLevels: Object.fromEntries(levels.map((row) => [row.level, row.n])), riskSeconds },
    photos,
  };
};
