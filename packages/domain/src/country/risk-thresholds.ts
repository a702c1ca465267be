import { z } from 'zod';
import { COUNTRIES, type Country } from '../address/postal-address.schema.ts';
import { CROP_TYPES, type CropType, cropTypeSchema } from '../crop/crop-type.ts';

/*
 * A country's risk thresholds (issue 41, decision 166): the slugs per m² of trap from which a crop's night is
 * medium, then high, and the surface of the trap the console counts on. Advisers count with refuges of different
 * sizes (a 25 cm saucer in the United Kingdom, a 30 cm tile in Australia, four 0.25 m² boards in France); stated per
 * m², the same capture means the same risk wherever it was made.
 */

/** From a 10 × 10 cm plate to a 1 m² board: the traps in use lie between. */
export const TRAP_SURFACE_M2 = { min: 0.01, max: 1 } as const;
/** Above a thousand slugs a square metre no adviser draws a line. */
export const SLUGS_PER_M2_MAX = 1000;

const slugsPerM2 = z.number().min(0).max(SLUGS_PER_M2_MAX);

export const cropThresholdsSchema = z
  .object({ mediumPerM2: slugsPerM2, highPerM2: slugsPerM2 })
  .refine((crop) => crop.highPerM2 >= crop.mediumPerM2, {
    message: 'country-packs.errors.high-below-medium',
    path: ['highPerM2'],
  });
export type CropThresholds = z.infer<typeof cropThresholdsSchema>;

export const riskThresholdsSchema = z.object({
  trapSurfaceM2: z.number().min(TRAP_SURFACE_M2.min).max(TRAP_SURFACE_M2.max),
  crops: z.record(cropTypeSchema, cropThresholdsSchema),
});
export type RiskThresholds = z.infer<typeof riskThresholdsSchema>;

/** The mean slugs a trap counts a night from which a crop's risk is medium, then high. */
export type CountThresholds = { mediumFrom: number; highFrom: number };

export const countThresholds = (thresholds: RiskThresholds, crop: CropType): CountThresholds => ({
  mediumFrom: thresholds.crops[crop].mediumPerM2 * thresholds.trapSurfaceM2,
  highFrom: thresholds.crops[crop].highPerM2 * thresholds.trapSurfaceM2,
});

/** Whether two sets of thresholds rate the same counts alike. */
export const sameThresholds = (a: RiskThresholds, b: RiskThresholds) =>
  a.trapSurfaceM2 === b.trapSurfaceM2 &&
  CROP_TYPES.every(
    (crop) =>
      a.crops[crop].mediumPerM2 === b.crops[crop].mediumPerM2 && a.crops[crop].highPerM2 === b.crops[crop].highPerM2,
  );

/** The console's trap: a 0.15 m² plate under the camera. */
const CONSOLE_TRAP_M2 = 0.15;

const everyCrop = (thresholds: CropThresholds, except: Partial<Record<CropType, CropThresholds>> = {}) =>
  Object.fromEntries(CROP_TYPES.map((crop) => [crop, except[crop] ?? thresholds])) as Record<CropType, CropThresholds>;

// France's crop bulletins (BSV): four wet 0.25 m² traps; 1–20 slugs per m² of trap is a low risk, 20–50 moderate,
// above 50 high. Germany and Spain publish no grid per trap surface: they start from France's.
const BSV_GRID = { mediumPerM2: 20, highPerM2: 50 };
// AHDB: refuges about 25 cm across (0.05 m²); 1 slug a trap puts oilseed rape at risk, 4 a trap cereals. Medium
// starts at half the published line.
const AHDB_RAPE = { mediumPerM2: 10, highPerM2: 20 };
const AHDB_CEREALS = { mediumPerM2: 40, highPerM2: 80 };
// Nash et al. (2007), South Australian canola: one slug under a 30 × 30 cm tile (0.09 m²) already thins the stand.
const SA_CANOLA = { mediumPerM2: 5.5, highPerM2: 11 };

/** What an installation starts from, by country; sources in docs/sources/country-packs.md. */
export const DEFAULT_RISK_THRESHOLDS: Record<Country, RiskThresholds> = {
  FR: { trapSurfaceM2: CONSOLE_TRAP_M2, crops: everyCrop(BSV_GRID) },
  DE: { trapSurfaceM2: CONSOLE_TRAP_M2, crops: everyCrop(BSV_GRID) },
  ES: { trapSurfaceM2: CONSOLE_TRAP_M2, crops: everyCrop(BSV_GRID) },
  UK: {
    trapSurfaceM2: CONSOLE_TRAP_M2,
    crops: everyCrop(AHDB_RAPE, { cereales_hivers: AHDB_CEREALS, cereales_printemps: AHDB_CEREALS }),
  },
  AU: { trapSurfaceM2: CONSOLE_TRAP_M2, crops: everyCrop(SA_CANOLA) },
};

/** Every country's count thresholds by crop, keyed `country:crop`: what SQL looks a night's lines up in. */
export const countThresholdsByCountryCrop = (
  thresholdsOf: (country: Country) => RiskThresholds,
): Record<`${Country}:${CropType}`, CountThresholds> =>
  Object.fromEntries(
    COUNTRIES.flatMap((country) =>
      CROP_TYPES.map((crop) => [`${country}:${crop}`, countThresholds(thresholdsOf(country), crop)]),
    ),
  ) as Record<`${Country}:${CropType}`, CountThresholds>;
