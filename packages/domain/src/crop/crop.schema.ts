import { z } from 'zod';
import { localDateSchema } from '../date/date.schema.ts';
import { int4Schema } from '../storage/storage-bounds.ts';
import { type CropType, cropTypeSchema } from './crop-type.ts';
import { addSeedingQuantityRangeIssue, SEEDING_QUANTITY_POSITIVE_MESSAGE } from './seeding-range.ts';

// Offered here as well, where the crop's other fields are: most readers import the crop type with them.
export { CROP_TYPES, cropTypeSchema, type CropType } from './crop-type.ts';

/** Crops grown for seed; each follows the rules of the crop it multiplies. */
export const SEED_CROP_TYPES = [
  'colza_semence',
  'mais_semence',
  'tournesol_semence',
] as const satisfies readonly CropType[];
export type SeedCropType = (typeof SEED_CROP_TYPES)[number];
export const isSeedCropType = (cropType: CropType): cropType is SeedCropType =>
  (SEED_CROP_TYPES as readonly CropType[]).includes(cropType);

export const CROP_STAGES = ['non_seme', 'seme', 'leve', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'debut_tallage'] as const;
export const cropStageSchema = z.enum(CROP_STAGES);
export type CropStage = z.infer<typeof cropStageSchema>;

export const SEEDING_TYPES = ['semis_direct', 'tcs', 'labour', 'biologique'] as const;
export const seedingTypeSchema = z.enum(SEEDING_TYPES);
export type SeedingType = z.infer<typeof seedingTypeSchema>;

/** The 34 previous crops; values are wire codes, 'mourtarde' (sic) included. */
export const PREVIOUS_CROPS = [
  'avoine',
  'betterave',
  'ble',
  'ble_de_printemps',
  'chanvre',
  'chicoree',
  'colza',
  'epinard',
  'feverole',
  'haricot_vert',
  'jachere',
  'lentille',
  'lin',
  'lupin',
  'luzerne',
  'mais',
  'millet',
  'mourtarde',
  'oeillette',
  'oignon',
  'orge',
  'orge_de_printemps',
  'pois',
  'pomme_de_terre',
  'prairie_temporaire',
  'sarrasin',
  'seigle',
  'soja',
  'sorgho',
  'tournesol',
  'trefle',
  'triticale',
  'vesce',
  'vigne',
] as const;
export const previousCropSchema = z.enum(PREVIOUS_CROPS);
export type PreviousCrop = z.infer<typeof previousCropSchema>;

/**
 * The crop form's fields without the cross-field range check: derive form subsets from this one
 * (zod refuses `.pick`/`.omit` on a refined object), and parse input with `cropInputSchema`.
 */
export const cropFieldsSchema = z.object({
  year: z.number().int().min(2000).max(2100),
  previousCrop: previousCropSchema.optional(),
  currentCrop: cropTypeSchema,
  stage: cropStageSchema,
  noTolerance: z.boolean(),
  estimatedSeedingDate: localDateSchema,
  actualSeedingDate: localDateSchema.optional(),
  seedingType: seedingTypeSchema.optional(),
  plantCover: z.boolean(),
  plantSpecies: z.string().trim().max(200).optional(),
  estimatedSeedingQuantity: int4Schema(SEEDING_QUANTITY_POSITIVE_MESSAGE)
    .positive(SEEDING_QUANTITY_POSITIVE_MESSAGE)
    .optional(),
  displayName: z.string().trim().max(100).optional(),
});
export type CropFields = z.infer<typeof cropFieldsSchema>;

export const ACTUAL_SEEDING_DATE_REQUIRED_MESSAGE = 'crop.form.errors.actual-seeding-date-required';

/**
 * A crop at a stage past sowing was sown on some day: the farmer gives that day, on the seeding date's field (the
 * stage is what they see in the field; the date is what is missing). Nights and reminders count from it.
 */
const addActualSeedingDateIssue = (
  crop: { stage: CropStage; actualSeedingDate?: string | undefined },
  ctx: z.RefinementCtx,
): void => {
  if (crop.stage === 'non_seme' || crop.actualSeedingDate !== undefined) return;
  ctx.addIssue({
    code: 'custom',
    path: ['actualSeedingDate'],
    message: ACTUAL_SEEDING_DATE_REQUIRED_MESSAGE,
    input: crop.actualSeedingDate,
  });
};

/** A cross-field check runs once the fields it reads are valid, whatever the other fields' issues. */
const whenValid =
  (...fields: (keyof CropFields)[]) =>
  (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => fields.some((field) => issue.path?.[0] === field));

/**
 * Create and edit input of a crop: the fields plus the seeding-quantity range of its crop type (spec point 5) and
 * an actual seeding date once the stage is past sowing. The checks run even when unrelated fields fail, so the form
 * shows their errors together with the others.
 */
export const cropInputSchema = cropFieldsSchema
  .superRefine(addSeedingQuantityRangeIssue, {
    when: whenValid('currentCrop', 'estimatedSeedingQuantity'),
  })
  .superRefine(addActualSeedingDateIssue, {
    when: whenValid('stage', 'actualSeedingDate'),
  });
export type CropInput = z.infer<typeof cropInputSchema>;

export const cropSchema = cropFieldsSchema.extend({ id: z.uuid(), parcelId: z.uuid() });
export type Crop = z.infer<typeof cropSchema>;
