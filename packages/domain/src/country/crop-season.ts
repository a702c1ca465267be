import { z } from 'zod';
import { CROP_TYPES, type CropType, cropTypeSchema } from '../crop/crop-type.ts';

/*
 * A country's season as the traps follow it (issue 41, decision 165): how long before sowing a trap is wanted, and how
 * many days after sowing each crop stays within the slug-sensitive stages. The subscriptions' coverage and the
 * dashboards' expected nights read them per country, so a country whose advisers watch longer (or sow in April, as
 * southern Australia does) changes both without a release.
 */

/** Two months: a trap set earlier watches a bare field. */
export const LEAD_DAYS_MAX = 60;
/** Half a year: no crop stays sensitive to slugs longer after sowing. */
export const SENSITIVE_DAYS = { min: 7, max: 180 } as const;

export const cropSeasonSettingsSchema = z.object({
  leadDays: z.int().min(0).max(LEAD_DAYS_MAX),
  sensitiveDays: z.record(cropTypeSchema, z.int().min(SENSITIVE_DAYS.min).max(SENSITIVE_DAYS.max)),
});
export type CropSeasonSettings = z.infer<typeof cropSeasonSettingsSchema>;

/**
 * Days from seeding to the end of the last sensitive stage of `DEFAULT_RISK_SETTINGS.lastSensitiveStage` (decision
 * 135): oilseed rape to about 4 leaves, cereals to tillering, maize and sunflower to about 6 leaves.
 */
const SENSITIVE_DAYS_AFTER_SEEDING: Record<CropType, number> = {
  colza: 40,
  colza_semence: 40,
  cereales_hivers: 55,
  cereales_printemps: 40,
  mais: 45,
  mais_semence: 45,
  tournesol: 40,
  tournesol_semence: 40,
  autre: 45,
};

/** Three weeks before sowing: slugs come up to the surface with the first rains on a prepared seedbed. */
export const DEFAULT_CROP_SEASON: CropSeasonSettings = {
  leadDays: 21,
  sensitiveDays: Object.fromEntries(CROP_TYPES.map((crop) => [crop, SENSITIVE_DAYS_AFTER_SEEDING[crop]])) as Record<
    CropType,
    number
  >,
};
