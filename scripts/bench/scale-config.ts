import type { CropType } from '@console/domain/crop/crop.schema';
import type { PostalZone } from '@console/domain/favourite/favourite.schema';
import type { ParcelListQuery } from '@console/domain/parcel/parcel-list.schema';

/**
 * Settings of the scale benchmark (`BENCH=scale`, `BENCH=parcels`), read from the environment once. See
 * docs/benchmarks.md.
 *
 *   SCALE=1            × 10 000 sensors with 90 days of hourly readings (21.6 M rows at 1.0) and × 50 000 parcels
 *   PGLITE_SCALE=0.1   the scale used on PGlite; default min(SCALE, 0.1): 21 M rows would take PGlite too long
 *   SCALE_TARGETS      comma-separated, default "pglite,postgres" (postgres only runs when DATABASE_URL is set)
 *   SCALE_KEEP_DB=1    keeps the bench_<random> database on DATABASE_URL (and says so) for EXPLAIN ANALYZE
 */
export const SENSORS_AT_SCALE_1 = 10_000;
export const PARCELS_AT_SCALE_1 = 50_000;
export const HISTORY_DAYS = 90;
export const HISTORY_HOURS = HISTORY_DAYS * 24;
/** Fewer sensors would not leave room for the ingestion devices, their floor twins and the chart sample. */
const MIN_SENSORS = 100;
/** Sensor BENCH-n stands on parcel n (scale-parcel-data.ts), so there are always more parcels than sensors. */
const MIN_PARCELS = 500;
const DEFAULT_PGLITE_SCALE_CAP = 0.1;

/** Serial numbers of the scale set: BENCH-000001 … Their device secret is SECRET_PREFIX + serial number. */
export const SERIAL_PREFIX = 'BENCH-';
export const DEVICE_SECRET_PREFIX = 'bench-device-secret-';
export const BENCH_ACCOUNT_PREFIX = 'Bench ';
export const BENCH_PROVIDERS = 4;
export const BENCH_FARMS = 40;

export const serialNumber = (index: number): string => `${SERIAL_PREFIX}${String(index).padStart(6, '0')}`;
export const deviceSecret = (serial: string): string => `${DEVICE_SECRET_PREFIX}${serial}`;

/**
 * Who the measurements sign in as (demo users, seeded with the demo password). Staff see every account, so the
 * sensor list pages through the whole fleet. The provider sees its own account and its farmers', which include a
 * share of the bench farms (scale-data.ts), plus the parcels shared with it.
 */
export const SCALE_USERS = { staff: 'staff@demo.test', provider: 'provider@demo.test' } as const;
export type ScaleUser = keyof typeof SCALE_USERS;
export const SCALE_USER_NAMES = Object.keys(SCALE_USERS) as ScaleUser[];

/** Ingestion: 8 devices posting batches of 100 for INGEST_SECONDS after INGEST_WARM_UP_SECONDS. */
export const INGEST_DEVICES = 8;
export const INGEST_BATCH_SIZE = 100;
export const INGEST_WARM_UP_SECONDS = 3;
export const INGEST_SECONDS = 15;

/** Sensor list: the same filter and sort for every sample; the first page and the last page. */
export const LIST_FILTER = { states: 'EnService', usages: 'selling', sort: 'lastContactAt', order: 'desc' } as const;
export const LIST_CONCURRENCY = 16;
/** 1 000 samples, so p95 is the 50th slowest rather than the 15th of 300, which moved by a millisecond between runs. */
export const LIST_SEQUENTIAL_SAMPLES = 1000;
/**
 * A route's first few thousand calls after the server starts are slower while V8 optimizes it: the sensor list's
 * p95, by blocks of 250 calls, went 6.2, 5.0, 4.6, 4.5, 4.4, 5.4, 4.1, 3.8, then 3.0 to 3.4 ms from the 2 250th
 * call on. A server in service has long been through them, so the figures are taken after 3 000.
 */
export const LIST_SEQUENTIAL_WARM_UP = 3000;
/** Per client: 16 × 60 = 960 samples, so p99 is the 10th slowest. */
export const LIST_CONCURRENT_SAMPLES_PER_CLIENT = 60;
export const LIST_CONCURRENT_WARM_UP_PER_CLIENT = 20;

/** Daily chart: sequential requests over random sensors (the ingestion sensors excluded). */
export const CHART_SAMPLES = 300;
export const CHART_WARM_UP = 20;

/**
 * Photos (scale-photo-data.ts): one sensor in PHOTO_SENSOR_SHARE has a photo of each of its last PHOTO_NIGHTS nights;
 * the night list asks for those nights of random ones, sequentially, as the daily chart does.
 */
export const PHOTO_SENSOR_SHARE = 10;
export const PHOTO_NIGHTS = 30;
export const NIGHTS_SAMPLES = 300;
export const NIGHTS_WARM_UP = 20;

/** Parcel labels start with one of these words (scale-parcel-data.ts): the label search matches 1 parcel in 12. */
export const PARCEL_LABEL_WORDS = [
  'Champ',
  'Clos',
  'Pré',
  'Pièce',
  'Noue',
  'Butte',
  'Terres',
  'Coteau',
  'Plaine',
  'Bois',
  'Vigne',
  'Val',
] as const;

