import type { WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import type { NETWORK_ACTIONS, NETWORK_EVENT_ACTIONS } from '@console/domain/weather/weather-sync.schema';
import { type CredentialsInput, SYNC_ACTION_ERRORS } from '@console/domain/weather/weather-sync.schema';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadSealer } from '../../db/sealed-values.ts';
import { weatherNetworkEvents, weatherNetworks } from '../../db/schema.ts';
import type { Session } from '../../auth/session.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { now } from '../../clock.ts';
import { networkCard } from './network-cards.ts';
import { PartnerError } from './partner-requests.ts';
import { networkClient } from './service.ts';

type NetworkAction = (typeof NETWORK_ACTIONS)[number];
type EventAction = (typeof NETWORK_EVENT_ACTIONS)[number];

/** The network's row as staff changed it, and who did what, in one transaction. */
const changeNetwork = (
  db: Database,
  session: Session,
  network: WeatherLinkType,
  change: { credentials?: string | null; isPaused?: boolean },
  action: EventAction,
  reason: string,
) =>
  db.transaction(async (tx) => {
    await tx
      .insert(weatherNetworks)
      .values({ network, ...change, updatedAt: now(), updatedBy: session.userId })
      .onConflictDoUpdate({
        target: weatherNetworks.network,
        set: { ...change, updatedAt: now(), updatedBy: session.userId },
      });
    await tx.insert(weatherNetworkEvents).values({ network, action, at: now(), by: session.userId, reason });
  });

/** Credentials are sealed with the server's key and never read back (decision 174). */
export const saveCredentials = async (
  db: Database,
  config: Config,
  session: Session,
  network: WeatherLinkType,
  { credentials, reason }: CredentialsInput,
) => {
  if (credentials.network !== network) {
    throw new AppError('invalid', 'credentials of another network', {
      issues: [{ path: ['credentials', 'network'], message: SYNC_ACTION_ERRORS.networkMismatch }],
    });
  }
  const sealer = await loadSealer(db, config.CREDENTIALS_KEY);
  await changeNetwork(db, session, network, { credentials: sealer.seal(credentials) }, 'credentials-saved', reason);
  return networkCard(db, config, network);
};

const readNetwork = async (db: Database, network: WeatherLinkType) =>
  (
    await db
      .select({ credentials: weatherNetworks.credentials, isPaused: weatherNetworks.isPaused })
      .from(weatherNetworks)
      .where(sql`${weatherNetworks.network} = ${network}`)
  )[0] ?? { credentials: null, isPaused: false };

/** Pause, resume, or forget the saved credentials; an action that changes nothing is refused (409). */
export const actOnNetwork = async (
  db: Database,
  config: Config,
  session: Session,
  network: WeatherLinkType,
  action: NetworkAction,
  reason: string,
) => {
  const current = await readNetwork(db, network);
  const unchanged =
    (action === 'pause' && current.isPaused) ||
    (action === 'resume' && !current.isPaused) ||
    (action === 'forget' && current.credentials === null);
  if (unchanged) throw fieldError('conflict', `nothing to ${action}`, 'action', SYNC_ACTION_ERRORS.unchanged);
  if (action === 'forget') {
    await changeNetwork(db, session, network, { credentials: null }, 'credentials-removed', reason);
  } else {
    const isPaused = action === 'pause';
    await changeNetwork(db, session, network, { isPaused }, isPaused ? 'paused' : 'resumed', reason);
  }
  return networkCard(db, config, network);
};

/** The network's answer to its current credentials: how many stations they show, or why it refused. */
export const testConnection = async (db: Database, config: Config, network: WeatherLinkType) => {
  const configured = await networkClient(db, config, network);
  if (!configured) throw fieldError('conflict', 'no credentials', 'network', SYNC_ACTION_ERRORS.notConfigured);
  try {
    const stations = await configured.client.listStations();
    return { ok: true, stationsVisible: stations.length, error: null };
  } catch (error) {
    if (!(error instanceof PartnerError)) throw error;
    return { ok: false, stationsVisible: null, error: { externalId: null, code: error.code, detail: error.message } };
  }
};
