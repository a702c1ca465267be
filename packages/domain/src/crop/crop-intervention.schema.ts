import { z } from 'zod';
import { localDateSchema } from '../date/date.schema.ts';
import { realSchema } from '../storage/storage-bounds.ts';

export const CROP_INTERVENTION_TYPES = ['seeding', 'rolling', 'soil_work', 'product'] as const;
export const cropInterventionTypeSchema = z.enum(CROP_INTERVENTION_TYPES);
export type CropInterventionType = z.infer<typeof cropInterventionTypeSchema>;

export const SOIL_WORKS = ['labour', 'travail_profond', 'travail_superficiel', 'affinage'] as const;
export const soilWorkSchema = z.enum(SOIL_WORKS);
export type SoilWork = z.infer<typeof soilWorkSchema>;

const common = {
  date: z.string('required').min(1, 'required').pipe(localDateSchema),
  comment: z.string().trim().max(2000).optional(),
};

/** The fields each intervention type adds; `id` and `cropId` are added on read. */
const variants = <Shape extends z.ZodRawShape>(shape: Shape) =>
  [
    z.object({ ...shape, type: z.literal('seeding') }),
    z.object({ ...shape, type: z.literal('rolling') }),
    z.object({ ...shape, type: z.literal('soil_work'), soilWork: soilWorkSchema }),
    z.object({
      ...shape,
      type: z.literal('product'),
      /** Slug of an anti-slug product from the product referential (list not shown in the spec). */
      slugProduct: z.string().trim().min(1, 'required'),
      /** Applied dosage of the product; its unit comes with the product. */
      slugProductDosage: realSchema('required').positive('crop.intervention.errors.dosage.positive'),
    }),
  ] as const;

export const cropInterventionInputSchema = z.discriminatedUnion('type', variants(common));
export type CropInterventionInput = z.infer<typeof cropInterventionInputSchema>;

export const cropInterventionSchema = z.discriminatedUnion(
  'type',
  variants({ ...common, id: z.uuid(), cropId: z.uuid() }),
);
export type CropIntervention = z.infer<typeof cropInterventionSchema>;

/**
 * An intervention as its crop's timeline reads it: `withdrawnSince` is the day its product stopped being authorised in
 * the parcel's country, when it has since (decision 164); the intervention stays, flagged.
 */
export const recordedInterventionSchema = z.discriminatedUnion(
  'type',
  variants({ ...common, id: z.uuid(), cropId: z.uuid(), withdrawnSince: localDateSchema.nullable() }),
);
export type RecordedIntervention = z.infer<typeof recordedInterventionSchema>;
