import { z } from 'zod';

/**
 * The crops a parcel grows, in a module of their own: the rules keyed by crop (`seeding-range.ts`) read them without
 * importing the crop schema that applies those rules.
 */
export const CROP_TYPES = [
  'colza',
  'colza_semence',
  'mais',
  'mais_semence',
  'cereales_hivers',
  'cereales_printemps',
  'tournesol',
  'tournesol_semence',
  'autre',
] as const;
export const cropTypeSchema = z.enum(CROP_TYPES);
export type CropType = z.infer<typeof cropTypeSchema>;
