import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLocalDay,
  formatLocalMonthDay,
  formatMonthDay,
  formatRelative,
  formatTime,
} from './date-format';

describe('date formats', () => {
  const instant = '2026-11-21T23:30:00.000Z';

  it('shows an instant in the user time zone, not the runtime’s', () => {
    expect(formatDateTime(instant, 'Europe/Paris')).toBe('22/11/2026 00:30');
    expect(formatDateTime(instant, 'Australia/Sydney')).toBe('22/11/2026 10:30');
    expect(formatDateTime(instant, 'UTC')).toBe('21/11/2026 23:30');
    expect(formatDate(instant, 'Europe/London')).toBe('21/11/2026');
    expect(formatTime(instant, 'Europe/Madrid')).toBe('00:30');
    // A chart's day: MM-dd.
    expect(formatMonthDay(instant, 'Europe/Paris')).toBe('11-22');
    expect(formatMonthDay(instant, 'UTC')).toBe('11-21');
  });

  it('falls back to the runtime’s zone for an unknown zone id and to nothing for an invalid date', () => {
    expect(formatDateTime(instant, 'Mars/Olympus')).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/);
    expect(formatDateTime('not a date', 'UTC')).toBe('');
  });

  it('shows a calendar day without shifting it', () => {
    expect(formatLocalDay('2026-03-09')).toBe('09/03/2026');
    expect(formatLocalMonthDay('2026-03-09')).toBe('03-09');
  });

  it('says how long ago in the interface language', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRelative('2026-11-22T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatRelative('2026-11-20T12:00:00Z', now, 'fr')).toBe('avant-hier');
    expect(formatRelative('2026-11-22T11:59:30Z', now, 'en')).toBe('now');
  });
});
