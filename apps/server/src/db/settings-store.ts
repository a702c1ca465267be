import { DEFAULT_GLOBAL_SETTINGS } from '@console/domain/settings/global-setting-defaults';
import {
  DEFAULT_VERSION,
  GLOBAL_SETTING_SCHEMAS,
  type GlobalSettingKey,
  type GlobalSettingValues,
  type SettingState,
} from '@console/domain/settings/global-settings.schema';
import type { FastifyBaseLogger } from 'fastify';
import { type Column, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, DatabaseHandle } from './client.ts';
import { listenTo } from './listen.ts';
import { settings, users } from './schema.ts';
import { isoUtc } from './iso-time.ts';

/** The channel migration 0047's trigger notifies when a transaction that changed a setting commits. */
export const SETTINGS_CHANNEL = 'settings_changed';
/** A process that missed a notice (its listener reconnecting) reads the settings again after this at the latest. */
const CACHE_TTL_MS = 60_000;

export type StoredSetting = {
  /** The key's own value; null when it holds none (never changed, or reset): the default applies. */
  value: unknown;
  version: number;
  changedAt: string | null;
  changedBy: string | null;
};
const NEVER_CHANGED: StoredSetting = { value: null, version: DEFAULT_VERSION, changedAt: null, changedBy: null };

/** Per database, the settings read by a process that hears of their changes (`watchSettings`). */
const caches = new WeakMap<Database, LRUCache<GlobalSettingKey, StoredSetting>>();
/** Per database, the defaults of the deployment serving it (`settingDefaults`); the domain's elsewhere. */
const defaults = new WeakMap<Database, GlobalSettingValues>();

/** Gives the settings read from `db` the deployment's defaults (from its environment where set). */
export const useSettingDefaults = (db: Database, values: GlobalSettingValues) => defaults.set(db, values);

/** The default of `key` for `db`; a transaction, not registered, reads the domain's. */
export const defaultSetting = <K extends GlobalSettingKey>(db: Database, key: K): GlobalSettingValues[K] =>
  (defaults.get(db) ?? DEFAULT_GLOBAL_SETTINGS)[key];

/** A user by name, else by e-mail; null once the user is deleted. `table` may be an alias of users. */
export const nameOf = (table: Record<'firstName' | 'lastName' | 'email', Column>) =>
  sql<string | null>`coalesce(nullif(trim(${table.firstName} || ' ' || ${table.lastName}), ''), ${table.email})`;

/** Who changed a setting. */
export const userName = nameOf(users);

/** The stored row of `key`, as the transaction `db` sees it. */
export const readStoredSetting = async (db: Database, key: GlobalSettingKey): Promise<StoredSetting> => {
  const [row] = await db
    .select({
      value: settings.value,
      version: settings.version,
      changedAt: isoUtc(settings.updatedAt),
      changedBy: userName,
    })
    .from(settings)
    .leftJoin(users, eq(users.id, settings.changedBy))
    .where(eq(settings.key, key));
  return row ?? NEVER_CHANGED;
};

const cachedSetting = async (db: Database, key: GlobalSettingKey): Promise<StoredSetting> => {
  const cache = caches.get(db);
  const cached = cache?.get(key);
  if (cached) return cached;
  const stored = await readStoredSetting(db, key);
  cache?.set(key, stored);
  return stored;
};

/** A value the key's schema no longer accepts (a bound tightened since) falls back to the default, as no value. */
export const stateOf = <K extends GlobalSettingKey>(
  key: K,
  stored: StoredSetting,
  fallback: GlobalSettingValues[K],
): SettingState<K> => {
  const own = stored.value === null ? null : GLOBAL_SETTING_SCHEMAS[key].safeParse(stored.value);
  return {
    value: own?.success ? (own.data as GlobalSettingValues[K]) : fallback,
    version: stored.version,
    isDefault: !own?.success,
    changedAt: stored.changedAt,
    changedBy: stored.changedBy,
  };
};

/** A setting with its version. Cached per process while it is watched. */
export const readSettingState = async <K extends GlobalSettingKey>(db: Database, key: K): Promise<SettingState<K>> =>
  stateOf(key, await cachedSetting(db, key), defaultSetting(db, key));

/** The value in force of `key`. */
export const readSetting = async <K extends GlobalSettingKey>(db: Database, key: K): Promise<GlobalSettingValues[K]> =>
  (await readSettingState(db, key)).value;

/** Forgets what this process read: called once a change of its own commits, before the notice arrives. */
export const forgetSettings = (db: Database) => caches.get(db)?.clear();

/**
 * Caches the settings this process reads from `handle`, until a change lands: PostgreSQL tells every listening
 * process when the transaction commits (migration 0047), so they agree within moments. Answers how to stop.
 */
export const watchSettings = async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
  const cache = new LRUCache<GlobalSettingKey, StoredSetting>({ max: 64, ttl: CACHE_TTL_MS });
  caches.set(handle.db, cache);
  const stop = await listenTo(handle, SETTINGS_CHANNEL, () => cache.clear(), log);
  return async () => {
    caches.delete(handle.db);
    await stop();
  };
};

/** The sender of the e-mails and the product title they name, as the settings say when each message leaves. */
export const mailSender = (db: Database) => async () => {
  const [{ senderName, senderAddress }, { appTitle }] = await Promise.all([
    readSetting(db, 'mail'),
    readSetting(db, 'product'),
  ]);
  return { name: senderName, address: senderAddress, appTitle };
};
