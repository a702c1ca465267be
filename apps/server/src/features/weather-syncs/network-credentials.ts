import type { WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import { type NetworkCredentials, networkCredentialsSchema } from '@console/domain/weather/weather-network.schema';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Sealer } from '../../db/sealed-values.ts';
import { weatherNetworks } from '../../db/schema.ts';

export type CredentialsSource = 'environment' | 'settings';

/** The credentials the environment gives a network, when all of them are set. */
const fromEnvironment = (config: Config, network: WeatherLinkType): NetworkCredentials | null => {
  if (network === 'weenat') return config.WEENAT_API_KEY ? { network, apiKey: config.WEENAT_API_KEY } : null;
  const { SENCROP_CLIENT_ID: clientId, SENCROP_CLIENT_SECRET: clientSecret, SENCROP_PARTNER_ID: partnerId } = config;
  return clientId && clientSecret && partnerId ? { network, clientId, clientSecret, partnerId } : null;
};

/** A network's credentials and where they come from: the environment first, else those saved on the sync page. */
export const credentialsOf = async (
  db: Database,
  sealer: Sealer,
  config: Config,
  network: WeatherLinkType,
): Promise<{ credentials: NetworkCredentials; source: CredentialsSource } | null> => {
  const configured = fromEnvironment(config, network);
  if (configured) return { credentials: configured, source: 'environment' };
  const [row] = await db
    .select({ sealed: weatherNetworks.credentials })
    .from(weatherNetworks)
    .where(eq(weatherNetworks.network, network));
  if (!row?.sealed) return null;
  const saved = networkCredentialsSchema.safeParse(sealer.open(row.sealed));
  return saved.success && saved.data.network === network ? { credentials: saved.data, source: 'settings' } : null;
};
