import { utcToday } from '@console/domain/risk/risk-answers';
import type { Reading } from '@console/domain/sensor/reading.schema';
import { eq, inArray, sql } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { ensureReadingMonths } from '../db/reading-partitions.ts';
import { accounts, sensors } from '../db/schema.ts';
import { detectSilentSensors } from '../features/issues/service.ts';
import { ingestReadings } from '../features/device-api/service.ts';
import { hashDeviceSecret } from '../features/sensors/service.ts';
import { addressOf, communesOf, pointNear, type DemoCommune } from './places.ts';
import { lastSeasonsSowing, thisSeasonsSowing } from './sowing-calendar.ts';

const DEMO_FARMS: { name: string; provider: string; sensors: number }[] = [
  { name: 'Ferme des Demo', provider: 'Agri Distribution Demo', sensors: 40 },
  { name: 'Ferme du Nouveau', provider: 'Agri Distribution Demo', sensors: 10 },
  { name: 'Hof Demo', provider: 'Agri Distribution Demo', sensors: 25 },
  { name: 'Granja Demo', provider: 'Agri Distribution Demo', sensors: 20 },
  { name: 'Demo Farm Ltd', provider: 'Agri Distribution Demo', sensors: 20 },
  { name: 'Outback Demo Station', provider: 'Agri Supply Australia', sensors: 25 },
];
const PROVIDER_SENSORS = 10;
const TAGS = ['colza', 'cereales', 'bio', 'essai', 'irrigue', 'bordure'];
/** Sensors whose last captures show a fault, and sensors that went quiet, so the console has work to show. */
const FAULTS: Partial<Reading>[] = [
  { deviceState: 'maintenance' },
  { batteryVoltage: 11.1 },
  { shutter: 'opened' },
  { usbFillRate: 94 },
  { gps: null },
  { deviceState: 'theft' },
];
const SILENT_SENSORS = 4;
/** The weeks of captures up to the day the demo is seeded, and as many of last season's slug window. */
const SEASON_DAYS = 75;
const DAY_MS = 86_400_000;

/** Last season's captures begin once its first autumn crop (oilseed rape) is up: three weeks after its sowing. */
const RISEN_DAYS = 21;

/**
 * Last season's slug window in a hemisphere, whatever the day the demo is seeded: while last season's crops come up
 * and grow out of danger.
 */
const lastSlugWindow = (isSouthern: boolean, now: Date) => {
  const rapeseed = { type: 'colza', isSouthern } as const;
  const sownOn = new Date(lastSeasonsSowing(rapeseed, thisSeasonsSowing(rapeseed, utcToday(now))));
  const from = new Date(sownOn.getTime() + RISEN_DAYS * DAY_MS);
  return { from, to: new Date(from.getTime() + SEASON_DAYS * DAY_MS) };
};

/** The first day the demo has captures of, in either hemisphere. */
export const demoCapturesSince = (now: Date): Date =>
  new Date(Math.min(lastSlugWindow(false, now).from.getTime(), lastSlugWindow(true, now).from.getTime()));

// A small deterministic generator: the same demo every time it is seeded.
const random = (() => {
  let state = 42;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
})();
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const gpsNear = (place: DemoCommune) => {
  const { lat, long } = pointNear(place, random(), random());
  return { gpsLat: lat, gpsLong: long };
};

const ensureAccount = async (db: Database, name: string, values: typeof accounts.$inferInsert) => {
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  if (existing) return existing.id;
  const [created] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  if (!created) throw new Error(`demo account ${name} not created`);
  return created.id;
};

/**
 * About 150 sensors across the demo accounts in five countries, with two seasons of hourly captures generated in
 * SQL (the last weeks up to `now` and last season's slug window in the sensor's hemisphere), then a few faults and
 * silences replayed through the real ingestion and issue rules.
 */
