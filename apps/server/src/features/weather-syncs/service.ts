import { WEATHER_LINK_TYPES } from '@console/domain/sensor/sensor.schema';
import type { NetworkCredentials } from '@console/domain/weather/weather-network.schema';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadSealer } from '../../db/sealed-values.ts';
import { weatherNetworks } from '../../db/schema.ts';
import { credentialsOf } from './network-credentials.ts';
import { createSencropClient } from './sencrop-client.ts';
import { type StationNetworkClient, syncNetwork } from './station-sync.ts';
import { createWeenatClient } from './weenat-client.ts';

export { syncNetwork, type StationNetworkClient } from './station-sync.ts';

const clientFor = (config: Config, credentials: NetworkCredentials): StationNetworkClient =>
  credentials.network === 'sencrop'
    ? createSencropClient(config.SENCROP_API_URL, credentials)
    : createWeenatClient(config.WEENAT_API_URL, credentials);

const isPaused = async (db: Database, network: (typeof WEATHER_LINK_TYPES)[number]) =>
  (
    await db
      .select({ isPaused: weatherNetworks.isPaused })
      .from(weatherNetworks)
      .where(eq(weatherNetworks.network, network))
  )[0]?.isPaused ?? false;

/** The networks to sync now: configured (by the environment or the sync page) and not paused by staff. */
export const activeNetworkClients = async (db: Database, config: Config): Promise<StationNetworkClient[]> => {
  const sealer = await loadSealer(db, config.CREDENTIALS_KEY);
  const clients: StationNetworkClient[] = [];
  for (const network of WEATHER_LINK_TYPES) {
    const found = await credentialsOf(db, sealer, config, network);
    const client = found && !(await isPaused(db, network)) ? clientFor(config, found.credentials) : null;
    if (client) clients.push(client);
  }
  return clients;
};

/** The hourly job: each active network's linked stations, one network after the other. */
export const syncWeatherStations = async (db: Database, config: Config) => {
  const outcomes = [];
  for (const client of await activeNetworkClients(db, config)) {
    outcomes.push({ network: client.network, ...(await syncNetwork(db, client, 'schedule')) });
  }
  return outcomes;
};
