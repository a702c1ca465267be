import { PAGE_SIZE } from '@console/domain/list/list-query';
import type {
  ParcelListFilter,
  ParcelListItem,
  ParcelListQuery,
  ParcelMapPoint,
} from '@console/domain/parcel/parcel-list.schema';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import { startsWithPattern } from '../../db/like-pattern.ts';
import type { Database } from '../../db/client.ts';
import { accounts, crops, parcels, riskRank } from '../../db/schema.ts';

/** Parcels shared with the caller: public ones, those shared with their e-mail, and those shared with their account. */
const sharedWithCaller = (session: Session): SQL => sql`(
  'public' = any(${parcels.sharingMode})
  or ('targeted' = any(${parcels.sharingMode}) and lower(${session.email}) = any(${parcels.sharedEmails}))
  or ('targeted_account' = any(${parcels.sharingMode}) and exists (
    select 1 from parcel_shared_accounts psa where psa.parcel_id = ${parcels.id} and psa.account_id = ${session.accountId})))`;

export const editableParcel = (session: Session): SQL => inAccountScope(session, parcels.accountId);
export const visibleParcel = (session: Session): SQL =>
  sql`(${editableParcel(session)} or ${sharedWithCaller(session)})`;

const hasSensor = sql`exists (select 1 from sensors s where s.parcel_id = ${parcels.id})`;
const currentSeason = sql`extract(year from now())::int`;

export const parcelConditions = (session: Session, filter: ParcelListFilter): SQL | undefined =>
  and(
    visibleParcel(session),
    filter.search ? sql`lower(${parcels.label}) like ${startsWithPattern(filter.search)}` : undefined,
    filter.cropTypes?.length ? sql`${crops.currentCrop} in ${filter.cropTypes}` : undefined,
    filter.stages?.length ? sql`${crops.stage} in ${filter.stages}` : undefined,
    filter.riskLevels?.length ? sql`${parcels.riskLevel} in ${filter.riskLevels}` : undefined,
    filter.soilTypes?.length ? sql`${parcels.soilType} in ${filter.soilTypes}` : undefined,
    filter.accountId ? eq(parcels.accountId, filter.accountId) : undefined,
    filter.withSensor === undefined ? undefined : filter.withSensor ? hasSensor : sql`not ${hasSensor}`,
    filter.missingInfoOnly ? sql`(${parcels.size} is null or ${crops.id} is null or not ${hasSensor})` : undefined,
  );

const parcelRows = (db: Database, session: Session) =>
  db
    .select({
      id: parcels.id,
      label: parcels.label,
      soilType: parcels.soilType,
      accountId: parcels.accountId,
      accountName: accounts.name,
      address: parcels.address,
      gpsLat: parcels.gpsLat,
      gpsLong: parcels.gpsLong,
      dsComment: parcels.dsComment,
      customerComment: parcels.customerComment,
      sharingMode: parcels.sharingMode,
      sharedEmails: parcels.sharedEmails,
      size: parcels.size,
      riskLevel: parcels.riskLevel,
      sensorId: sql<string | null>`(select s.id from sensors s where s.parcel_id = parcels.id)`,
      sharedAccounts: sql<{ accountId: string; accountName: string }[]>`(
        select coalesce(json_agg(json_build_object('accountId', a.id, 'accountName', a.name) order by a.name), '[]')
        from parcel_shared_accounts psa join accounts a on a.id = psa.account_id where psa.parcel_id = parcels.id)`,
      cropId: crops.id,
      cropYear: crops.year,
      cropType: crops.currentCrop,
      cropStage: crops.stage,
      isEditable: sql<boolean>`${editableParcel(session)}`,
    })
    .from(parcels)
    .innerJoin(accounts, eq(accounts.id, parcels.accountId))
    .leftJoin(crops, and(eq(crops.parcelId, parcels.id), eq(crops.year, currentSeason)))
    .$dynamic();

type ParcelRow = Awaited<ReturnType<typeof parcelRows>>[number];

const toParcelListItem = (row: ParcelRow, isManufacturer: boolean): ParcelListItem => ({
  id: row.id,
  label: row.label,
  soilType: row.soilType,
  accountId: row.accountId,
  accountName: row.accountName,
  address: row.address,
  gpsLocation: { lat: row.gpsLat, long: row.gpsLong },
  // The manufacturer's note is for its own staff only.
  ...(isManufacturer && row.dsComment ? { dsComment: row.dsComment } : {}),
  ...(row.customerComment ? { customerComment: row.customerComment } : {}),
  ...(row.sensorId ? { sensorId: row.sensorId } : {}),
  sharingMode: row.sharingMode,
  sharedEmails: row.isEditable ? row.sharedEmails : [],
  sharedAccounts: row.isEditable ? row.sharedAccounts : [],
  ...(row.size !== null ? { size: row.size } : {}),
  riskLevel: row.riskLevel,
  currentCrop:
    row.cropId && row.cropYear !== null && row.cropType && row.cropStage
      ? { id: row.cropId, year: row.cropYear, currentCrop: row.cropType, stage: row.cropStage }
      : null,
  isEditable: row.isEditable,
});

const sortColumns: Record<ParcelListQuery['sort'], SQL | AnyPgColumn> = {
  label: sql`lower(${parcels.label})`,
  riskLevel: riskRank(parcels.riskLevel),
  size: parcels.size,
  createdAt: parcels.createdAt,
};

/**
 * One page of parcels. The filter, sort and offset run on ids alone; only the page's rows are then read whole,
 * so a deep page neither sorts wide rows nor computes the sensor and sharing subqueries of the rows it skips.
 */
export const selectParcelPage = async (
  db: Database,
  session: Session,
  where: SQL | undefined,
  query: ParcelListQuery,
  limit = PAGE_SIZE,
) => {
  const direction = query.order === 'desc' ? desc : asc;
  const order = [sql`${direction(sortColumns[query.sort])} nulls last`, asc(parcels.id)];
  const page = db
    .select({ pageId: parcels.id })
    .from(parcels)
    .leftJoin(crops, and(eq(crops.parcelId, parcels.id), eq(crops.year, currentSeason)))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(query.start)
    .as('page');
  const rows = await parcelRows(db, session)
    .innerJoin(page, eq(page.pageId, parcels.id))
    .orderBy(...order);
  return rows.map((row) => toParcelListItem(row, session.accountType === 'desangosse'));
};

export const countParcels = async (db: Database, where: SQL | undefined) => {
  const [row] = await db
    .select({ n: count() })
    .from(parcels)
    .leftJoin(crops, and(eq(crops.parcelId, parcels.id), eq(crops.year, currentSeason)))
    .where(where);
  return row?.n ?? 0;
};

export const selectParcel = async (db: Database, session: Session, id: string) => {
  const [row] = await parcelRows(db, session).where(and(eq(parcels.id, id), visibleParcel(session)));
  return row ? toParcelListItem(row, session.accountType === 'desangosse') : undefined;
};

/** Map markers: the filtered parcels' positions and levels, without the list's joins beyond this season's crop. */
export const selectParcelMapPoints = (db: Database, where: SQL | undefined, limit: number): Promise<ParcelMapPoint[]> =>
  db
    .select({
      id: parcels.id,
      label: parcels.label,
      lat: parcels.gpsLat,
      long: parcels.gpsLong,
      riskLevel: parcels.riskLevel,
    })
    .from(parcels)
    .leftJoin(crops, and(eq(crops.parcelId, parcels.id), eq(crops.year, currentSeason)))
    .where(where)
    .orderBy(asc(parcels.id))
    .limit(limit);
