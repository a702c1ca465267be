import type { ParcelListItem } from '@console/domain/parcel/parcel-list.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../plugins/app-error.ts';
import { selectParcel } from './queries.ts';

export const getParcel = async (db: Database, session: Session, id: string): Promise<ParcelListItem> => {
  const parcel = await selectParcel(db, session, id);
  if (!parcel) throw notFound('parcel not found');
  return parcel;
};

/** A parcel the caller may change: unknown or foreign is 404, shared with them (read-only) is 403. */
export const requireEditableParcel = async (db: Database, session: Session, id: string) => {
  const parcel = await getParcel(db, session, id);
  if (!parcel.isEditable) throw forbidden();
  return parcel;
};