/** A parcel list query as the web app builds it, without the paging start. */
export type ParcelListFilterQuery = Partial<Omit<ParcelListQuery, 'start'>>;

/** Parcel list: the filters measured, each as every SCALE_USERS user, on the first page and the last one. */
export const PARCEL_LIST_FILTERS = {
  /** The list as it opens when no favourite narrows it: every parcel the user sees, by label. */
  'no filter': {},
  'risk and soil filter': {
    riskLevels: ['high', 'medium'],
    soilTypes: ['limoneux', 'argilo-calcaire'],
    sort: 'riskLevel',
    order: 'desc',
  },
  'label search': { search: 'clos' },
} satisfies Record<string, ParcelListFilterQuery>;

/**
 * The favourite (a saved territory, decision 126) the generator saves for each SCALE_USERS user
 * (scale-parcel-data.ts): the South-West, the 12 départements of Nouvelle-Aquitaine and 7 of western Occitanie, which
 * hold 19 of the 94 postcode prefixes the bench parcels spread over evenly (about a fifth), and their oilseed rape.
 * The lists narrowed by it ask for `favourite_id` alone, with the default sort.
 */
export const BENCH_FAVOURITE: { name: string; postalZones: PostalZone[]; cropTypes: CropType[] } = {
  name: 'Bench South-West rapeseed',
  postalZones: [
    ...['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87'],
    ...['09', '31', '32', '46', '65', '81', '82'],
  ].map((value) => ({ value, country: 'FR' })),
  cropTypes: ['colza'],
};
/**
 * The favourites benchmark's two territories far apart in size (`BENCH=favourites`): one département, and every
 * French département the bench parcels spread over with five crops, nearly the whole fleet. Saved beside
 * BENCH_FAVOURITE for each SCALE_USERS user.
 */
export const SIZED_FAVOURITES = {
  'one zone': { name: 'Bench Gironde', postalZones: [{ value: '33', country: 'FR' }], cropTypes: [] },
  'every département, five crops': {
    name: 'Bench France five crops',
    postalZones: Array.from({ length: 95 }, (_, index) => ({
      value: String(index + 1).padStart(2, '0'),
      country: 'FR',
    })),
    cropTypes: ['colza', 'cereales_hivers', 'mais', 'tournesol', 'autre'],
  },
} satisfies Record<string, typeof BENCH_FAVOURITE>;
export type SizedFavourite = keyof typeof SIZED_FAVOURITES;

/** The favourite's name in the measurements' names and the planned totals. */
export const FAVOURITE_FILTER_NAME = 'favourite';

export type ParcelListFilterName = keyof typeof PARCEL_LIST_FILTERS | typeof FAVOURITE_FILTER_NAME;

/** `PARCEL_FILTERS=favourite,…` times only these parcel list filters (default: every one), for a look at one. */
export const selectedParcelFilters = (
  names: readonly ParcelListFilterName[],
  env: NodeJS.ProcessEnv = process.env,
): ParcelListFilterName[] => {
  const asked = env.PARCEL_FILTERS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!asked?.length) return [...names];
  const unknown = asked.filter((name) => !(names as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`PARCEL_FILTERS: unknown ${unknown.join(', ')} (use ${names.join(', ')})`);
  return names.filter((name) => asked.includes(name));
};

/** The parcel page: sequential openings of random parcels with a sensor and a crop this season. */
export const PARCEL_PAGE_SAMPLES = 300;
export const PARCEL_PAGE_WARM_UP = 20;

/** What the server and the floors share: the server's own pool size (apps/server/src/db/client.ts). */
export const SERVER_POOL_SIZE = 10;

export type ScaleTargetKind = 'pglite' | 'postgres';

export type ScaleSettings = {
  scale: number;
  pgliteScale: number;
  targets: ScaleTargetKind[];
  databaseUrl: string | undefined;
  keepDatabase: boolean;
};

const parseScale = (name: string, text: string | undefined, fallback: number): number => {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > 10)
    throw new Error(`${name} must be a number in (0, 10], got "${text}"`);
  return value;
};

export const readScaleSettings = (env: NodeJS.ProcessEnv = process.env): ScaleSettings => {
  const scale = parseScale('SCALE', env.SCALE, 1);
  const pgliteScale = parseScale('PGLITE_SCALE', env.PGLITE_SCALE, Math.min(scale, DEFAULT_PGLITE_SCALE_CAP));
  const asked = (env.SCALE_TARGETS ?? 'pglite,postgres')
    .split(',')
    .map((target) => target.trim())
    .filter(Boolean);
  for (const target of asked) {
    if (target !== 'pglite' && target !== 'postgres') throw new Error(`SCALE_TARGETS: unknown target "${target}"`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const targets = (['pglite', 'postgres'] as const).filter(
    (target) => asked.includes(target) && (target === 'pglite' || databaseUrl !== undefined),
  );
  return { scale, pgliteScale, targets, databaseUrl, keepDatabase: env.SCALE_KEEP_DB === '1' };
};

export const sensorCount = (scale: number): number => Math.max(MIN_SENSORS, Math.round(SENSORS_AT_SCALE_1 * scale));
export const parcelCount = (scale: number): number => Math.max(MIN_PARCELS, Math.round(PARCELS_AT_SCALE_1 * scale));
