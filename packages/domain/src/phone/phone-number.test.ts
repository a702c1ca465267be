import { describe, expect, it } from 'vitest';
import { phoneNumberSchema } from './phone-number.ts';

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
