import type { Territory } from '@console/domain/favourite/favourite.schema';
import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Database, selectRows } from '../db/client.ts';
import type { Session } from './session.ts';
import { requireTerritory, territoryValues } from './territory.ts';

/** What a lens resolves a territory into: its sensors or its parcels. */
export type LensKind = 'sensors' | 'parcels';

/** Ids kept per database across favourites and kinds: a few megabytes of strings at most. */
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
 * The counts of committed changes a favourite's ids (`territory_version`) and its night figures
 * (`night_figures_version`, decision 192) are kept under, and whether the caller's own transaction has written.
 */
export type LensVersions = { version: string; nightFigures: string; writing: boolean } | undefined;

export const readLensVersions = async (db: Database): Promise<LensVersions> => {
  const [state] = await selectRows<{ version: string; nightFigures: string; writing: boolean }>(
    db,
    sql`select t.version::text, n.version::text as "nightFigures",
               pg_current_xact_id_if_assigned() is not null as writing
        from territory_version t, night_figures_version n`,
  );
  return state;
};

/**
 * The ids `statement` selects for a territory, reused while nothing that can move a sensor or a parcel into or out of
 * a territory has committed (`territory_version`, decisions 188 and 189) and the day has not turned (its crops in the
 * field are the day's). The version is read before the ids, so a change committing in between is at worst resolved
 * early, never kept stale. A transaction that has written may hold changes not yet counted: it resolves for itself.
 */
export const resolveTerritoryIds = async (
  db: Database,
  kind: LensKind,
  territory: Territory,
  statement: (territory: Territory) => SQL,
  version: Promise<LensVersions> = readLensVersions(db),
): Promise<readonly string[]> => {
  const state = await version;
  const cache = state && !state.writing ? resolvedCache(db) : undefined;
  const key = `${kind}:${state?.version}:${JSON.stringify(territoryValues(territory))}`;
  let ids = cache?.get(key);
  if (!ids) {
    ids = (await selectRows<{ id: string }>(db, statement(territory))).map((row) => row.id);
    cache?.set(key, ids);
  }
  return ids;
};

/**
 * The lenses of one session's favourites, and the favourite and versions read for them. A session is read fresh for
 * each request (and for each user a job acts for), so a favourite is looked up and resolved once per request however
 * many figures of a dashboard it narrows, of sensors and of parcels alike.
 */
const perSession = new WeakMap<Session, Map<string, Promise<unknown>>>();

type Lookup = [territory: Territory | undefined, versions: LensVersions];

/** The favourite of a list's `favourite_id` (the caller's own, else 404) and the versions, read once per session. */
const lookupOf = (db: Database, session: Session, favouriteId: string) =>
  remembered<Lookup>(session, `lookup:${favouriteId}`, () =>
    Promise.all([requireTerritory(db, session, favouriteId), readLensVersions(db)]),
  );

const remembered = <T>(session: Session, key: string, start: () => Promise<T>): Promise<T> => {
  let memo = perSession.get(session);
  if (!memo) perSession.set(session, (memo = new Map()));
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) memo.set(key, (value = start()));
  return value;
};

/**
 * The lens of a list's `favourite_id`: the caller's own favourite (else 404), or none when it names none. The
 * favourite and the versions are read at the same time, one round trip before the view's own statements.
 */
export const requireLens = <Lens>(
  db: Database,
  session: Session,
  favouriteId: string | undefined,
  kind: LensKind,
  resolve: (db: Database, territory: Territory, version: Promise<LensVersions>) => Promise<Lens>,
): Promise<Lens | undefined> => {
  if (favouriteId === undefined) return Promise.resolve(undefined);
  return remembered(session, `${kind}:${favouriteId}`, () =>
    lookupOf(db, session, favouriteId).then(
      ([found, version]) => found && resolve(db, found, Promise.resolve(version)),
    ),
  );
};

/** The versions a favourite's lenses were resolved under (see `requireLens`), for what is kept beside them. */
export const lensVersionsOf = async (db: Database, session: Session, favouriteId: string): Promise<LensVersions> =>
  (await lookupOf(db, session, favouriteId))[1];
