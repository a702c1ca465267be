import { describe, expect, it } from 'vitest';
import { countThresholds, DEFAULT_RISK_THRESHOLDS, riskThresholdsSchema, sameThresholds } from './risk-thresholds.ts';

describe('countThresholds', () => {
  it('turns slugs per m² into slugs a night on the trap', () => {
    expect(countThresholds(DEFAULT_RISK_THRESHOLDS.FR, 'colza')).toEqual({ mediumFrom: 3, highFrom: 7.5 });
    expect(countThresholds(DEFAULT_RISK_THRESHOLDS.UK, 'cereales_hivers')).toEqual({ mediumFrom: 6, highFrom: 12 });
  });
});

describe('riskThresholdsSchema', () => {
  it('refuses a high line below the medium one, and a trap beyond its bounds, naming the field', () => {
    const france = DEFAULT_RISK_THRESHOLDS.FR;
    const inverted = { ...france, crops: { ...france.crops, mais: { mediumPerM2: 30, highPerM2: 10 } } };
    expect(riskThresholdsSchema.safeParse(inverted).error?.issues).toEqual([
      expect.objectContaining({
        path: ['crops', 'mais', 'highPerM2'],
        message: 'country-packs.errors.high-below-medium',
      }),
    ]);
    expect(riskThresholdsSchema.safeParse({ ...france, trapSurfaceM2: 2 }).error?.issues[0]?.path).toEqual([
      'trapSurfaceM2',
    ]);
  });
});

describe('sameThresholds', () => {
  it('tells a change of any line or of the trap', () => {
    const france = DEFAULT_RISK_THRESHOLDS.FR;
    expect(sameThresholds(france, structuredClone(france))).toBe(true);
    expect(sameThresholds(france, { ...france, trapSurfaceM2: 0.2 })).toBe(false);
    expect(
      sameThresholds(france, { ...france, crops: { ...france.crops, autre: { mediumPerM2: 1, highPerM2: 2 } } }),
    ).toBe(false);
  });
});
