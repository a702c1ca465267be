import { describe, expect, it } from 'vitest';
import { COMPASS_DIRECTIONS, compassDirectionSchema, getCompassDegrees } from './compass.ts';

describe('getCompassDegrees', () => {
  it.each([
    ['south', 0],
    ['south-west', 45],
    ['west', 90],
    ['north-west', 135],
    ['north', 180],
    ['north-east', 225],
    ['east', 270],
    ['south-east', 315],
  ] as const)('%s is %d°', (direction, degrees) => {
    expect(getCompassDegrees(direction)).toBe(degrees);
  });

  it('covers the circle in 45° steps without repeating', () => {
    expect(COMPASS_DIRECTIONS.map(getCompassDegrees)).toEqual([0, 45, 90, 135, 180, 225, 270, 315]);
  });

  it('rejects unknown directions', () => {
    expect(compassDirectionSchema.safeParse('north-north-east').success).toBe(false);
  });
});
