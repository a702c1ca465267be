import { thresholdOf } from '@console/domain/issue/issue-rule-settings';
import { type SQL, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { type Database, selectRows } from '../../db/client.ts';
import type { LinkedStation } from '@console/domain/weather/weather-sync.schema';
import { readSetting } from '../../db/settings-store.ts';
import { isoUtc } from '../../db/iso-time.ts';

/*
 * What the rest of the console reads of a partner station (decision 176): the station a sensor links to, whether it
 * is silent, and its hours. A silent station gives way to the sensor's own weather, and the pages say so.
 */

/** Before this instant a station's last hour makes it silent: the issue rules' threshold for absence_station_meteo. */
export const stationSilenceSince = async (db: Database): Promise<Date> =>
  new Date(now().getTime() - thresholdOf(await readSetting(db, 'issueRules'), 'absence_station_meteo') * 3_600_000);

/** The partner station of the sensor `sensor` (a `sensors` row alias), joined as `ws`: a `left join` target. */
export const linkedStationJoin = (sensor: SQL) =>
  sql`weather_stations ws on ws.network = ${sensor}.weather_source and ws.external_id = ${sensor}.weather_station_id`;

/** The station joined as `ws` as JSON `{ network, externalId, name, lastHour, isSilent }`, null without one. */
export const linkedStationJson = (silentSince: Date) =>
  sql`case when ws.id is not null then json_build_object(
        'network', ws.network, 'externalId', ws.external_id, 'name', ws.name, 'lastHour', ${isoUtc(sql`ws.last_hour`)},
        'isSilent', coalesce(ws.last_hour, ws.created_at) < ${silentSince}) end`;

/** Whether the station joined as `ws` serves the weather: linked and heard from within the threshold. */
export const stationServes = (silentSince: Date) => sql`(ws.id is not null and ws.last_hour >= ${silentSince})`;

/** The partner station of the sensor `sensorWhere` picks (on `sensors s`), as the pages name it; null without one. */
export const selectLinkedStation = async (db: Database, sensorWhere: SQL): Promise<LinkedStation | null> => {
  const silentSince = await stationSilenceSince(db);
  const [row] = await selectRows<{ station: LinkedStation }>(
    db,
    sql`select ${linkedStationJson(silentSince)} as station
        from sensors s join ${linkedStationJoin(sql`s`)} where ${sensorWhere} limit 1`,
  );
  return row?.station ?? null;
};
