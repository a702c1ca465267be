import { describe, expect, it } from 'vitest';
import { getNightlyTrend } from './nightly-trend';

const nights = (...slugs: number[]) =>
  slugs.map((count, index) => ({ night: `2026-11-${String(index + 1).padStart(2, '0')}`, slugs: count }));

describe('getNightlyTrend', () => {
  it('compares the last seven nights with the seven before', () => {
    expect(getNightlyTrend(nights(2, 2, 2, 2, 2, 2, 2, 6, 6, 6, 6, 6, 6, 6))).toBe('rising');
    expect(getNightlyTrend(nights(9, 9, 9, 9, 9, 9, 9, 3, 3, 3, 3, 3, 3, 3))).toBe('falling');
  });

  it('calls a change of a fifth or less steady, and a slug more or less on a near-empty week too', () => {
    expect(getNightlyTrend(nights(10, 10, 10, 10, 10, 10, 10, 12, 12, 12, 12, 12, 12, 12))).toBe('steady');
    expect(getNightlyTrend(nights(10, 10, 10, 10, 10, 10, 10, 13, 13, 13, 13, 13, 13, 13))).toBe('rising');
    expect(getNightlyTrend(nights(0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0))).toBe('steady');
  });

  it('says nothing until both weeks have captures', () => {
    expect(getNightlyTrend(nights(4, 5, 6))).toBeNull();
    expect(getNightlyTrend([])).toBeNull();
  });
});
