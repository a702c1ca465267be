import { describe, expect, it } from 'vitest';
import { DEFAULT_ISSUE_RULES, opensAt, seasonalMonth } from './issue-rule-settings.ts';

describe('seasonalMonth', () => {
  it('reads a southern month as the northern month of the same season', () => {
    expect(seasonalMonth(new Date('2026-09-15T12:00:00Z'), 'north')).toBe(9);
    expect(seasonalMonth(new Date('2026-09-15T12:00:00Z'), 'south')).toBe(3);
    expect(seasonalMonth(new Date('2026-06-30T23:00:00Z'), 'south')).toBe(12);
    expect(seasonalMonth(new Date('2026-07-01T00:00:00Z'), 'south')).toBe(1);
  });
});

describe('opensAt', () => {
  it('mutes a type in its months of the sensor’s season, and never a type turned off', () => {
    const rules = {
      ...DEFAULT_ISSUE_RULES,
      mode_vol: { ...DEFAULT_ISSUE_RULES.mode_vol, mutedMonths: [12, 1, 2] },
    };
    const january = new Date('2027-01-10T12:00:00Z');
    const july = new Date('2027-07-10T12:00:00Z');
    expect(opensAt(rules, 'mode_vol', january)).toBe(false);
    expect(opensAt(rules, 'mode_vol', january, 'south')).toBe(true);
    expect(opensAt(rules, 'mode_vol', july, 'south')).toBe(false);
    expect(opensAt({ ...rules, renversement: { ...rules.renversement, enabled: false } }, 'renversement', july)).toBe(
      false,
    );
  });
});
