import { z } from 'zod';

/** The active substances of anti-slug pellets sold in the console's countries. */
export const ACTIVE_INGREDIENTS = ['ferric_phosphate', 'metaldehyde'] as const;
export const activeIngredientSchema = z.enum(ACTIVE_INGREDIENTS);
export type ActiveIngredient = z.infer<typeof activeIngredientSchema>;

/** Pellets are spread by weight over the surface. */
export const DOSAGE_UNITS = ['kg/ha'] as const;

/** A product of the catalogue (`GET /back/referentials/anti-slug-products`); `slug` is what interventions store. */
export const antiSlugProductSchema = z.object({
  slug: z.string(),
  name: z.string(),
  activeIngredient: activeIngredientSchema,
  manufacturer: z.string(),
  dosageUnit: z.enum(DOSAGE_UNITS),
});
export type AntiSlugProduct = z.infer<typeof antiSlugProductSchema>;
