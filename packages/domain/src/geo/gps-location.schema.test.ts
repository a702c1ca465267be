import { describe, expect, it } from 'vitest';
import { gpsLocationSchema } from './gps-location.schema.ts';

describe('gpsLocationSchema', () => {
  it.each([
    [-90, -180],
    [90, 180],
    [0, 0],
    [46.98, 1.78],
  ])('accepts lat %d, long %d', (lat, long) => {
    expect(gpsLocationSchema.safeParse({ lat, long }).success).toBe(true);
  });

  it.each([
    [-90.000001, 0, 'lat'],
    [90.000001, 0, 'lat'],
    [0, -180.000001, 'long'],
    [0, 180.000001, 'long'],
  ])('rejects lat %d, long %d on %s', (lat, long, field) => {
    const result = gpsLocationSchema.safeParse({ lat, long });
    expect(result.error?.issues).toMatchObject([{ path: [field], message: `gps.errors.${field}.range` }]);
  });

  it('rejects missing and non-numeric coordinates', () => {
    expect(gpsLocationSchema.safeParse({ lat: 1 }).success).toBe(false);
    expect(gpsLocationSchema.safeParse({ lat: '1', long: 2 }).success).toBe(false);
    expect(gpsLocationSchema.safeParse({ lat: Number.NaN, long: 2 }).success).toBe(false);
  });
});
