import type { z } from 'zod';
import type { CropType } from './crop-type.ts';

export const SEEDING_QUANTITY_POSITIVE_MESSAGE = 'crop.form.errors.estimated-seeding-quantity.positive';
export const SEEDING_QUANTITY_RANGE_MESSAGE = 'crop.form.errors.estimated-seeding-quantity.range';

/** Inclusive bounds of an estimated seeding quantity, in seeds per hectare. */
export type SeedingRange = { min: number; max: number };

const WINTER_AND_SPRING_CEREALS: SeedingRange = { min: 500_000, max: 5_000_000 };
const RAPESEED: SeedingRange = { min: 200_000, max: 700_000 };
const SUNFLOWER: SeedingRange = { min: 50_000, max: 95_000 };
const MAIZE: SeedingRange = { min: 60_000, max: 150_000 };

/** Ranges of spec point 5; seed crops share their crop's range, and `autre` has none. */
export const SEEDING_RANGES: Record<CropType, SeedingRange | null> = {
  cereales_hivers: WINTER_AND_SPRING_CEREALS,
  cereales_printemps: WINTER_AND_SPRING_CEREALS,
  colza: RAPESEED,
  colza_semence: RAPESEED,
  tournesol: SUNFLOWER,
  tournesol_semence: SUNFLOWER,
  mais: MAIZE,
  mais_semence: MAIZE,
  autre: null,
};

export const getSeedingRange = (cropType: CropType): SeedingRange | null => SEEDING_RANGES[cropType];

export const isWithinSeedingRange = (cropType: CropType, quantity: number): boolean => {
  const range = getSeedingRange(cropType);
  return range === null || (quantity >= range.min && quantity <= range.max);
};

/**
 * Refinement of the crop input: an out-of-range quantity gets an issue on `estimatedSeedingQuantity`
 * whose `params` carry the bounds as numbers, so each UI formats them in its user's locale.
 */
export const addSeedingQuantityRangeIssue = (
  crop: { currentCrop: CropType; estimatedSeedingQuantity?: number | undefined },
  ctx: z.RefinementCtx,
): void => {
  const quantity = crop.estimatedSeedingQuantity;
  if (quantity === undefined || isWithinSeedingRange(crop.currentCrop, quantity)) return;
  const range = getSeedingRange(crop.currentCrop);
  ctx.addIssue({
    code: 'custom',
    path: ['estimatedSeedingQuantity'],
    message: SEEDING_QUANTITY_RANGE_MESSAGE,
    params: { ...range },
    input: quantity,
  });
};
