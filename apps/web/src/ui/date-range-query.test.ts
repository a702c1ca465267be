import { getPresetRange } from '@console/domain/date/date-range-presets';
import { describe, expect, it } from 'vitest';
import { readDateRange, writeDateRange } from './date-range-query';

const today = new Date(2026, 10, 22);
const week = getPresetRange('week', today);
const day = (text: string) => {
  const [year, month, date] = text.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1);
};

describe('readDateRange', () => {
  it('reads the two days of the URL', () => {
    expect(readDateRange(new URLSearchParams('from=2026-11-01&to=2026-11-10'), today, week)).toEqual({
      from: day('2026-11-01'),
      to: day('2026-11-10'),
    });
  });

  it('falls back when a day is missing or not a day', () => {
    expect(readDateRange(new URLSearchParams('from=2026-11-01'), today, week)).toBe(week);
    expect(readDateRange(new URLSearchParams('from=2026-02-30&to=2026-03-02'), today, null)).toBeNull();
  });

  it('applies the custom-range rules to a hand-made URL', () => {
    // Reversed ends, an end after today, more than 30 days: what the picker could not produce.
    expect(readDateRange(new URLSearchParams('from=2026-11-30&to=2026-11-20'), today, null)).toEqual({
      from: day('2026-11-20'),
      to: day('2026-11-22'),
    });
    expect(readDateRange(new URLSearchParams('from=2026-01-01&to=2026-06-01'), today, null)).toEqual({
      from: day('2026-01-01'),
      to: day('2026-01-31'),
    });
  });

  it('uses the names the caller gives', () => {
    const params = new URLSearchParams('openedFrom=2026-11-01&openedTo=2026-11-02');
    expect(readDateRange(params, today, null, { from: 'openedFrom', to: 'openedTo' })?.to).toEqual(day('2026-11-02'));
  });
});

describe('writeDateRange', () => {
  it('sets both days and keeps the other parameters', () => {
    const next = writeDateRange(new URLSearchParams('status=open'), week);
    expect(next.toString()).toBe('status=open&from=2026-11-16&to=2026-11-22');
  });

  it('removes the range', () => {
    expect(writeDateRange(new URLSearchParams('from=2026-11-16&to=2026-11-22&x=1'), null).toString()).toBe('x=1');
  });
});
