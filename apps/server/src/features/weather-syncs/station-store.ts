import type { WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import type { StationHour } from '@console/domain/weather/station-sync';
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { stationHours, weatherSyncRuns } from '../../db/schema.ts';

export type SyncedStation = { id: string; externalId: string; lastHour: Date | null };

/** The stations sensors link to, registered on first sight, whether or not a run has reached them yet. */
export const registerLinkedStations = (db: Database, network?: WeatherLinkType) =>
  db.execute(sql`
    insert into weather_stations (network, external_id)
    select distinct weather_source, weather_station_id from sensors
    where weather_source in ('sencrop', 'weenat') and weather_station_id is not null
      ${network ? sql`and weather_source = ${network}` : sql``}
    on conflict (network, external_id) do nothing`);

/**
 * The stations of `network` that at least one sensor links to, registered on first sight: a station nobody links to
 * is not fetched.
 */
export const linkedStations = async (db: Database, network: WeatherLinkType): Promise<SyncedStation[]> => {
  await registerLinkedStations(db, network);
  return selectRows<SyncedStation>(
    db,
    sql`select id, external_id as "externalId", last_hour as "lastHour" from weather_stations s
        where network = ${network}
          and exists (select 1 from sensors where weather_source = ${network} and weather_station_id = s.external_id)
        order by external_id`,
  );
};

/**
 * What the network says of its stations, their names, positions and who shared them, in one statement however many
 * it lists: each is kept under its first id, linked or not, so that a trap can be offered the stations near it; its
 * other ids are described only where a sensor links to them.
 */
export const describeStations = async (
  db: Database,
  network: WeatherLinkType,
  described: readonly {
    externalId: string;
    name: string;
    lat: number | null;
    long: number | null;
    sharedBy: string | null;
    isAlias: boolean;
  }[],
) => {
  if (described.length === 0) return;
  await db.execute(sql`
    insert into weather_stations (network, external_id, name, lat, long, shared_by)
    select ${network}, d."externalId", d.name, d.lat, d.long, d."sharedBy"
    from jsonb_to_recordset(${JSON.stringify(described)}::jsonb)
      as d("externalId" text, name text, lat double precision, long double precision, "sharedBy" text,
           "isAlias" boolean)
    where not d."isAlias"
       or exists (select 1 from weather_stations w where w.network = ${network} and w.external_id = d."externalId")
    on conflict (network, external_id) do update
      set name = excluded.name, lat = excluded.lat, long = excluded.long, shared_by = excluded.shared_by`);
};

/** The hours a station holds since `since`, for its gaps. */
export const storedHoursSince = async (db: Database, stationId: string, since: Date): Promise<Date[]> =>
  (
    await db
      .select({ hour: stationHours.hour })
      .from(stationHours)
      .where(sql`${stationHours.stationId} = ${stationId} and ${stationHours.hour} >= ${since}`)
  ).map((row) => row.hour);

/** Keeps a window's hours, once each (a run asking again stores nothing new); answers how many were new. */
export const storeHours = async (db: Database, stationId: string, hours: readonly StationHour[]): Promise<number> => {
  if (hours.length === 0) return 0;
  const inserted = await db
    .insert(stationHours)
    .values(hours.map((hour) => ({ stationId, ...hour })))
    .onConflictDoNothing()
    .returning({ hour: stationHours.hour });
  return inserted.length;
};

/** A station's run went through: its watermark is its newest stored hour. */
export const recordStationSuccess = (db: Database, stationId: string, at: Date) =>
  db.execute(sql`
    update weather_stations set last_success_at = ${at}, last_error = null, last_error_at = null,
      last_hour = (select max(hour) from station_hours where station_id = ${stationId})
    where id = ${stationId}`);

export const recordStationError = (db: Database, stationId: string, at: Date, error: string) =>
  db.execute(sql`update weather_stations set last_error = ${error}, last_error_at = ${at} where id = ${stationId}`);

export type RunError = { externalId: string | null; code: string; detail: string };

export const startRun = async (db: Database, network: WeatherLinkType, trigger: 'schedule' | 'manual', at: Date) => {
  const [run] = await db
    .insert(weatherSyncRuns)
    .values({ network, trigger, startedAt: at })
    .returning({ id: weatherSyncRuns.id });
  if (!run) throw new Error('the sync run could not be recorded');
  return run.id;
};

export const finishRun = (
  db: Database,
  runId: string,
  outcome: { finishedAt: Date; stations: number; hoursStored: number; errors: RunError[] },
) =>
  db
    .update(weatherSyncRuns)
    .set(outcome)
    .where(sql`${weatherSyncRuns.id} = ${runId}`);
