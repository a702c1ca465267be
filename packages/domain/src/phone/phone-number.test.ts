import { describe, expect, it } from 'vitest';
import { INTERNATIONAL, joinPhoneNumber, phoneNumberSchema, splitPhoneNumber } from './phone-number.ts';

describe('phoneNumberSchema', () => {
  it('accepts a French mobile number written with spaces', () => {
    expect(phoneNumberSchema.safeParse('+33 6 12 34 56 78').success).toBe(true);
    expect(phoneNumberSchema.safeParse('+33612345678').success).toBe(true);
  });

  it('rejects a number that is too short', () => {
    expect(phoneNumberSchema.safeParse('+33 6 12').error?.issues).toMatchObject([{ message: 'invalid-phone-number' }]);
  });

  it('rejects a national number without its country code, and an empty value', () => {
    expect(phoneNumberSchema.safeParse('06 12 34 56 78').success).toBe(false);
    expect(phoneNumberSchema.safeParse('  ').error?.issues[0]?.message).toBe('required');
  });
});

describe('a national number with its country', () => {
  it('builds E.164 from a national number and a country, which the domain schema accepts', () => {
    const value = joinPhoneNumber({ country: 'FR', national: '06 12 34 56 78' });
    expect(value).toBe('+33612345678');
    expect(phoneNumberSchema.safeParse(value).success).toBe(true);
    expect(joinPhoneNumber({ country: 'GB', national: '07400 123456' })).toBe('+447400123456');
    expect(joinPhoneNumber({ country: 'AU', national: '0412 345 678' })).toBe('+61412345678');
  });

  it('accepts a full international number whatever the country', () => {
    expect(joinPhoneNumber({ country: INTERNATIONAL, national: '+49 1512 3456789' })).toBe('+4915123456789');
    expect(joinPhoneNumber({ country: 'FR', national: '+34 612 34 56 78' })).toBe('+34612345678');
  });

  it('gives the schema something to reject when the number is not valid, and nothing when empty', () => {
    const invalid = joinPhoneNumber({ country: 'FR', national: '12' });
    expect(phoneNumberSchema.safeParse(invalid).error?.issues[0]?.message).toBe('invalid-phone-number');
    expect(joinPhoneNumber({ country: 'FR', national: '  ' })).toBe('');
    expect(phoneNumberSchema.safeParse('').error?.issues[0]?.message).toBe('required');
  });

  it('splits a stored number back into country and national form', () => {
    expect(splitPhoneNumber('+33612345678', 'DE')).toEqual({ country: 'FR', national: '06 12 34 56 78' });
    expect(splitPhoneNumber('', 'GB')).toEqual({ country: 'GB', national: '' });
  });
});
