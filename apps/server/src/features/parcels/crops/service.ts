import type { Crop, CropInput } from '@console/domain/crop/crop.schema';
import type { Session } from '../../../auth/session.ts';
import { type Database, isUniqueViolation } from '../../../db/client.ts';
import { AppError, notFound } from '../../../plugins/app-error.ts';
import { refreshParcelRisks } from '../risk-service.ts';
import { getParcel, requireEditableParcel } from '../service.ts';
import { insertCrop, selectCrop, selectCrops, updateCropRow } from './queries.ts';

const yearTaken = () =>
  new AppError('conflict', 'the parcel already has a crop that year', {
    issues: [{ path: ['year'], message: 'crop.form.errors.year-taken' }],
  });

export const listCrops = async (db: Database, session: Session, parcelId: string): Promise<Crop[]> => {
  await getParcel(db, session, parcelId);
  return selectCrops(db, parcelId);
};

export const getCrop = async (db: Database, session: Session, parcelId: string, cropId: string): Promise<Crop> => {
  await getParcel(db, session, parcelId);
  const crop = await selectCrop(db, parcelId, cropId);
  if (!crop) throw notFound('crop not found');
  return crop;
};

export const createCrop = async (db: Database, session: Session, parcelId: string, input: CropInput): Promise<Crop> => {
  await requireEditableParcel(db, session, parcelId);
  const id = await insertCrop(db, parcelId, input);
  if (!id) throw yearTaken();
  await refreshParcelRisks(db, [parcelId]);
  return getCrop(db, session, parcelId, id);
};

export const updateCrop = async (
  db: Database,
  session: Session,
  parcelId: string,
  cropId: string,
  input: CropInput,
): Promise<Crop> => {
  await requireEditableParcel(db, session, parcelId);
  const updated = await updateCropRow(db, parcelId, cropId, input).catch((error: unknown) => {
    // Moving a crop onto a year the parcel already has breaks the one-crop-a-year key.
    throw isUniqueViolation(error) ? yearTaken() : error;
  });
  if (!updated) throw notFound('crop not found');
  await refreshParcelRisks(db, [parcelId]);
  return getCrop(db, session, parcelId, cropId);
};
