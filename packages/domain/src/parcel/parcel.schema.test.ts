import { describe, expect, it } from 'vitest';
import {
  AFFECTATION_ERROR_CODES,
  PLACEMENT_ERROR_CODES,
  createParcelInputSchema,
  MAX_SHARED_EMAILS,
  sharingRequestSchema,
  type UpdateParcelInput,
  updateParcelInputSchema,
} from './parcel.schema.ts';
import { parcelSharingInputSchema } from './parcel-sharing.schema.ts';

const parcel: UpdateParcelInput = {
  label: 'Les Grands Champs',
  soilType: 'argilo-calcaire',
  address: { postalCode: '85000', city: 'La Roche-sur-Yon', country: 'FR' },
  gpsLocation: { lat: 46.67, long: -1.43 },
};
const id = '0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d';

describe('updateParcelInputSchema', () => {
  it('leaves the size optional', () => {
    expect(updateParcelInputSchema.safeParse(parcel).success).toBe(true);
  });

  it('takes any size above zero', () => {
    expect(updateParcelInputSchema.safeParse({ ...parcel, size: 0.01 }).success).toBe(true);
    expect(updateParcelInputSchema.safeParse({ ...parcel, size: 12.5 }).success).toBe(true);
  });

  it.each([0, -0.5])('rejects a size of %d', (size) => {
    expect(updateParcelInputSchema.safeParse({ ...parcel, size }).error?.issues).toMatchObject([
      { path: ['size'], message: 'parcel.form.errors.size.positive' },
    ]);
  });

  it('takes one comment and ignores the per-author comments', () => {
    expect(
      updateParcelInputSchema.parse({ ...parcel, comment: ' limaces ', dsComment: 'x', customerComment: 'y' }),
    ).toEqual({
      ...parcel,
      comment: 'limaces',
    });
  });

  it('rejects an unknown soil type and an out-of-range location', () => {
    expect(updateParcelInputSchema.safeParse({ ...parcel, soilType: 'tourbeux' }).success).toBe(false);
    expect(updateParcelInputSchema.safeParse({ ...parcel, gpsLocation: { lat: 91, long: 0 } }).success).toBe(false);
  });
});

describe('createParcelInputSchema', () => {
  it('takes an optional account id', () => {
    expect(createParcelInputSchema.safeParse(parcel).success).toBe(true);
    expect(createParcelInputSchema.safeParse({ ...parcel, accountId: id }).success).toBe(true);
    expect(createParcelInputSchema.safeParse({ ...parcel, accountId: 'mine' }).success).toBe(false);
  });
});

describe('sharingRequestSchema', () => {
  it('needs at least one parcel and one valid e-mail', () => {
    expect(sharingRequestSchema.safeParse({ parcelIds: [id], emails: ['a@example.com'] }).success).toBe(true);
    expect(sharingRequestSchema.safeParse({ parcelIds: [], emails: ['a@example.com'] }).success).toBe(false);
    expect(sharingRequestSchema.safeParse({ parcelIds: [id], emails: [] }).success).toBe(false);
    expect(sharingRequestSchema.safeParse({ parcelIds: [id], emails: ['a@'] }).success).toBe(false);
  });

  it('names at most 50 addresses, here and in a parcel’s own sharing', () => {
    const emails = (count: number) => Array.from({ length: count }, (_, n) => `person-${n}@example.com`);
    expect(sharingRequestSchema.safeParse({ parcelIds: [id], emails: emails(MAX_SHARED_EMAILS) }).success).toBe(true);
    const tooMany = sharingRequestSchema.safeParse({ parcelIds: [id], emails: emails(MAX_SHARED_EMAILS + 1) });
    expect(tooMany.error?.issues).toMatchObject([
      { path: ['emails'], message: 'parcel.sharing.errors.too-many-emails' },
    ]);
    const sharing = { sharingMode: ['targeted'], sharedAccountIds: [] };
    expect(parcelSharingInputSchema.safeParse({ ...sharing, sharedEmails: emails(MAX_SHARED_EMAILS) }).success).toBe(
      true,
    );
    expect(
      parcelSharingInputSchema.safeParse({ ...sharing, sharedEmails: emails(MAX_SHARED_EMAILS + 1) }).success,
    ).toBe(false);
  });
});

describe('affectation error codes', () => {
  it('are the five of spec point 4', () => {
    expect(AFFECTATION_ERROR_CODES).toEqual([
      'already-linked',
      'not-owned',
      'affectation-forbidden',
      'rent-contract-not-validated',
      'subscription-error',
    ]);
  });

  it('add, for a sensor taken off, moved or swapped, a parcel without one and a move across accounts', () => {
    expect(
      PLACEMENT_ERROR_CODES.filter((code) => !(AFFECTATION_ERROR_CODES as readonly string[]).includes(code)),
    ).toEqual(['no-sensor', 'other-account']);
  });
});
