import { PAGE_SIZE } from '@console/domain/list/list-query';
import { HOUR_MS, SYNC_LOOKBACK_DAYS } from '@console/domain/weather/station-sync';
import { type StationListQuery, type SyncedStation } from '@console/domain/weather/weather-sync.schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-time.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { notFound } from '../../plugins/app-error.ts';
import { now } from '../../clock.ts';
import { runnableClient } from './service.ts';
import { registerLinkedStations } from './station-store.ts';
import { startRunNow } from './sync-runs.ts';

/** The stations a sensor links to, with what they hold of the lookback; the sync page's table. */
const stationRows = (where: SQL, order: SQL, start: number, limit: number) => {
  const lookback = new Date(Math.floor(now().getTime() / HOUR_MS) * HOUR_MS - SYNC_LOOKBACK_DAYS * 24 * HOUR_MS);
  return sql`
    with linked as (
      select s.*, (select count(*)::int from sensors
                   where weather_source = s.network and weather_station_id = s.external_id) as linked_sensors,
             ${SYNC_LOOKBACK_DAYS * 24} - (select count(*)::int from station_hours h
                                           where h.station_id = s.id and h.hour >= ${lookback}) as missing_hours
      from weather_stations s
      where exists (select 1 from sensors where weather_source = s.network and weather_station_id = s.external_id)
    )
    select id, network, external_id as "externalId", name, linked_sensors as "linkedSensors",
           ${isoUtc(sql`last_hour`)} as "lastHour", missing_hours as "missingHours",
           ${isoUtc(sql`last_success_at`)} as "lastSuccessAt", last_error as "lastError",
           ${isoUtc(sql`last_error_at`)} as "lastErrorAt", count(*) over ()::int as total
    from linked where ${where} order by ${order}, id limit ${limit} offset ${start}`;
};

type StationRow = SyncedStation & { total: number };
const toStation = ({ total: _total, ...station }: StationRow): SyncedStation => station;

const SORT_KEYS = {
  name: sql`coalesce(name, external_id)`,
  lastHour: sql`last_hour`,
  missingHours: sql`missing_hours`,
} as const;

const filtersOf = (query: StationListQuery): SQL[] => [
  ...(query.network ? [sql`network = ${query.network}`] : []),
  ...(query.failing === undefined ? [] : [query.failing ? sql`last_error is not null` : sql`last_error is null`]),
  ...(query.search
    ? [
        sql`(lower(coalesce(name, '')) like ${containsPattern(query.search)}
            or lower(external_id) like ${containsPattern(query.search)})`,
      ]
    : []),
];

export const listSyncedStations = async (db: Database, query: StationListQuery) => {
  await registerLinkedStations(db);
  const filters = filtersOf(query);
  const where = filters.length > 0 ? sql.join(filters, sql` and `) : sql`true`;
  const order = sql`${SORT_KEYS[query.sort]} ${query.order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`}`;
  const rows = await selectRows<StationRow>(db, stationRows(where, order, query.start, PAGE_SIZE));
  return {
    items: rows.map(toStation),
    total: rows[0]?.total ?? 0,
    filter: {
      ...(query.network ? { network: query.network } : {}),
      ...(query.failing !== undefined ? { failing: query.failing } : {}),
      ...(query.search ? { search: true } : {}),
    },
    sort: { field: query.sort, order: query.order },
  };
};

const stationOf = async (db: Database, id: string) => {
  const [station] = await selectRows<StationRow>(db, stationRows(sql`id = ${id}`, sql`id`, 0, 1));
  if (!station) throw notFound('station not found');
  return toStation(station);
};

/** One station fetched again now, as a manual run of its own; answers the station once the run has ended. */
export const retryStation = async (db: Database, config: Config, id: string): Promise<SyncedStation> => {
  const station = await stationOf(db, id);
  const client = await runnableClient(db, config, station.network);
  await (
    await startRunNow(db, client, id)
  ).done;
  return stationOf(db, id);
};
