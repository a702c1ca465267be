import { describe, expect, it } from 'vitest';
import {
  DATE_OUT_OF_RANGE,
  hasNulCharacter,
  INT4_MAX,
  INT4_MIN,
  int4Schema,
  isCalendarDay,
  isCalendarInstant,
  NUMBER_TOO_LARGE,
  NUMBER_TOO_SMALL,
  REAL_MAX,
  realSchema,
} from './storage-bounds.ts';
import { dateTimeSchema, localDateSchema } from '../date/date.schema.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('int4Schema', () => {
  it('takes every whole number an integer column holds', () => {
    for (const value of [INT4_MIN, -1, 0, INT4_MAX]) expect(int4Schema().safeParse(value).success).toBe(true);
  });

  it('refuses what it cannot hold, naming which end', () => {
    expect(messageOf(int4Schema().safeParse(3e9))).toBe(NUMBER_TOO_LARGE);
    expect(messageOf(int4Schema().safeParse(INT4_MIN - 1))).toBe(NUMBER_TOO_SMALL);
    expect(int4Schema().safeParse(1.5).success).toBe(false);
  });
});

describe('realSchema', () => {
  it('takes zero, everyday values and the extremes of a real column', () => {
    for (const value of [0, -0.5, 12.6, REAL_MAX, -REAL_MAX, 1.2e-38]) {
      expect(realSchema().safeParse(value).success).toBe(true);
    }
  });

  it('refuses values that overflow or underflow a real column', () => {
    expect(messageOf(realSchema().safeParse(1e39))).toBe(NUMBER_TOO_LARGE);
    expect(messageOf(realSchema().safeParse(-1e39))).toBe(NUMBER_TOO_SMALL);
    expect(messageOf(realSchema().safeParse(1e-40))).toBe(NUMBER_TOO_SMALL);
  });
});

describe('the calendar', () => {
  it('holds the days from 1900 to 9999', () => {
    expect(isCalendarDay('1900-01-01')).toBe(true);
    expect(isCalendarDay('9999-12-31')).toBe(true);
    expect(isCalendarDay('1899-12-31')).toBe(false);
    expect(isCalendarDay('0000-01-01')).toBe(false);
  });

  it('reads instants in UTC, so an offset cannot push one past either end', () => {
    expect(isCalendarInstant('1970-01-01T00:00:00Z')).toBe(true);
    expect(isCalendarInstant('9999-12-31T22:00:00-01:00')).toBe(true);
    expect(isCalendarInstant('9999-12-31T23:00:00-05:00')).toBe(false);
    expect(isCalendarInstant('1900-01-01T00:30:00+01:00')).toBe(false);
  });

  it('bounds the domain’s days and instants', () => {
    expect(messageOf(localDateSchema.safeParse('0000-01-01'))).toBe(DATE_OUT_OF_RANGE);
    expect(messageOf(dateTimeSchema.safeParse('0000-01-01T00:00:00Z'))).toBe(DATE_OUT_OF_RANGE);
    expect(localDateSchema.safeParse('2026-11-24').success).toBe(true);
  });
});

describe('hasNulCharacter', () => {
  it('finds U+0000 anywhere in a text', () => {
    expect(hasNulCharacter('a\u0000b')).toBe(true);
    expect(hasNulCharacter('plain')).toBe(false);
  });
});
