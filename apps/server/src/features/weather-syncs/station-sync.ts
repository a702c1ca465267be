import type { WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import {
  HOUR_MS,
  type HourRange,
  missingRanges,
  type StationHour,
  SYNC_LOOKBACK_DAYS,
  windowsOf,
} from '@console/domain/weather/station-sync';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { PartnerError } from './partner-requests.ts';
import { judgeStationSilence } from './station-silence.ts';
import {
  describeStations,
  finishRun,
  linkedStations,
  type RunError,
  recordStationError,
  recordStationSuccess,
  startRun,
  storedHoursSince,
  storeHours,
} from './station-store.ts';

/** A partner network as the sync reads it, whatever its API (`sencrop-client.ts`, `weenat-client.ts`). */
export type StationNetworkClient = {
  network: WeatherLinkType;
  /** The most hours one request may ask a station for. */
  maxHoursPerRequest: number;
  /** The stations the console may read, each under the ids a sensor's link may name, with names and positions. */
  listStations: () => Promise<ListedStation[]>;
  /** A station's hours from `from` (inclusive) to `to` (exclusive). */
  fetchHours: (externalId: string, range: HourRange) => Promise<StationHour[]>;
};

export type ListedStation = {
  externalIds: string[];
  name: string;
  lat: number | null;
  long: number | null;
  /** Who shared it with the console, when the network says (Sencrop's module): proposed to that user's account. */
  sharedBy: string | null;
};

export type SyncOutcome = { runId: string; stations: number; hoursStored: number; errors: RunError[] };

const describeError = (error: unknown, externalId: string | null): RunError =>
  error instanceof PartnerError
    ? { externalId, code: error.code, detail: error.message }
    : { externalId, code: 'failed', detail: error instanceof Error ? error.message : String(error) };

/** One station's missing hours, window by window, each window stored as it comes. */
const syncStation = async (db: Database, client: StationNetworkClient, station: { id: string; externalId: string }) => {
  const until = new Date(Math.floor(now().getTime() / HOUR_MS) * HOUR_MS);
  const lookback = new Date(until.getTime() - SYNC_LOOKBACK_DAYS * 24 * HOUR_MS);
  let stored = 0;
  for (const range of missingRanges(await storedHoursSince(db, station.id, lookback), lookback, until)) {
    for (const window of windowsOf(range, client.maxHoursPerRequest)) {
      const hours = await client.fetchHours(station.externalId, window);
      stored += await storeHours(
        db,
        station.id,
        hours.filter((hour) => hour.hour >= window.from && hour.hour < window.to),
      );
    }
  }
  return stored;
};

/**
 * Run `runId` over one network's linked stations (or the one of `stationId`): each fetches its own gaps and new hours,
 * and one station's failure is recorded on it without stopping the others. The run is logged with what it stored and
 * what failed.
 */
export const completeRun = async (
  db: Database,
  client: StationNetworkClient,
  runId: string,
  stationId?: string,
): Promise<SyncOutcome> => {
  const stations = (await linkedStations(db, client.network)).filter(
    (station) => stationId === undefined || station.id === stationId,
  );
  const errors: RunError[] = [];
  let hoursStored = 0;
  let listed: Set<string> | null = null;
  try {
    const described = (await client.listStations()).flatMap(({ externalIds, ...station }) =>
      externalIds.map((externalId, index) => ({ externalId, ...station, isAlias: index > 0 })),
    );
    await describeStations(db, client.network, described);
    listed = new Set(described.map((station) => station.externalId));
  } catch (error) {
    errors.push(describeError(error, null));
  }
  // A network that refuses the credentials refuses every station: one error says so.
  if (!errors.some((error) => error.code === 'unauthorized')) {
    for (const station of stations) {
      try {
        // A station the network no longer lists (unshared, removed) is said at once, even with nothing to fetch.
        if (listed && !listed.has(station.externalId)) {
          throw new PartnerError('not-found', `${client.network} does not list station ${station.externalId}`);
        }
        hoursStored += await syncStation(db, client, station);
        await recordStationSuccess(db, station.id, now());
      } catch (error) {
        const failure = describeError(error, station.externalId);
        errors.push(failure);
        await recordStationError(db, station.id, now(), failure.detail);
      }
    }
  }
  const outcome = { stations: stations.length, hoursStored, errors };
  await finishRun(db, runId, { finishedAt: now(), ...outcome });
  await judgeStationSilence(db, client.network);
  return { runId, ...outcome };
};

export const syncNetwork = async (db: Database, client: StationNetworkClient, trigger: 'schedule' | 'manual') =>
  completeRun(db, client, await startRun(db, client.network, trigger, now()));
