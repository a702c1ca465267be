import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../address/postal-address.schema.ts';
import { gpsLocationSchema } from './gps-location.schema.ts';
import { getMapDefaults } from './map-defaults.ts';

describe('getMapDefaults', () => {
  it.each([
    ['FR', 46.98, 1.78, 6],
    ['UK', 54.87, -4.67, 5.2],
    ['AU', -25.27, 133.78, 4],
    ['DE', 51.17, 10.45, 6],
    ['ES', 40.46, -3.75, 6],
  ] as const)('%s opens at (%d, %d), zoom %d', (country, lat, long, zoom) => {
    expect(getMapDefaults(country)).toEqual({ center: { lat, long }, zoom });
  });

  it('gives every country a valid centre', () => {
    for (const country of COUNTRIES) {
      expect(gpsLocationSchema.safeParse(getMapDefaults(country).center).success).toBe(true);
    }
  });
});
