import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  getCustomRangeChange,
  getDefaultDateRange,
  getPresetRange,
  inferDateRangePreset,
  isDayAfterToday,
  parseDateFilter,
  toDateFilter,
  WEEK_STARTS_ON,
} from './date-range-presets.ts';

// Local calendar days: the rules work on days in the user's zone, whatever the machine's zone.
const day = (iso: string) => {
  const [year = 0, month = 1, date = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, date);
};
// Mid-afternoon, to show the time of `today` never leaks into the ranges.
const today = new Date(2026, 10, 22, 15, 42);

describe('getPresetRange', () => {
  it('today runs from today to today', () => {
    expect(getPresetRange('today', today)).toEqual({ from: day('2026-11-22'), to: day('2026-11-22') });
  });

  it('week runs from 6 days before today through today', () => {
    expect(getPresetRange('week', today)).toEqual({ from: day('2026-11-16'), to: day('2026-11-22') });
  });

  it('month runs from 30 days before today through today', () => {
    expect(getPresetRange('month', today)).toEqual({ from: day('2026-10-23'), to: day('2026-11-22') });
  });

  it('crosses a year boundary', () => {
    expect(getPresetRange('week', new Date(2027, 0, 3))).toEqual({ from: day('2026-12-28'), to: day('2027-01-03') });
  });
});

describe('inferDateRangePreset', () => {
  it('recognises each fixed preset', () => {
    expect(inferDateRangePreset({ from: day('2026-11-22'), to: day('2026-11-22') }, today)).toBe('today');
    expect(inferDateRangePreset({ from: day('2026-11-16'), to: day('2026-11-22') }, today)).toBe('week');
    expect(inferDateRangePreset({ from: day('2026-10-23'), to: day('2026-11-22') }, today)).toBe('month');
  });

  it('falls back to custom one day off either end', () => {
    expect(inferDateRangePreset({ from: day('2026-11-15'), to: day('2026-11-22') }, today)).toBe('custom');
    expect(inferDateRangePreset({ from: day('2026-11-16'), to: day('2026-11-21') }, today)).toBe('custom');
    expect(inferDateRangePreset({ from: day('2026-11-21'), to: day('2026-11-21') }, today)).toBe('custom');
  });
});

describe('isDayAfterToday', () => {
  it('allows today, whatever the hour, and forbids tomorrow', () => {
    expect(isDayAfterToday(new Date(2026, 10, 22, 23, 59), today)).toBe(false);
    expect(isDayAfterToday(day('2026-11-21'), today)).toBe(false);
    expect(isDayAfterToday(day('2026-11-23'), today)).toBe(true);
  });
});

describe('getCustomRangeChange', () => {
  it('reports nothing until both ends are set', () => {
    expect(getCustomRangeChange({}, today)).toBeNull();
    expect(getCustomRangeChange({ from: day('2026-11-01') }, today)).toBeNull();
    expect(getCustomRangeChange({ to: day('2026-11-01') }, today)).toBeNull();
  });

  it('accepts a single day', () => {
    expect(getCustomRangeChange({ from: day('2026-11-10'), to: day('2026-11-10') }, today)).toEqual({
      from: day('2026-11-10'),
      to: day('2026-11-10'),
    });
  });

  it('keeps a span of exactly 30 days', () => {
    expect(getCustomRangeChange({ from: day('2026-10-01'), to: day('2026-10-31') }, today)).toEqual({
      from: day('2026-10-01'),
      to: day('2026-10-31'),
    });
  });

  it('clamps a span of 31 days or more to start + 30 days', () => {
    expect(getCustomRangeChange({ from: day('2026-10-01'), to: day('2026-11-01') }, today)).toEqual({
      from: day('2026-10-01'),
      to: day('2026-10-31'),
    });
    expect(getCustomRangeChange({ from: day('2026-01-01'), to: day('2026-11-01') }, today)?.to).toEqual(
      day('2026-01-31'),
    );
  });

  it('keeps today as an end and moves later days back to today', () => {
    expect(getCustomRangeChange({ from: day('2026-11-20'), to: day('2026-11-22') }, today)?.to).toEqual(
      day('2026-11-22'),
    );
    expect(getCustomRangeChange({ from: day('2026-11-20'), to: day('2026-11-25') }, today)).toEqual({
      from: day('2026-11-20'),
      to: day('2026-11-22'),
    });
    expect(getCustomRangeChange({ from: day('2026-12-01'), to: day('2026-12-05') }, today)).toEqual({
      from: day('2026-11-22'),
      to: day('2026-11-22'),
    });
  });

  it('orders reversed ends and drops the time of day', () => {
    expect(getCustomRangeChange({ from: new Date(2026, 10, 12, 18), to: day('2026-11-05') }, today)).toEqual({
      from: day('2026-11-05'),
      to: day('2026-11-12'),
    });
  });
});

describe('getDefaultDateRange', () => {
  it('is the week preset', () => {
    expect(getDefaultDateRange(today)).toEqual(getPresetRange('week', today));
  });

  it('is the configured demo range in a demo environment', () => {
    expect(getDefaultDateRange(today, { from: '2024-04-01', to: '2024-04-30' })).toEqual({
      from: day('2024-04-01'),
      to: day('2024-04-30'),
    });
  });
});

describe('date filter conversion', () => {
  it('round-trips through yyyy-MM-dd strings', () => {
    const range = getPresetRange('month', today);
    expect(toDateFilter(range)).toEqual({ from: '2026-10-23', to: '2026-11-22' });
    expect(parseDateFilter(toDateFilter(range))).toEqual(range);
  });
});

describe('calendar constants', () => {
  it('starts weeks on Monday and keeps the display formats of the spec', () => {
    expect(WEEK_STARTS_ON).toBe(1);
    expect(Object.values(DATE_FORMATS)).toEqual(['dd/MM/yyyy', 'dd/MM/yyyy HH:mm', 'HH:mm', 'MM-dd', 'MM/yyyy']);
  });
});
