import type { Country } from '@console/domain/address/postal-address.schema';
import type {
  Favourite,
  FavouriteListQuery,
  PostalZone,
  ReferentialAccount,
  Territory,
} from '@console/domain/favourite/favourite.schema';
import { PAGE_SIZE } from '@console/domain/list/list-query';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import { addressInZones, parcelInZones, sensorInTerritory, territoryParameters } from '../../auth/territory.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern, startsWithPattern } from '../../db/like-pattern.ts';
import { accounts, favourites, parcels, sensors, users } from '../../db/schema.ts';

export type FavouriteRow = typeof favourites.$inferSelect;
/** A favourite as saved: the input, its `isWatched` default applied. */
export type FavouriteFields = Omit<Favourite, 'id'>;

const ownFavourite = (userId: string, id: string) => and(eq(favourites.id, id), eq(favourites.userId, userId));

/** The favourite's columns; the territory's account selection is stored as its ids, or null for every account. */
const favouriteColumns = ({ isWatched: _watched, selection, ...fields }: FavouriteFields) => ({
  ...fields,
  accountIds: selection.type === 'some-selected' ? selection.accountIds : null,
});

export const favouriteConditions = (userId: string, search: string | undefined): SQL | undefined =>
  and(
    eq(favourites.userId, userId),
    search ? sql`lower(${favourites.name}) like ${containsPattern(search)}` : undefined,
  );

export const selectFavouritePage = (
  db: Database,
  where: SQL | undefined,
  query: Pick<FavouriteListQuery, 'start' | 'sort' | 'order'>,
): Promise<FavouriteRow[]> => {
  const direction = query.order === 'desc' ? desc : asc;
  const key = query.sort === 'createdAt' ? favourites.createdAt : sql`lower(${favourites.name})`;
  return db
    .select()
    .from(favourites)
    .where(where)
    .orderBy(direction(key), asc(favourites.id))
    .limit(PAGE_SIZE)
    .offset(query.start);
};

export const countFavourites = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(favourites).where(where);
  return row?.n ?? 0;
};

export const selectFavourites = (db: Database, userId: string): Promise<FavouriteRow[]> =>
  db
    .select()
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(sql`lower(${favourites.name})`), asc(favourites.id));

export const selectFavourite = async (db: Database, userId: string, id: string): Promise<FavouriteRow | undefined> => {
  const [row] = await db.select().from(favourites).where(ownFavourite(userId, id));
  return row;
};

/**
 * The owner's row, locked until the transaction ends: one user's favourite changes run one after the other, so the
 * count under the cap stays true and two stars set at once cannot meet on the one-star index. `no key update` leaves
 * the rows that refer to the user (their favourites' own foreign key) free to be written meanwhile.
 */
export const lockFavouriteOwner = async (tx: Database, userId: string): Promise<void> => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
};

/** Takes the star off the user's favourites but `keptId`. */
export const unstarFavourites = async (tx: Database, userId: string, keptId?: string): Promise<void> => {
  await tx
    .update(favourites)
    .set({ isFavourite: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(favourites.userId, userId),
        eq(favourites.isFavourite, true),
        keptId ? ne(favourites.id, keptId) : undefined,
      ),
    );
};

export const insertFavourite = async (tx: Database, userId: string, fields: FavouriteFields): Promise<FavouriteRow> => {
  const [row] = await tx
    .insert(favourites)
    .values({ ...favouriteColumns(fields), userId, watchedSince: fields.isWatched ? sql`now()` : null })
    .returning();
  if (!row) throw new Error('favourite not created');
  return row;
};

