import { z } from 'zod';
import { listQuerySchema, pagedSchema, SORT_ORDERS } from '../list/list-query';
import { WEATHER_LINK_TYPES } from '../sensor/sensor.schema';
import { networkCredentialsSchema } from './weather-network.schema';

/** The sync page's shapes (`/settings/syncs`, issue 43, decision 175). */

export const weatherNetworkSchema = z.enum(WEATHER_LINK_TYPES);
/** The networks' names, as their makers write them in every language. */
export const WEATHER_NETWORK_NAMES = { sencrop: 'Sencrop', weenat: 'Weenat' } as const;
export const networkParams = z.object({ network: weatherNetworkSchema });

/** What went wrong with a station or a whole network, in a code the page words and the network's own answer. */
export const SYNC_ERROR_CODES = [
  'unauthorized',
  'not-found',
  'rate-limited',
  'unavailable',
  'refused',
  'unreadable',
  'failed',
] as const;
export const syncErrorSchema = z.object({
  externalId: z.string().nullable(),
  code: z.enum(SYNC_ERROR_CODES).catch('failed'),
  detail: z.string(),
});
export type SyncError = z.infer<typeof syncErrorSchema>;

export const syncRunSchema = z.object({
  id: z.uuid(),
  network: weatherNetworkSchema,
  trigger: z.enum(['schedule', 'manual']),
  startedAt: z.iso.datetime({ offset: true }),
  /** Null while it runs, or when its process stopped before the end. */
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  stations: z.number().int(),
  hoursStored: z.number().int(),
  errors: z.array(syncErrorSchema),
});
export type SyncRun = z.infer<typeof syncRunSchema>;
/** A run unfinished after this long lost its process: another may start, and the log calls it interrupted. */
export const SYNC_RUN_STALE_MS = 60 * 60_000;

/**
 * A network's state: not configured (no credentials), paused (by staff), failing (its last run has errors) or
 * connected.
 */
export const NETWORK_STATES = ['not-configured', 'paused', 'failing', 'connected'] as const;
export type NetworkState = (typeof NETWORK_STATES)[number];

export const NETWORK_EVENT_ACTIONS = ['credentials-saved', 'credentials-removed', 'paused', 'resumed'] as const;
export const networkEventSchema = z.object({
  action: z.enum(NETWORK_EVENT_ACTIONS),
  at: z.iso.datetime({ offset: true }),
  by: z.string().nullable(),
  reason: z.string(),
});

export const networkCardSchema = z.object({
  network: weatherNetworkSchema,
  state: z.enum(NETWORK_STATES),
  /** Where the credentials come from; the values themselves are never sent back. */
  credentialsSource: z.enum(['environment', 'settings']).nullable(),
  lastRun: syncRunSchema.nullable(),
  /** Stations linked to at least one sensor. */
  stations: z.number().int(),
  failingStations: z.number().int(),
  hoursLast24h: z.number().int(),
  /** Who changed the credentials or paused the network, newest first. */
  history: z.array(networkEventSchema),
});
export type NetworkCard = z.infer<typeof networkCardSchema>;
export const syncOverviewSchema = z.object({ networks: z.array(networkCardSchema) });

const reason = z.string().trim().max(500, 'too-long').default('');
/** Credentials are written, never read back; the network named in the body is the one in the path. */
export const credentialsInputSchema = z.object({ credentials: networkCredentialsSchema, reason });
export type CredentialsInput = z.infer<typeof credentialsInputSchema>;

export const NETWORK_ACTIONS = ['pause', 'resume', 'forget'] as const;
export const networkActionParams = networkParams.extend({ action: z.enum(NETWORK_ACTIONS) });
export const networkActionInputSchema = z.object({ reason });

/** What the network answered to the saved credentials. */
export const connectionTestSchema = z.object({
  ok: z.boolean(),
  stationsVisible: z.number().int().nullable(),
  error: syncErrorSchema.nullable(),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

export const STATION_STATES = ['ok', 'failing', 'silent', 'waiting'] as const;
export const syncedStationSchema = z.object({
  id: z.uuid(),
  network: weatherNetworkSchema,
  externalId: z.string(),
  name: z.string().nullable(),
  linkedSensors: z.number().int(),
  lastHour: z.iso.datetime({ offset: true }).nullable(),
  /** Hours of the sync's lookback the station lacks. */
  missingHours: z.number().int(),
  lastSuccessAt: z.iso.datetime({ offset: true }).nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SyncedStation = z.infer<typeof syncedStationSchema>;
export const stationListQuerySchema = listQuerySchema(['name', 'lastHour', 'missingHours'] as const, 'name').extend({
  network: weatherNetworkSchema.optional(),
  failing: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  search: z.string().trim().max(50).optional(),
});
export type StationListQuery = z.infer<typeof stationListQuerySchema>;
export const stationPageSchema = pagedSchema(syncedStationSchema);

export const runListQuerySchema = listQuerySchema(['startedAt'] as const, 'startedAt').extend({
  order: z.enum(SORT_ORDERS).default('desc'),
  network: weatherNetworkSchema.optional(),
});
export type RunListQuery = z.infer<typeof runListQuerySchema>;
export const runPageSchema = pagedSchema(syncRunSchema);

/** Why an action on a network is refused (409), as the page words it. */
export const SYNC_ACTION_ERRORS = {
  notConfigured: 'weather-sync.not-configured',
  running: 'weather-sync.running',
  networkMismatch: 'weather-sync.network-mismatch',
  unchanged: 'weather-sync.unchanged',
  paused: 'weather-sync.paused',
} as const;

/** A partner station as the pages of a trap and its parcel name it: the weather's source, and whether it is silent. */
export const linkedStationSchema = z.object({
  network: weatherNetworkSchema,
  externalId: z.string(),
  name: z.string().nullable(),
  lastHour: z.iso.datetime({ offset: true }).nullable(),
  isSilent: z.boolean(),
});
export type LinkedStation = z.infer<typeof linkedStationSchema>;

/** The words a page names a linked station with: its network's name, and its own name or, unnamed, its id. */
export const stationLabel = (station: LinkedStation) => ({
  network: WEATHER_NETWORK_NAMES[station.network],
  name: station.name ?? station.externalId,
});

/** How far a station may stand from a trap to be proposed to it, and how many are proposed (issue 43). */
export const NEARBY_STATION_KM = 10;
export const NEARBY_STATIONS_MAX = 5;

/** A station the console can read near a trap, nearest first: linking it is one click. */
export const nearbyStationSchema = z.object({
  network: weatherNetworkSchema,
  externalId: z.string(),
  name: z.string().nullable(),
  distanceKm: z.number(),
  lastHour: z.iso.datetime({ offset: true }).nullable(),
});
export type NearbyStation = z.infer<typeof nearbyStationSchema>;
