import { z } from 'zod';
import { countrySchema } from '../address/postal-address.schema.ts';
import { int4Schema, realSchema } from '../storage/storage-bounds.ts';

/**
 * The active substances of anti-slug pellets sold in the console's countries, and methiocarb, withdrawn across the EU
 * in 2014, for the records of the pellets that held it.
 */
export const ACTIVE_INGREDIENTS = ['ferric_phosphate', 'metaldehyde', 'methiocarb'] as const;
export const activeIngredientSchema = z.enum(ACTIVE_INGREDIENTS);
export type ActiveIngredient = z.infer<typeof activeIngredientSchema>;

/** Pellets are spread by weight over the surface. */
export const DOSAGE_UNITS = ['kg/ha'] as const;
export type DosageUnit = (typeof DOSAGE_UNITS)[number];

/** CropLife formulation codes of molluscicide baits: ready-to-use bait (pellets) or granular bait. */
export const FORMULATIONS = ['RB', 'GB'] as const;
export const formulationSchema = z.enum(FORMULATIONS);
export type Formulation = z.infer<typeof formulationSchema>;

/** No pellet protects a crop for more than a season's quarter: a longer window is a typo (140 for 14). */
export const MAX_EFFICACY_DAYS = 90;

/** The texts a catalogue entry names in the locales (`anti-slug-products.errors.*`). */
export const ANTI_SLUG_PRODUCT_ERRORS = {
  slugTaken: 'anti-slug-products.errors.slug-taken',
  slugFormat: 'anti-slug-products.errors.slug-format',
  notAuthorised: 'crop.intervention.errors.product-not-authorised',
  efficacyRange: 'anti-slug-products.errors.efficacy-range',
} as const;

/**
 * A product of the catalogue (`GET /back/referentials/anti-slug-products`); `slug` is what interventions store.
 * `manufacturer` is the holder of the authorisation; `authorisedDose` the largest dose a label allows per
 * application, in `dosageUnit`; `countries` those of the console's countries where it is authorised;
 * `efficacyDays` how long after an application the product still protects the crop (decision 108).
 */
export const antiSlugProductSchema = z.object({
  slug: z.string(),
  name: z.string(),
  activeIngredient: activeIngredientSchema,
  manufacturer: z.string(),
  formulation: formulationSchema,
  /** Null when no label dose is on record (not the case of any seeded product). */
  authorisedDose: z.number().nullable(),
  dosageUnit: z.enum(DOSAGE_UNITS),
  countries: z.array(countrySchema),
  efficacyDays: z.number().int(),
});
export type AntiSlugProduct = z.infer<typeof antiSlugProductSchema>;

/** An entry as the manufacturer's staff keep it: retired products stay, so past interventions keep their name. */
export const antiSlugCatalogueEntrySchema = antiSlugProductSchema.extend({ isActive: z.boolean() });
export type AntiSlugCatalogueEntry = z.infer<typeof antiSlugCatalogueEntrySchema>;

const requiredText = z.string('required').trim().min(1, 'required').max(120);

/** What staff edit of a product; its slug is fixed once created, since interventions refer to it. */
export const antiSlugProductInputSchema = z.object({
  name: requiredText,
  activeIngredient: activeIngredientSchema,
  manufacturer: requiredText,
  formulation: formulationSchema,
  authorisedDose: realSchema('required').positive('anti-slug-products.errors.dose-positive'),
  efficacyDays: int4Schema('required')
    .min(1, ANTI_SLUG_PRODUCT_ERRORS.efficacyRange)
    .max(MAX_EFFICACY_DAYS, ANTI_SLUG_PRODUCT_ERRORS.efficacyRange),
  countries: z
    .array(countrySchema)
    .min(1, 'anti-slug-products.errors.countries-required')
    .transform((countries) => [...new Set(countries)]),
  isActive: z.boolean(),
});
export type AntiSlugProductInput = z.input<typeof antiSlugProductInputSchema>;
/** As the API reads it: countries without repeats. */
export type AntiSlugProductFields = z.output<typeof antiSlugProductInputSchema>;

/** A new product: its slug too, lower-case words joined by hyphens (`sluxx-hp`). */
export const newAntiSlugProductInputSchema = antiSlugProductInputSchema.extend({
  slug: z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(60)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ANTI_SLUG_PRODUCT_ERRORS.slugFormat),
});
export type NewAntiSlugProductInput = z.input<typeof newAntiSlugProductInputSchema>;
export type NewAntiSlugProductFields = z.output<typeof newAntiSlugProductInputSchema>;
