import { WEATHER_LINK_TYPES, type WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import type { NetworkCredentials } from '@console/domain/weather/weather-network.schema';
import { SYNC_ACTION_ERRORS } from '@console/domain/weather/weather-sync.schema';
import { fieldError } from '../../plugins/app-error.ts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadSealer } from '../../db/sealed-values.ts';
import { weatherNetworks } from '../../db/schema.ts';
import { type CredentialsSource, credentialsOf } from './network-credentials.ts';
import { createSencropClient } from './sencrop-client.ts';
import { type StationNetworkClient, syncNetwork } from './station-sync.ts';
import { pruneSyncRuns } from './sync-runs.ts';
import { stationsNear } from './nearby-stations.ts';
import { createWeenatClient } from './weenat-client.ts';

export { syncNetwork, type StationNetworkClient } from './station-sync.ts';

const clientFor = (config: Config, credentials: NetworkCredentials): StationNetworkClient =>
  credentials.network === 'sencrop'
    ? createSencropClient(config.SENCROP_API_URL, credentials)
    : createWeenatClient(config.WEENAT_API_URL, credentials);

export const isNetworkPaused = async (db: Database, network: WeatherLinkType) =>
  (
    await db
      .select({ isPaused: weatherNetworks.isPaused })
      .from(weatherNetworks)
      .where(eq(weatherNetworks.network, network))
  )[0]?.isPaused ?? false;

/** A network's client on its current credentials (the environment's, else the saved ones); none configured, null. */
export const networkClient = async (
  db: Database,
  config: Config,
  network: WeatherLinkType,
): Promise<{ client: StationNetworkClient; source: CredentialsSource } | null> => {
  const found = await credentialsOf(db, await loadSealer(db, config.CREDENTIALS_KEY), config, network);
  return found && { client: clientFor(config, found.credentials), source: found.source };
};

/** The client of a network a run may start on now: configured (409 otherwise) and not paused (409). */
export const runnableClient = async (db: Database, config: Config, network: WeatherLinkType) => {
  const configured = await networkClient(db, config, network);
  if (!configured) throw fieldError('conflict', 'no credentials', 'network', SYNC_ACTION_ERRORS.notConfigured);
  if (await isNetworkPaused(db, network)) {
    throw fieldError('conflict', 'network paused', 'network', SYNC_ACTION_ERRORS.paused);
  }
  return configured.client;
};

/** The networks to sync now: configured (by the environment or the sync page) and not paused by staff. */
export const activeNetworkClients = async (db: Database, config: Config): Promise<StationNetworkClient[]> => {
  const clients: StationNetworkClient[] = [];
  for (const network of WEATHER_LINK_TYPES) {
    const found = await networkClient(db, config, network);
    if (found && !(await isNetworkPaused(db, network))) clients.push(found.client);
  }
  return clients;
};

/** The hourly job: each active network's linked stations, one network after the other; the log kept 30 days. */
export const syncWeatherStations = async (db: Database, config: Config) => {
  await pruneSyncRuns(db);
  const outcomes = [];
  for (const client of await activeNetworkClients(db, config)) {
    outcomes.push({ network: client.network, ...(await syncNetwork(db, client, 'schedule')) });
  }
  return outcomes;
};

// The parcel pages read a linked station's weather, and whether it is silent, through these.
export {
  linkedStationJoin,
  linkedStationJson,
  selectLinkedStation,
  stationServes,
  stationSilenceSince,
} from './station-weather.ts';

/** The stations near a trap that its account may link to, from the networks the console can read now. */
export const stationsNearTrap = async (
  db: Database,
  config: Config,
  position: { lat: number; long: number },
  accountId: string,
) => {
  const readable = [];
  for (const network of WEATHER_LINK_TYPES) {
    if (await networkClient(db, config, network)) readable.push(network);
  }
  return stationsNear(db, position, accountId, readable);
};

// The demo judges its stations' silence as a run would.
export { judgeStationSilence } from './station-silence.ts';
