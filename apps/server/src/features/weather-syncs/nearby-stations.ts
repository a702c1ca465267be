import {
  NEARBY_STATION_KM,
  NEARBY_STATIONS_MAX,
  type NearbyStation,
} from '@console/domain/weather/weather-sync.schema';
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { metersBetween } from '../../db/geo-distance.ts';
import { isoUtc } from '../../db/iso-time.ts';

/** Degrees of latitude in NEARBY_STATION_KM, with a margin: the box an index-free scan narrows to first. */
const BOX_DEGREES = NEARBY_STATION_KM / 100;

/**
 * The stations within NEARBY_STATION_KM of `position` that `accountId` may use, nearest first (decision 177): every
 * station a network lists to the console, except a Sencrop station a farmer shared, which only that farmer's account
 * is offered. Stations of a network without credentials are not offered: their data could not be read.
 */
export const stationsNear = (
  db: Database,
  position: { lat: number; long: number },
  accountId: string,
  networks: readonly string[],
): Promise<NearbyStation[]> => {
  if (networks.length === 0) return Promise.resolve([]);
  const distance = metersBetween(
    sql`${position.lat}::float8`,
    sql`${position.long}::float8`,
    sql`ws.lat`,
    sql`ws.long`,
  );
  const longDegrees = BOX_DEGREES / Math.max(Math.cos((position.lat * Math.PI) / 180), 0.1);
  return selectRows<NearbyStation>(
    db,
    sql`select * from (
          select ws.network, ws.external_id as "externalId", ws.name,
                 round((${distance} / 1000)::numeric, 1)::float8 as "distanceKm",
                 ${isoUtc(sql`ws.last_hour`)} as "lastHour"
          from weather_stations ws
          where ws.network = any(${sql.param(networks)}::text[])
            and ws.lat between ${position.lat - BOX_DEGREES} and ${position.lat + BOX_DEGREES}
            and ws.long between ${position.long - longDegrees} and ${position.long + longDegrees}
            and (ws.shared_by is null
                 or exists (select 1 from users u where u.account_id = ${accountId} and lower(u.email) = lower(ws.shared_by)))
        ) near
        where "distanceKm" <= ${NEARBY_STATION_KM}
        order by "distanceKm", network, "externalId"
        limit ${NEARBY_STATIONS_MAX}`,
  );
};
