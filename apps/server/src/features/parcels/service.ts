import { isManufacturer } from '@console/domain/access/permissions';
import type { Paged } from '@console/domain/list/list-query';
import type { Country } from '@console/domain/address/postal-address.schema';
import {
  PARCEL_MAP_MAX_POINTS,
  type ParcelListFilter,
  type ParcelListItem,
  type ParcelListQuery,
  type ParcelMap,
} from '@console/domain/parcel/parcel-list.schema';
import type { Territory } from '@console/domain/favourite/favourite.schema';
import type { UpdateParcelInput } from '@console/domain/parcel/parcel.schema';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import { requireParcelLens, resolveParcelLens } from '../../auth/parcel-lens.ts';
import type { Database } from '../../db/client.ts';
import { parcels, sensors } from '../../db/schema.ts';
import {
  countParcels,
  editableParcel,
  matchingParcelIds,
  type ParcelQueryFilter,
  selectParcelMapPoints,
  selectParcelPage,
} from './queries.ts';
import { getParcel, requireEditableParcel } from './parcel-access.ts';
import { refreshParcelRisks } from './risk-service.ts';

// The jobs, the demo data and the notification sources re-assess parcel risks.
export { refreshParcelRisks, refreshRiskAfterCaptures } from './risk-service.ts';
export { getParcel, requireEditableParcel } from './parcel-access.ts';
// The support desk replaces a ticket's faulty sensor with the parcel's swap.
export { describeSensorSwap, swapParcelSensor } from './sensor-moves.ts';

/** Assesses again the parcels the sensors stand on: their subscriptions changed, which may lift or bring a withheld risk. */
export const refreshRisksOfSensors = async (db: Database, sensorIds: readonly string[]) => {
  if (sensorIds.length === 0) return;
  const rows = await db
    .select({ parcelId: sensors.parcelId })
    .from(sensors)
    .where(and(inArray(sensors.id, [...sensorIds]), isNotNull(sensors.parcelId)));
  const parcelIds = rows.flatMap((row) => (row.parcelId ? [row.parcelId] : []));
  if (parcelIds.length > 0) await refreshParcelRisks(db, parcelIds);
};

/** A country's pack changed (decision 163): its parcels are assessed again under it, at once. */
export const refreshRisksOfCountry = async (db: Database, country: Country) => {
  await refreshParcelRisks(db, { country });
};

/** A list's filter with the favourite it names resolved into its parcels: the caller's own, or 404. */
export const queryFilterOf = async (
  db: Database,
  session: Session,
  { favouriteId, ...filter }: ParcelListFilter,
): Promise<ParcelQueryFilter> => ({ ...filter, lens: await requireParcelLens(db, session, favouriteId) });

export const listParcels = async (
  db: Database,
  session: Session,
  query: ParcelListQuery,
): Promise<Paged<ParcelListItem>> => {
  const { start: _start, sort, order, ...filter } = query;
  const queryFilter = await queryFilterOf(db, session, filter);
  const [items, total] = await Promise.all([
    selectParcelPage(db, session, queryFilter, query),
    countParcels(db, session, queryFilter),
  ]);
  return { items, total, filter, sort: { field: sort, order } };
};

/** How many parcels the list finds under a filter: its total, which a dashboard tile shows (issue 22). */
export const countParcelsMatching = async (db: Database, session: Session, filter: ParcelListFilter) =>
  countParcels(db, session, await queryFilterOf(db, session, filter));

/** The parcels the list finds under a filter (its favourite read, or 404), as a subquery for a read model to join. */
export const parcelsMatching = async (db: Database, session: Session, filter: ParcelListFilter) =>
  matchingParcelIds(db, session, await queryFilterOf(db, session, filter));

/** How many parcels a territory reaches in the caller's scope: the list's total with that favourite. */
export const countParcelsInTerritory = async (db: Database, session: Session, territory: Territory) =>
  countParcels(db, session, { lens: await resolveParcelLens(db, territory) });

/** Every matching parcel as a marker, up to the map's limit (one more is read to know whether it was reached). */
export const listParcelMapPoints = async (
  db: Database,
  session: Session,
  filter: ParcelListFilter,
): Promise<ParcelMap> => {
  const points = await selectParcelMapPoints(
    db,
    session,
    await queryFilterOf(db, session, filter),
    PARCEL_MAP_MAX_POINTS + 1,
  );
  return { points: points.slice(0, PARCEL_MAP_MAX_POINTS), isTruncated: points.length > PARCEL_MAP_MAX_POINTS };
};

/** The header shortcut's counter: the parcels the missing-information list shows the caller. */
export const countParcelsMissingInfo = (db: Database, session: Session): Promise<number> =>
  countParcels(db, session, { missingInfoOnly: true });

/** Staff write the manufacturer's note, everyone else the customer's: neither overwrites the other. */
export const commentColumn = (session: Session, comment: string | undefined) =>
  isManufacturer(session) ? { dsComment: comment || null } : { customerComment: comment || null };

export const parcelValues = (input: UpdateParcelInput) => ({
  label: input.label,
  soilType: input.soilType,
  address: input.address,
  gpsLat: input.gpsLocation.lat,
  gpsLong: input.gpsLocation.long,
  size: input.size ?? null,
});

export const updateParcel = async (
  db: Database,
  session: Session,
  id: string,
  input: UpdateParcelInput,
): Promise<ParcelListItem> => {
  await requireEditableParcel(db, session, id);
  await db
    .update(parcels)
    .set({ ...parcelValues(input), ...commentColumn(session, input.comment), updatedAt: sql`now()` })
    .where(and(eq(parcels.id, id), editableParcel(session)));
  return getParcel(db, session, id);
};

/** Removes the parcel, its crops and sharing, and frees its sensor, in one transaction. */
export const deleteParcel = async (db: Database, session: Session, id: string): Promise<void> => {
  await requireEditableParcel(db, session, id);
  await db.transaction(async (tx) => {
    await tx.update(sensors).set({ parcelId: null }).where(eq(sensors.parcelId, id));
    await tx.delete(parcels).where(eq(parcels.id, id));
  });
};
