import { describe, expect, it } from 'vitest';
import { type CropInput, cropInputSchema, CROP_TYPES, type CropType } from './crop.schema.ts';
import { getSeedingRange, isWithinSeedingRange } from './seeding-range.ts';

const crop = (currentCrop: CropType, estimatedSeedingQuantity?: number): CropInput => ({
  year: 2026,
  currentCrop,
  stage: 'non_seme',
  noTolerance: false,
  estimatedSeedingDate: '2026-09-15',
  plantCover: false,
  estimatedSeedingQuantity,
});

const quantityIssues = (input: unknown) =>
  cropInputSchema.safeParse(input).error?.issues.filter((issue) => issue.path[0] === 'estimatedSeedingQuantity') ?? [];

describe('seeding ranges', () => {
  it.each([
    ['cereales_hivers', 500_000, 5_000_000],
    ['cereales_printemps', 500_000, 5_000_000],
    ['colza', 200_000, 700_000],
    ['colza_semence', 200_000, 700_000],
    ['tournesol', 50_000, 95_000],
    ['tournesol_semence', 50_000, 95_000],
    ['mais', 60_000, 150_000],
    ['mais_semence', 60_000, 150_000],
  ] as const)('%s accepts %d..%d inclusive and nothing outside', (cropType, min, max) => {
    expect(getSeedingRange(cropType)).toEqual({ min, max });
    expect(cropInputSchema.safeParse(crop(cropType, min)).success).toBe(true);
    expect(cropInputSchema.safeParse(crop(cropType, max)).success).toBe(true);
    expect(quantityIssues(crop(cropType, min - 1))).toHaveLength(1);
    expect(quantityIssues(crop(cropType, max + 1))).toHaveLength(1);
  });

  it('has no range for autre', () => {
    expect(getSeedingRange('autre')).toBeNull();
    expect(isWithinSeedingRange('autre', 1)).toBe(true);
    expect(cropInputSchema.safeParse(crop('autre', 1)).success).toBe(true);
    expect(cropInputSchema.safeParse(crop('autre', 99_000_000)).success).toBe(true);
  });

  it('covers every crop type', () => {
    expect(CROP_TYPES.filter((cropType) => getSeedingRange(cropType) === null)).toEqual(['autre']);
  });
});

describe('cropInputSchema estimatedSeedingQuantity', () => {
  it('accepts 4 999 999 and 5 000 000 for winter cereals and rejects 5 000 001 with the bounds as params', () => {
    expect(quantityIssues(crop('cereales_hivers', 4_999_999))).toEqual([]);
    expect(quantityIssues(crop('cereales_hivers', 5_000_000))).toEqual([]);
    expect(quantityIssues(crop('cereales_hivers', 5_000_001))).toMatchObject([
      {
        code: 'custom',
        path: ['estimatedSeedingQuantity'],
        message: 'crop.form.errors.estimated-seeding-quantity.range',
        params: { min: 500_000, max: 5_000_000 },
      },
    ]);
  });

  it('rejects 499 999 and accepts 500 000 for winter cereals', () => {
    expect(quantityIssues(crop('cereales_hivers', 499_999))).toMatchObject([
      { message: 'crop.form.errors.estimated-seeding-quantity.range', params: { min: 500_000, max: 5_000_000 } },
    ]);
    expect(quantityIssues(crop('cereales_hivers', 500_000))).toEqual([]);
  });

  it('is optional', () => {
    expect(cropInputSchema.safeParse(crop('colza')).success).toBe(true);
  });

  it.each([0, -1, 250_000.5, Number.NaN])('must be a positive integer (%d)', (quantity) => {
    expect(quantityIssues(crop('colza', quantity))).toMatchObject([
      { message: 'crop.form.errors.estimated-seeding-quantity.positive' },
    ]);
  });

  it('reports the range next to errors on other fields', () => {
    const result = cropInputSchema.safeParse({ ...crop('mais', 150_001), stage: 'f9' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['stage', 'estimatedSeedingQuantity']);
  });

  it('does not check the range when the crop type itself is invalid', () => {
    const result = cropInputSchema.safeParse({ ...crop('mais', 1), currentCrop: 'riz' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['currentCrop']);
  });
});
