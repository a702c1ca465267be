import { describe, expect, it } from 'vitest';
import { dateFilterSchema, dateTimeSchema, localDateSchema } from './date.schema.ts';

describe('localDateSchema', () => {
  it('accepts yyyy-MM-dd days, including 29 February of a leap year', () => {
    expect(localDateSchema.safeParse('2026-11-22').success).toBe(true);
    expect(localDateSchema.safeParse('2024-02-29').success).toBe(true);
  });

  it('rejects impossible days and other formats', () => {
    expect(localDateSchema.safeParse('2025-02-29').success).toBe(false);
    expect(localDateSchema.safeParse('2026-13-01').success).toBe(false);
    expect(localDateSchema.safeParse('22/11/2026').success).toBe(false);
    expect(localDateSchema.safeParse('2026-11-22T10:00:00Z').success).toBe(false);
  });
});

describe('dateTimeSchema', () => {
  it('accepts instants with a UTC offset or Z', () => {
    expect(dateTimeSchema.safeParse('2026-11-22T10:00:00Z').success).toBe(true);
    expect(dateTimeSchema.safeParse('2026-11-22T10:00:00+01:00').success).toBe(true);
  });

  it('rejects a bare day', () => {
    expect(dateTimeSchema.safeParse('2026-11-22').success).toBe(false);
  });
});

describe('dateFilterSchema', () => {
  it('accepts a single day and an ordered range', () => {
    expect(dateFilterSchema.safeParse({ from: '2026-11-22', to: '2026-11-22' }).success).toBe(true);
    expect(dateFilterSchema.safeParse({ from: '2026-10-31', to: '2026-11-22' }).success).toBe(true);
  });

  it('rejects an end before the start, on the `to` field', () => {
    const result = dateFilterSchema.safeParse({ from: '2026-11-22', to: '2026-11-21' });
    expect(result.error?.issues).toMatchObject([{ path: ['to'], message: 'date-filter.errors.to-before-from' }]);
  });

  it('requires both ends', () => {
    expect(dateFilterSchema.safeParse({ from: '2026-11-22' }).success).toBe(false);
  });
});
