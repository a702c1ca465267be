import type { Territory } from '@console/domain/favourite/favourite.schema';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { type Database, selectRows } from '../db/client.ts';
import type { Session } from './session.ts';
import { requireTerritory, sensorsInTerritory, territoryValues } from './territory.ts';

/**
 * A territory's sensors, resolved once (decision 158): the lists and figures it narrows that are about sensors
 * (sensors, issues, tickets, subscriptions, rent contracts, nights) then read `id = any(ids)` through their sensor
 * index, instead of each of their statements planning the territory's conditions again. The ids are the whole
 * fleet's: each list keeps its own scope beside them, as it did beside the territory's conditions (a provider's
 * contract may rent out a sensor its scope does not hold).
 */
export type SensorLens = { territory: Territory; sensorIds: readonly string[] };

/** Sensor ids kept per database across favourites: a few megabytes of strings at most. */
const CACHED_IDS = 250_000;
const resolvedPerDatabase = new WeakMap<Database, LRUCache<string, readonly string[]>>();

const resolvedCache = (db: Database) => {
  let cache = resolvedPerDatabase.get(db);
  if (!cache) {
    cache = new LRUCache({ maxSize: CACHED_IDS, sizeCalculation: (ids) => ids.length + 1 });
    resolvedPerDatabase.set(db, cache);
  }
  return cache;
};

/**
 * A territory's sensors, reused while nothing that can move a sensor into or out of a territory has committed
 * (`territory_version`, decision 188) and the day has not turned (its crops in the field are the day's). The version
 * is read before the sensors, so a change committing in between is at worst resolved early, never kept stale. A
 * transaction that has written may hold changes not yet counted: it resolves for itself.
 */
export const resolveSensorLens = async (db: Database, territory: Territory): Promise<SensorLens> => {
  const [state] = await selectRows<{ version: string; writing: boolean }>(
    db,
    sql`select version::text, pg_current_xact_id_if_assigned() is not null as writing from territory_version`,
  );
  const cache = state && !state.writing ? resolvedCache(db) : undefined;
  const key = `${state?.version}:${JSON.stringify(territoryValues(territory))}`;
  let sensorIds = cache?.get(key);
  if (!sensorIds) {
    const rows = await selectRows<{ id: string }>(db, sensorsInTerritory(territory));
    sensorIds = rows.map((row) => row.id);
    cache?.set(key, sensorIds);
  }
  return { territory, sensorIds };
};

/**
 * The lenses of one session's favourites. A session is read fresh for each request (and for each user a job acts
 * for), so a favourite is resolved once per request however many figures of a dashboard it narrows.
 */
const perSession = new WeakMap<Session, Map<string, Promise<SensorLens | undefined>>>();

/** The sensor lens of the list's `favourite_id`: the caller's own favourite (else 404), or none when it names none. */
export const requireSensorLens = (
  db: Database,
  session: Session,
  favouriteId: string | undefined,
): Promise<SensorLens | undefined> => {
  if (favouriteId === undefined) return Promise.resolve(undefined);
  let lenses = perSession.get(session);
  if (!lenses) perSession.set(session, (lenses = new Map()));
  let lens = lenses.get(favouriteId);
  if (!lens) {
    lens = requireTerritory(db, session, favouriteId).then(
      (territory) => territory && resolveSensorLens(db, territory),
    );
    lenses.set(favouriteId, lens);
  }
  return lens;
};

/** A sensor-id column among the lens's sensors; `ids` is the list of ids as a value or a placeholder. */
export const sensorInLens = (column: AnyPgColumn | SQL, ids: SQL | Placeholder): SQL =>
  sql`${column} = any(${ids}::uuid[])`;

/** The lens's ids inlined as one parameter, for queries built per call. */
export const lensIds = (lens: SensorLens): SQL => sql`${sql.param(lens.sensorIds)}`;