/** Watching since the first time it was asked for: saving a watched favourite again keeps that time. */
export const updateFavouriteRow = async (
  tx: Database,
  userId: string,
  id: string,
  fields: FavouriteFields,
): Promise<FavouriteRow | undefined> => {
  const [row] = await tx
    .update(favourites)
    .set({
      ...favouriteColumns(fields),
      watchedSince: fields.isWatched ? sql`coalesce(${favourites.watchedSince}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(ownFavourite(userId, id))
    .returning();
  return row;
};

export const deleteFavouriteRow = async (db: Database, userId: string, id: string): Promise<boolean> => {
  const deleted = await db.delete(favourites).where(ownFavourite(userId, id)).returning({ id: favourites.id });
  return deleted.length > 0;
};

/** The zones' values as the territory's conditions take them. */
const zoneParameters = (zones: PostalZone[]) =>
  [
    sql`${sql.param(zones.map((zone) => zone.value))}`,
    sql`${sql.param(zones.map((zone) => zone.country ?? ''))}`,
  ] as const;

/** The accounts a favourite may name (providers and farmers, never the manufacturer's), in the caller's scope. */
export const referentialAccountConditions = (
  session: Session,
  { postalZones = [], search }: { postalZones?: PostalZone[]; search?: string },
): SQL | undefined =>
  and(
    inArray(accounts.type, ['provider', 'farmer']),
    inAccountScope(session, accounts.id),
    postalZones.length > 0
      ? or(
          addressInZones(sql`${accounts.postalAddress}`, ...zoneParameters(postalZones)),
          sql`exists (select 1 from ${parcels} where ${parcels.accountId} = ${accounts.id}
            and ${parcelInZones(...zoneParameters(postalZones))})`,
        )
      : undefined,
    search ? sql`lower(${accounts.name}) like ${containsPattern(search)}` : undefined,
  );

export const selectReferentialAccounts = (
  db: Database,
  where: SQL | undefined,
  limit: number,
): Promise<ReferentialAccount[]> =>
  db
    .select({
      id: accounts.id,
      name: accounts.name,
      type: accounts.type,
      postalCode: sql<string | null>`${accounts.postalAddress}->>'postalCode'`,
      city: sql<string | null>`${accounts.postalAddress}->>'city'`,
    })
    .from(accounts)
    .where(where)
    .orderBy(asc(sql`lower(${accounts.name})`), asc(accounts.id))
    .limit(limit);

export const countReferentialAccounts = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(accounts).where(where);
  return row?.n ?? 0;
};

/** The caller's sensors the territory reaches (built per call: the referentials are not prepared). */
export const sensorInScopeAndTerritory = (session: Session, territory: Territory): SQL =>
  and(inAccountScope(session, sensors.accountId), sensorInTerritory(territoryParameters(territory))) ?? sql`false`;

export const referentialSensorConditions = (session: Session, territory: Territory, search: string | undefined) =>
  and(
    sensorInScopeAndTerritory(session, territory),
    search ? sql`lower(${sensors.serialNumber}) like ${startsWithPattern(search)}` : undefined,
  );

export const selectReferentialSensors = (db: Database, where: SQL | undefined, limit: number) =>
  db
    .select({ id: sensors.id, serialNumber: sensors.serialNumber })
    .from(sensors)
    .where(where)
    .orderBy(asc(sql`lower(${sensors.serialNumber})`), asc(sensors.id))
    .limit(limit);

export const countReferentialSensors = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(sensors).where(where);
  return row?.n ?? 0;
};

export const selectSensorTags = async (
  db: Database,
  session: Session,
  territory: Territory,
  limit: number,
): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${sensors.tags})` })
    .from(sensors)
    .where(sensorInScopeAndTerritory(session, territory))
    .orderBy(sql`1`)
    .limit(limit);
  return rows.map((row) => row.tag);
};

/**
 * How many of the caller's parcels each postcode holds: the parcels of the accounts in scope, and those the caller's
 * sensors stand on.
 */
export const countParcelsByPostcode = (
  db: Database,
  session: Session,
): Promise<{ country: Country; postalCode: string; parcels: number }[]> => {
  const country = sql<Country>`${parcels.address}->>'country'`;
  const postalCode = sql<string>`${parcels.address}->>'postalCode'`;
  return db
    .select({ country, postalCode, parcels: count() })
    .from(parcels)
    .where(
      or(
        inAccountScope(session, parcels.accountId),
        sql`${parcels.id} in (select ${sensors.parcelId} from ${sensors}
          where ${inAccountScope(session, sensors.accountId)})`,
      ),
    )
    .groupBy(country, postalCode);
};

export const selectAccountAddress = async (db: Database, accountId: string) => {
  const [row] = await db.select({ address: accounts.postalAddress }).from(accounts).where(eq(accounts.id, accountId));
  return row?.address ?? null;
};
