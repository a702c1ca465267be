import type { WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import { HOUR_MS, SYNC_LOOKBACK_DAYS } from '@console/domain/weather/station-sync';
import { sql } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import { type Database, selectRows } from '../db/client.ts';
import { judgeStationSilence } from '../features/weather-syncs/service.ts';

type DemoStation = {
  network: WeatherLinkType;
  externalId: string;
  name: string;
  /** Shared by the farmer through Sencrop's module (decision 177). */
  sharedBy: string | null;
  /** Hours before now the station fell silent; 0 for one that reports. */
  silentHours: number;
  /** A few hundred metres to a few kilometres from the trap it serves, in degrees. */
  offset: [number, number];
};

/** The farm's two Sencrop stations (one silent for three days: its trap's issue opens), then two Weenat ones. */
const STATIONS: DemoStation[] = [
  {
    network: 'sencrop',
    externalId: 'RC-DEMO-11',
    name: 'Coteau nord',
    sharedBy: 'farmer@demo.test',
    silentHours: 0,
    offset: [0.012, 0.008],
  },
  {
    network: 'sencrop',
    externalId: 'RC-DEMO-12',
    name: 'Bas-fond',
    sharedBy: 'farmer@demo.test',
    silentHours: 72,
    offset: [0.005, -0.02],
  },
  {
    network: 'weenat',
    externalId: 'WN-DEMO-21',
    name: 'Plaine du Lot',
    sharedBy: null,
    silentHours: 0,
    offset: [-0.015, 0.01],
  },
  {
    network: 'weenat',
    externalId: 'WN-DEMO-22',
    name: 'Pech de Berre',
    sharedBy: null,
    silentHours: 0,
    offset: [0.02, 0.015],
  },
];

/**
 * The demo's partner stations (issue 43): traps of "Ferme des Demo" (then of another account) linked to stations of both networks, with the
 * last month of hours as the hourly sync would have stored them, and one station silent. No network has credentials
 * in the demo, so the sync itself stays off until staff set some.
 */
export const seedDemoWeatherStations = async (db: Database, now = clockNow()): Promise<void> => {
  const traps = await selectRows<{ id: string; lat: number; long: number }>(
    db,
    sql`select s.id, coalesce(s.gps_lat, p.gps_lat) as lat, coalesce(s.gps_long, p.gps_long) as long
        from sensors s join parcels p on p.id = s.parcel_id join accounts a on a.id = p.account_id
        where s.has_weather_sensor
        order by a.name = 'Ferme des Demo' desc, s.serial_number limit ${STATIONS.length}`,
  );
  const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - HOUR_MS;
  for (const [index, trap] of traps.entries()) {
    const station = STATIONS[index] as DemoStation;
    const newest = new Date(lastHour - station.silentHours * HOUR_MS);
    const oldest = new Date(lastHour - SYNC_LOOKBACK_DAYS * 24 * HOUR_MS);
    const [row] = await selectRows<{ id: string }>(
      db,
      sql`insert into weather_stations (network, external_id, name, lat, long, shared_by, last_hour, last_success_at,
                                        last_error, last_error_at, created_at)
          values (${station.network}, ${station.externalId}, ${station.name}, ${trap.lat + station.offset[0]},
                  ${trap.long + station.offset[1]}, ${station.sharedBy}, ${newest}, ${now},
                  ${station.silentHours > 0 ? '503 from api.sencrop.com: Service Unavailable' : null},
                  ${station.silentHours > 0 ? now : null}, ${oldest})
          returning id`,
    );
    // A mild, damp autumn: the temperature follows the day, the air is wetter at night, and it rains one hour in nine.
    await db.execute(sql`
      insert into station_hours (station_id, hour, temperature, humidity, rainfall)
      select ${row?.id}::uuid, h,
             round((9 + 5 * sin(2 * pi() * (extract(hour from h) - 9) / 24) + ${index})::numeric, 1),
             round((78 - 12 * sin(2 * pi() * (extract(hour from h) - 9) / 24))::numeric, 0),
             case when (extract(epoch from h)::bigint / 3600 + ${index}) % 9 = 0 then 0.8 else 0 end
      from generate_series(${oldest}::timestamptz, ${newest}::timestamptz, interval '1 hour') as h`);
    await db.execute(sql`update sensors set weather_source = ${station.network}, weather_station_id = ${station.externalId}
                         where id = ${trap.id}`);
  }
  for (const network of ['sencrop', 'weenat'] as const) await judgeStationSilence(db, network);
};
