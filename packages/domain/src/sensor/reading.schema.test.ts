import { describe, expect, it } from 'vitest';
import { isFromTheFuture, readingSchema } from './reading.schema.ts';

const reading = {
  id: '6f1c1c2e-8d1e-4c55-9a55-0c1a4a3e2b10',
  measuredAt: '2026-11-20T06:00:00+01:00',
  slugCount: 0,
  batteryVoltage: 12.4,
  deviceState: 'acquisition',
  linuxState: 'image-capture',
  shutter: 'opened',
  usbFillRate: 100,
};

describe('readingSchema', () => {
  it('accepts a minimal reading, with or without nulls for absent values', () => {
    expect(readingSchema.safeParse(reading).success).toBe(true);
    expect(readingSchema.safeParse({ ...reading, temperature: null, gps: null }).success).toBe(true);
  });

  it.each([
    ['slugCount', -1],
    ['slugCount', 1.5],
    ['usbFillRate', 100.1],
    ['slugCount', 3e9],
    ['temperature', 1e-40],
    ['measuredAt', '2026-11-20 06:00'],
    ['measuredAt', '0000-01-01T00:00:00Z'],
    ['deviceState', 'asleep'],
    ['id', 'capture-1'],
  ])('refuses %s = %o', (field, value) => {
    const result = readingSchema.safeParse({ ...reading, [field]: value });
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('isFromTheFuture', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('allows five minutes of clock skew and no more', () => {
    expect(isFromTheFuture('2026-11-22T12:05:00Z', now)).toBe(false);
    expect(isFromTheFuture('2026-11-22T12:05:01Z', now)).toBe(true);
  });
});