export const seedDemoFleet = async (db: Database, now = clockNow()): Promise<void> => {
  const australia = await ensureAccount(db, 'Agri Supply Australia', {
    type: 'provider',
    name: 'Agri Supply Australia',
    postalAddress: addressOf('Agri Supply Australia'),
  });
  const providerIds: Record<string, string> = {
    'Agri Distribution Demo': await ensureAccount(db, 'Agri Distribution Demo', {
      type: 'provider',
      name: 'Agri Distribution Demo',
    }),
    'Agri Supply Australia': australia,
  };

  const fleet: (typeof sensors.$inferInsert)[] = [];
  // An account's sensors stand around its communes in turn, each within a few kilometres of the centre.
  const addSensors = (accountId: string, communes: readonly DemoCommune[], count: number) => {
    for (let i = 0; i < count; i++) {
      const place = communes[i % communes.length] as DemoCommune;
      fleet.push({
        serialNumber: `SLG-${place.country}-${String(fleet.length + 1).padStart(4, '0')}`,
        accountId,
        usage: pick(['selling', 'selling', 'renting', 'support'] as const),
        hasWeatherSensor: random() < 0.7,
        hasProviderSupport: random() < 0.4,
        tags: TAGS.filter(() => random() < 0.25),
        deviceSecretHash: hashDeviceSecret(crypto.randomUUID()),
        // As the devices report them (decision 171): boards B and a quarter of C; one trap in ten not updated since 2.2.
        hardwareRevision: fleet.length % 4 === 3 ? 'C' : 'B',
        firmwareVersion: fleet.length % 10 === 0 ? '2.2.0' : '2.3.1',
        ...gpsNear(place),
      });
    }
  };
  addSensors(providerIds['Agri Distribution Demo'] as string, communesOf('Agri Distribution Demo'), PROVIDER_SENSORS);
  for (const farm of DEMO_FARMS) {
    const farmId = await ensureAccount(db, farm.name, {
      type: 'farmer',
      name: farm.name,
      providerId: providerIds[farm.provider],
      postalAddress: addressOf(farm.name),
    });
    addSensors(farmId, communesOf(farm.name), farm.sensors);
  }
  const created = await db.insert(sensors).values(fleet).returning({ id: sensors.id, lat: sensors.gpsLat });
  const ids = created.map((row) => row.id);

  await generateSeason(db, ids, new Date(now.getTime() - SEASON_DAYS * DAY_MS), new Date(now.getTime() - 3_600_000));
  for (const isSouthern of [false, true]) {
    const inHemisphere = created.filter((row) => (row.lat ?? 0) < 0 === isSouthern).map((row) => row.id);
    const { from, to } = lastSlugWindow(isSouthern, now);
    await generateSeason(db, inHemisphere, from, to);
  }
  await adoptLatestReadings(db, ids);

  // Faults arrive as real captures so that the issue rules open them as they would in the field.
  for (const [index, fault] of FAULTS.entries()) {
    const sensorId = ids[index * 7 + 3] as string;
    const [sensor] = await db
      .select({ lat: sensors.gpsLat, long: sensors.gpsLong })
      .from(sensors)
      .where(eq(sensors.id, sensorId));
    await ingestReadings(db, sensorId, [
      {
        id: crypto.randomUUID(),
        measuredAt: new Date(now.getTime() - 5 * 60_000).toISOString(),
        slugCount: 1,
        temperature: 9,
        humidity: 88,
        rainfall: 0,
        batteryVoltage: 12.4,
        deviceState: 'init',
        linuxState: 'ready',
        shutter: 'closed',
        usbFillRate: 40,
        gps: sensor?.lat != null && sensor.long != null ? { lat: sensor.lat, long: sensor.long } : null,
        ...fault,
      },
    ]);
  }
  const silent = ids.slice(-SILENT_SENSORS);
  const silentSince = new Date(now.getTime() - 3 * DAY_MS);
  await db
    .update(sensors)
    .set({ lastContactAt: silentSince, lastMeasuredAt: silentSince })
    .where(inArray(sensors.id, silent));
  await db.execute(
    sql`delete from readings where sensor_id in ${silent} and measured_at > ${silentSince.toISOString()}::timestamptz`,
  );
  await detectSilentSensors(db);
};

/**
 * Hourly captures for every sensor between two instants. Slugs feed at night and in wet weather, the
 * season peaks in its middle weeks without dying out at its ends, and each sensor has its own pressure, drawn from
 * its serial number so every seeding gives a sensor the same one (and its parcel much the same risk). Ids count the
 * hours of the season after the sensor's own id, so a capture's id is the fleet's only (its photo is found by it).
 */
const generateSeason = async (db: Database, sensorIds: string[], from: Date, to: Date) => {
  await ensureReadingMonths(db, from, to);
  const [start, end] = [from.toISOString(), to.toISOString()];
  // Float arithmetic and one hour extraction per row: numeric rounding and uuid generation triple the cost on PGlite.
  await db.execute(sql`
    insert into readings (sensor_id, id, measured_at, received_at, slug_count, temperature, humidity, rainfall,
                          battery_voltage, device_state, linux_state, shutter, usb_fill_rate, gps_lat, gps_long)
    select s.id, (left(s.id::text, 8) || '-0000-4000-8000-' || lpad(to_hex(t.n), 12, '0'))::uuid, t.at, t.at + h.delay,
           greatest(0, floor(s.pressure * (0.3 + 0.7 * sin(pi() * (0.1 + 0.8 * t.n / t.total))) * h.night * (0.3 + random() * 1.4)))::int,
           case when s.has_weather_sensor then round((9 + 5 * sin(2 * pi() * (h.hour - 9) / 24) + random() * 3) * 10) / 10 end,
           case when s.has_weather_sensor then least(100, round(72 + 18 * h.night + random() * 10)) end,
           case when s.has_weather_sensor then case when random() < 0.08 then round(random() * 30) / 10 else 0 end end,
           round((12.2 + 0.4 * sin(2 * pi() * (h.hour - 14) / 24) + random() * 0.1) * 100) / 100,
           'init', 'ready', 'closed', least(89, 5 + t.n / 72), s.gps_lat, s.gps_long
    from (select id, has_weather_sensor, gps_lat, gps_long, 2 + abs(hashtext(serial_number)) % 10 as pressure
          from sensors where id in ${sensorIds}) s
    cross join (select at, (row_number() over (order by at))::int as n,
                       (extract(epoch from ${end}::timestamptz - ${start}::timestamptz) / 3600)::int + 1 as total
                from generate_series(${start}::timestamptz, ${end}::timestamptz, interval '1 hour') as g(at)) t
    cross join lateral (select extract(hour from t.at) as hour,
                               case when extract(hour from t.at) >= 20 or extract(hour from t.at) < 7 then 1.0 else 0.15 end as night,
                               -- A capture reaches the console within minutes, through the device's mobile network.
                               make_interval(secs => 30 + random() * 900) as delay) h
    on conflict do nothing`);
};

/** A sensor's status is what its newest capture says. */
const adoptLatestReadings = async (db: Database, sensorIds: string[]) => {
  await db.execute(sql`
    update sensors s set
      state = 'EnService', device_state = r.device_state, linux_state = r.linux_state, shutter = r.shutter,
      battery_voltage = r.battery_voltage, usb_fill_rate = r.usb_fill_rate, last_slug_count = r.slug_count,
      last_measured_at = r.measured_at, last_contact_at = r.measured_at
    from (select distinct on (sensor_id) * from readings where sensor_id in ${sensorIds}
          order by sensor_id, measured_at desc) r
    where s.id = r.sensor_id`);
};
