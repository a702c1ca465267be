import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { durationParts, formatIssueDuration } from './issue-format';

const t = ((key: string, values: Record<string, number>) => `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

describe('issue duration', () => {
  it('splits a duration into days, hours and minutes', () => {
    expect(durationParts(((2 * 24 + 3) * 60 + 7) * 60_000 + 59_000)).toEqual({ days: 2, hours: 3, minutes: 7 });
    expect(durationParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('measures closed issues to their closing and open ones to now', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatIssueDuration(t, '2026-11-20T09:00:00Z', '2026-11-21T10:30:00Z', now)).toBe(
      'issues.duration.days {"days":1,"hours":1}',
    );
    expect(formatIssueDuration(t, '2026-11-22T06:30:00Z', null, now)).toBe(
      'issues.duration.hours {"hours":5,"minutes":30}',
    );
    expect(formatIssueDuration(t, '2026-11-22T11:53:00Z', null, now)).toBe('issues.duration.minutes {"minutes":7}');
  });
});
