import type { WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { readSetting } from '../../db/settings-store.ts';
import { closeIssuesWhere, openIssuesWhere } from '../issues/service.ts';
import { solveTicketsOfClosedIssues } from '../support/service.ts';
import { stationSilenceSince } from './station-weather.ts';

/**
 * After a run of `network` (decision 176): the traps whose station has stored nothing for the issue rules' threshold
 * (48 h by default) get `absence_station_meteo`, and those whose station reports again have it closed. A station
 * never heard from counts from when it was first linked.
 */
export const judgeStationSilence = async (db: Database, network: WeatherLinkType) => {
  const [rules, silentSince] = await Promise.all([readSetting(db, 'issueRules'), stationSilenceSince(db)]);
  const heardAt = sql`(select coalesce(ws.last_hour, ws.created_at) from weather_stations ws
                       where ws.network = s.weather_source and ws.external_id = s.weather_station_id)`;
  const linked = sql`s.weather_source = ${network} and s.weather_station_id is not null`;
  const opened = await openIssuesWhere(
    db,
    rules,
    'absence_station_meteo',
    sql`${linked} and ${heardAt} < ${silentSince}`,
  );
  const closed = await closeIssuesWhere(
    db,
    'absence_station_meteo',
    sql`${linked} and ${heardAt} >= ${silentSince}`,
    solveTicketsOfClosedIssues,
  );
  return { opened, closed };
};
