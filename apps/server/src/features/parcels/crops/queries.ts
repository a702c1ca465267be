import type { Crop, CropInput } from '@console/domain/crop/crop.schema';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { crops } from '../../../db/schema.ts';

const cropColumns = {
  id: crops.id,
  parcelId: crops.parcelId,
  year: crops.year,
  previousCrop: crops.previousCrop,
  currentCrop: crops.currentCrop,
  stage: crops.stage,
  noTolerance: crops.noTolerance,
  estimatedSeedingDate: crops.estimatedSeedingDate,
  actualSeedingDate: crops.actualSeedingDate,
  seedingType: crops.seedingType,
  plantCover: crops.plantCover,
  plantSpecies: crops.plantSpecies,
  estimatedSeedingQuantity: crops.estimatedSeedingQuantity,
  displayName: crops.displayName,
};

/** Optional fields absent on the row are left out of the answer, as the wire convention says. */
const toCrop = (row: Record<string, unknown>): Crop =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as Crop;

export const selectCrops = async (db: Database, parcelId: string) =>
  (await db.select(cropColumns).from(crops).where(eq(crops.parcelId, parcelId)).orderBy(desc(crops.year))).map(toCrop);

export const selectCrop = async (db: Database, parcelId: string, cropId: string) => {
  const [row] = await db
    .select(cropColumns)
    .from(crops)
    .where(and(eq(crops.parcelId, parcelId), eq(crops.id, cropId)));
  return row ? toCrop(row) : undefined;
};

const cropValues = (input: CropInput) => ({
  year: input.year,
  previousCrop: input.previousCrop ?? null,
  currentCrop: input.currentCrop,
  stage: input.stage,
  noTolerance: input.noTolerance,
  estimatedSeedingDate: input.estimatedSeedingDate,
  actualSeedingDate: input.actualSeedingDate ?? null,
  seedingType: input.seedingType ?? null,
  plantCover: input.plantCover,
  plantSpecies: input.plantSpecies || null,
  estimatedSeedingQuantity: input.estimatedSeedingQuantity ?? null,
  displayName: input.displayName || null,
});

/** Answers the new id, or undefined when the parcel already has a crop that year. */
export const insertCrop = async (db: Database, parcelId: string, input: CropInput) => {
  const [created] = await db
    .insert(crops)
    .values({ ...cropValues(input), parcelId })
    .onConflictDoNothing()
    .returning({ id: crops.id });
  return created?.id;
};

export const updateCropRow = async (db: Database, parcelId: string, cropId: string, input: CropInput) => {
  const [updated] = await db
    .update(crops)
    .set(cropValues(input))
    .where(and(eq(crops.parcelId, parcelId), eq(crops.id, cropId)))
    .returning({ id: crops.id });
  return updated?.id;
};
