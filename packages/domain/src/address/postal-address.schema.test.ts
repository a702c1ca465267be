import { describe, expect, it } from 'vitest';
import { isoCountryCode, postalAddressSchema, reducedPostalAddressSchema } from './postal-address.schema.ts';

const address = { firstLine: '1 rue des Champs', postalCode: '44000', city: 'Nantes', country: 'FR' };

describe('postalAddressSchema', () => {
  it('accepts the required fields alone', () => {
    expect(postalAddressSchema.safeParse(address).success).toBe(true);
  });

  it.each(['firstLine', 'postalCode', 'city'])('requires a non-blank %s', (field) => {
    expect(postalAddressSchema.safeParse({ ...address, [field]: '  ' }).error?.issues).toMatchObject([
      { path: [field] },
    ]);
    expect(postalAddressSchema.safeParse({ ...address, [field]: undefined }).error?.issues).toMatchObject([
      { path: [field] },
    ]);
  });

  it('requires one of the five countries', () => {
    expect(postalAddressSchema.safeParse({ ...address, country: undefined }).success).toBe(false);
    expect(postalAddressSchema.safeParse({ ...address, country: 'GB' }).success).toBe(false);
    expect(postalAddressSchema.safeParse({ ...address, country: 'UK' }).success).toBe(true);
    // Empty says "required", as the other fields do; an unknown code says "not valid".
    for (const empty of [undefined, null, '']) {
      expect(postalAddressSchema.safeParse({ ...address, country: empty }).error?.issues[0]?.message).toBe('required');
    }
    expect(postalAddressSchema.safeParse({ ...address, country: 'IT' }).error?.issues[0]?.message).not.toBe('required');
  });

  it('keeps secondLine and complement optional', () => {
    expect(postalAddressSchema.safeParse({ ...address, secondLine: 'Bât. B', complement: 'BP 12' }).success).toBe(true);
  });
});

describe('reducedPostalAddressSchema', () => {
  it('needs postal code, city and country only', () => {
    expect(reducedPostalAddressSchema.safeParse({ postalCode: '44000', city: 'Nantes', country: 'FR' }).success).toBe(
      true,
    );
    expect(reducedPostalAddressSchema.safeParse({ city: 'Nantes', country: 'FR' }).success).toBe(false);
  });
});

describe('isoCountryCode', () => {
  it('maps UK to GB and keeps the others', () => {
    expect(isoCountryCode('UK')).toBe('GB');
    expect(isoCountryCode('DE')).toBe('DE');
  });
});
