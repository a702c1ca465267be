import { describe, expect, it } from 'vitest';
import { CROP_STAGES, isSeedCropType, PREVIOUS_CROPS, previousCropSchema, SEED_CROP_TYPES } from './crop.schema.ts';

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
