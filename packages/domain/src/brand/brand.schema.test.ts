import { describe, expect, it } from 'vitest';
import {
  absoluteUrlSchema,
  finiteDurationSchema,
  percentageSchema,
  temperatureSchema,
  uuidSchema,
} from './brand.schema.ts';

describe('numeric brands', () => {
  it('accept finite numbers, negative temperatures included', () => {
    expect(temperatureSchema.parse(-12.5)).toBe(-12.5);
    expect(temperatureSchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });

  it('keep percentages whole', () => {
    expect(percentageSchema.safeParse(42).success).toBe(true);
    expect(percentageSchema.safeParse(42.5).success).toBe(false);
  });

  it('keep durations whole and not negative', () => {
    expect(finiteDurationSchema.safeParse(0).success).toBe(true);
    expect(finiteDurationSchema.safeParse(-1).success).toBe(false);
    expect(finiteDurationSchema.safeParse(1.5).success).toBe(false);
  });
});

describe('absoluteUrlSchema', () => {
  it('accepts http and https URLs', () => {
    expect(absoluteUrlSchema.safeParse('https://example.com/cgu.pdf').success).toBe(true);
    expect(absoluteUrlSchema.safeParse('http://localhost:3000').success).toBe(true);
  });

  it('rejects relative paths and other schemes', () => {
    expect(absoluteUrlSchema.safeParse('/back/profile').success).toBe(false);
    expect(absoluteUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(absoluteUrlSchema.safeParse('mailto:support@example.com').success).toBe(false);
  });
});

describe('uuidSchema', () => {
  it('accepts a UUID and rejects anything else', () => {
    expect(uuidSchema.safeParse('0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d').success).toBe(true);
    expect(uuidSchema.safeParse('42').success).toBe(false);
  });
});
