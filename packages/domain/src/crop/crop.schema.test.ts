import { describe, expect, it } from 'vitest';
import {
  ACTUAL_SEEDING_DATE_REQUIRED_MESSAGE,
  CROP_STAGES,
  cropInputSchema,
  isSeedCropType,
  PREVIOUS_CROPS,
  previousCropSchema,
  SEED_CROP_TYPES,
} from './crop.schema.ts';

describe('crop enums', () => {
  it('lists the 34 previous crops once each', () => {
    expect(PREVIOUS_CROPS).toHaveLength(34);
    expect(new Set(PREVIOUS_CROPS).size).toBe(34);
    expect(previousCropSchema.safeParse('mourtarde').success).toBe(true);
  });

  it('runs the stages from non_seme through f1..f6 to debut_tallage', () => {
    expect(CROP_STAGES).toEqual(['non_seme', 'seme', 'leve', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'debut_tallage']);
  });

  it('knows the three seed crops', () => {
    expect(SEED_CROP_TYPES.every(isSeedCropType)).toBe(true);
    expect(isSeedCropType('colza')).toBe(false);
    expect(isSeedCropType('autre')).toBe(false);
  });
});

describe('cropInputSchema', () => {
  const crop = {
    year: 2026,
    currentCrop: 'colza',
    noTolerance: false,
    estimatedSeedingDate: '2026-08-28',
    plantCover: false,
  } as const;

  it('refuses a stage past sowing without an actual seeding date, on the seeding date’s field', () => {
    for (const stage of CROP_STAGES.filter((stage) => stage !== 'non_seme')) {
      const result = cropInputSchema.safeParse({ ...crop, stage });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['actualSeedingDate'], message: ACTUAL_SEEDING_DATE_REQUIRED_MESSAGE }),
      ]);
    }
    expect(cropInputSchema.safeParse({ ...crop, stage: 'leve', actualSeedingDate: '2026-08-30' }).success).toBe(true);
    expect(cropInputSchema.safeParse({ ...crop, stage: 'non_seme' }).success).toBe(true);
  });
});
