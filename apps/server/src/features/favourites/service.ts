import {
  type Coverage,
  EVERYTHING,
  FAVOURITE_REFERENTIAL_LIMIT,
  type Favourite,
  type FavouriteListItem,
  type FavouriteListQuery,
  type PostalZone,
  type ReferentialAccount,
  type Territory,
} from '@console/domain/favourite/favourite.schema';
import type { Paged } from '@console/domain/list/list-query';
import type { Session } from '../../auth/session.ts';
import { territoryOfRow } from '../../auth/territory.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { fieldError, notFound } from '../../plugins/app-error.ts';
import { countParcelsInTerritory } from '../parcels/service.ts';
import { countSensorsInTerritory } from '../sensors/service.ts';
import {
  countFavourites,
  countReferentialAccounts,
  countReferentialSensors,
  deleteFavouriteRow,
  favouriteConditions,
  type FavouriteFields,
  type FavouriteRow,
  insertFavourite,
  lockFavouriteOwner,
  referentialAccountConditions,
  referentialSensorConditions,
  selectFavourite,
  selectFavouritePage,
  selectFavourites,
  selectReferentialAccounts,
  selectReferentialSensors,
  selectSensorTags,
  unstarFavourites,
  updateFavouriteRow,
} from './queries.ts';

/** How many favourites a user keeps (decision 125): the switchers list them all, each with its coverage. */
export const FAVOURITE_MAX_PER_USER = 100;
/** The tag picker's options: a fleet's tags are a short vocabulary. */
const TAG_REFERENTIAL_LIMIT = 200;

const fieldConflict = (message: string, key: string) => fieldError('conflict', message, 'name', key);

/**
 * The unique index on (user, lower(name)) decides, so two concurrent saves cannot both take a name. The owner's lock
 * (`lockFavouriteOwner`) keeps the one-star index from ever being the one that refused.
 */
const refuseTakenName = (error: unknown): never => {
  throw isUniqueViolation(error)
    ? fieldConflict('you already have a favourite of that name', 'favourite.form.errors.name-taken')
    : error;
};

/** What a territory reaches in the caller's scope: the totals the parcel and sensor lists give with it. */
export const getCoverage = async (db: Database, session: Session, territory: Territory): Promise<Coverage> => {
  const [parcels, sensors] = await Promise.all([
    countParcelsInTerritory(db, session, territory),
    countSensorsInTerritory(db, session, territory),
  ]);
  return { parcels, sensors };
};

const favouriteOf = (row: FavouriteRow): Favourite => ({
  id: row.id,
  name: row.name,
  isFavourite: row.isFavourite,
  isWatched: row.watchedSince !== null,
  ...territoryOfRow(row),
});

const withCoverage = async (db: Database, session: Session, row: FavouriteRow): Promise<FavouriteListItem> => {
  const favourite = favouriteOf(row);
  return { ...favourite, coverage: await getCoverage(db, session, territoryOfRow(row)) };
};

export const listFavourites = async (
  db: Database,
  session: Session,
  query: FavouriteListQuery,
): Promise<Paged<FavouriteListItem>> => {
  const { start: _start, sort, order, ...filter } = query;
  const where = favouriteConditions(session.userId, filter.search);
  const [rows, total] = await Promise.all([selectFavouritePage(db, where, query), countFavourites(db, where)]);
  const items = await Promise.all(rows.map((row) => withCoverage(db, session, row)));
  return { items, total, filter, sort: { field: sort, order } };
};

/** Every favourite of the caller, for the lists' switchers: no coverage, which would count each one's reach. */
export const listAllFavourites = async (db: Database, session: Session): Promise<Favourite[]> =>
  (await selectFavourites(db, session.userId)).map(favouriteOf);

export const getFavourite = async (db: Database, session: Session, id: string): Promise<FavouriteListItem> => {
  const row = await selectFavourite(db, session.userId, id);
  if (!row) throw notFound('favourite not found');
  return withCoverage(db, session, row);
};

/** A starred favourite takes the star from the user's others, in the same transaction (one star a user). */
export const createFavourite = async (
  db: Database,
  session: Session,
  fields: FavouriteFields,
): Promise<FavouriteListItem> => {
  const row = await db.transaction(async (tx) => {
    await lockFavouriteOwner(tx, session.userId);
    if ((await countFavourites(tx, favouriteConditions(session.userId, undefined))) >= FAVOURITE_MAX_PER_USER) {
      throw fieldConflict(
        `a user keeps at most ${FAVOURITE_MAX_PER_USER} favourites: delete one first`,
        'favourite.form.errors.too-many',
      );
    }
    if (fields.isFavourite) await unstarFavourites(tx, session.userId);
    return insertFavourite(tx, session.userId, fields).catch(refuseTakenName);
  });
  return withCoverage(db, session, row);
};

export const updateFavourite = async (
  db: Database,
  session: Session,
  id: string,
  fields: FavouriteFields,
): Promise<FavouriteListItem> => {
  const row = await db.transaction(async (tx) => {
    await lockFavouriteOwner(tx, session.userId);
    if (fields.isFavourite) await unstarFavourites(tx, session.userId, id);
    const updated = await updateFavouriteRow(tx, session.userId, id, fields).catch(refuseTakenName);
    if (!updated) throw notFound('favourite not found');
    return updated;
  });
  return withCoverage(db, session, row);
};

export const deleteFavourite = async (db: Database, session: Session, id: string): Promise<void> => {
  if (!(await deleteFavouriteRow(db, session.userId, id))) throw notFound('favourite not found');
};

/** A territory being edited, its criteria not given yet read as no constraint. */
const completeTerritory = (partial: Partial<Territory>): Territory => ({ ...EVERYTHING, ...partial });

/** The accounts step's options: the caller's accounts, only those the zones reach when some are given. */
export const listReferentialAccounts = async (
  db: Database,
  session: Session,
  input: { postalZones?: PostalZone[]; search?: string },
): Promise<{ items: ReferentialAccount[]; total: number }> => {
  const where = referentialAccountConditions(session, input);
  const [items, total] = await Promise.all([
    selectReferentialAccounts(db, where, FAVOURITE_REFERENTIAL_LIMIT),
    countReferentialAccounts(db, where),
  ]);
  return { items, total };
};

/**
 * The serial picker's options: the sensors the rest of the territory reaches. The serials already picked are left
 * out of it, or the picker would offer nothing but them.
 */
export const listReferentialSensors = async (
  db: Database,
  session: Session,
  { search, ...partial }: Partial<Territory> & { search?: string },
) => {
  const territory = { ...completeTerritory(partial), sensorSerialNumbers: [] };
  const where = referentialSensorConditions(session, territory, search);
  const [items, total] = await Promise.all([
    selectReferentialSensors(db, where, FAVOURITE_REFERENTIAL_LIMIT),
    countReferentialSensors(db, where),
  ]);
  return { items, total };
};

/** The tag picker's options, for the same reason without the tags already picked (a sensor bearing any one is in). */
export const listReferentialTags = (db: Database, session: Session, partial: Partial<Territory>): Promise<string[]> =>
  selectSensorTags(db, session, { ...completeTerritory(partial), tags: [] }, TAG_REFERENTIAL_LIMIT);
