import { WEATHER_LINK_TYPES, type WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import type { NetworkCard, NetworkState } from '@console/domain/weather/weather-sync.schema';
import { desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { userName } from '../../db/settings-store.ts';
import { users, weatherNetworkEvents } from '../../db/schema.ts';
import { now } from '../../clock.ts';
import { isNetworkPaused, networkClient } from './service.ts';
import { registerLinkedStations } from './station-store.ts';
import { latestRun, toSyncRun } from './sync-runs.ts';

/** Events a card lists; older ones stay in the table. */
const HISTORY_SHOWN = 20;

const stationCounts = async (db: Database, network: WeatherLinkType) => {
  const [counts] = await selectRows<{ stations: number; failing: number }>(
    db,
    sql`select count(*)::int as stations, count(*) filter (where last_error is not null)::int as failing
        from weather_stations s
        where network = ${network}
          and exists (select 1 from sensors where weather_source = ${network} and weather_station_id = s.external_id)`,
  );
  const [stored] = await selectRows<{ hours: number }>(
    db,
    sql`select coalesce(sum(hours_stored), 0)::int as hours from weather_sync_runs
        where network = ${network} and started_at >= ${new Date(now().getTime() - 24 * 3_600_000)}`,
  );
  return { stations: counts?.stations ?? 0, failingStations: counts?.failing ?? 0, hoursLast24h: stored?.hours ?? 0 };
};

const historyOf = async (db: Database, network: WeatherLinkType) =>
  (
    await db
      .select({
        action: weatherNetworkEvents.action,
        at: weatherNetworkEvents.at,
        by: userName,
        reason: weatherNetworkEvents.reason,
      })
      .from(weatherNetworkEvents)
      .leftJoin(users, eq(users.id, weatherNetworkEvents.by))
      .where(eq(weatherNetworkEvents.network, network))
      .orderBy(desc(weatherNetworkEvents.at), desc(weatherNetworkEvents.id))
      .limit(HISTORY_SHOWN)
  ).map((event) => ({ ...event, at: event.at.toISOString() }));

/** A network as its card shows it: credentials' source (never their values), last run, stations and history. */
export const networkCard = async (db: Database, config: Config, network: WeatherLinkType): Promise<NetworkCard> => {
  const [configured, isPaused, run, counts, history] = await Promise.all([
    networkClient(db, config, network),
    isNetworkPaused(db, network),
    latestRun(db, network),
    stationCounts(db, network),
    historyOf(db, network),
  ]);
  const lastRun = run ? toSyncRun(run) : null;
  const state: NetworkState = !configured
    ? 'not-configured'
    : isPaused
      ? 'paused'
      : lastRun && lastRun.errors.length > 0
        ? 'failing'
        : 'connected';
  return { network, state, credentialsSource: configured?.source ?? null, lastRun, ...counts, history };
};

export const syncOverview = async (db: Database, config: Config) => {
  await registerLinkedStations(db);
  return { networks: await Promise.all(WEATHER_LINK_TYPES.map((network) => networkCard(db, config, network))) };
};
