import { describe, expect, it } from 'vitest';
import { type FavouriteInput, favouriteInputSchema, favouriteSelectionSchema } from './favourite.schema.ts';

const accountId = '0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d';

describe('favouriteSelectionSchema', () => {
  it('accepts all-selected without account ids', () => {
    expect(favouriteSelectionSchema.safeParse({ type: 'all-selected' }).success).toBe(true);
  });

  it('accepts some-selected with one account id', () => {
    expect(favouriteSelectionSchema.safeParse({ type: 'some-selected', accountIds: [accountId] }).success).toBe(true);
  });

  it('rejects some-selected with no account id', () => {
    expect(favouriteSelectionSchema.safeParse({ type: 'some-selected', accountIds: [] }).error?.issues).toMatchObject([
      { path: ['accountIds'], message: 'favourite.form.errors.accounts.required' },
    ]);
    expect(favouriteSelectionSchema.safeParse({ type: 'some-selected' }).success).toBe(false);
  });

  it('rejects ids that are not UUIDs and unknown selection types', () => {
    expect(favouriteSelectionSchema.safeParse({ type: 'some-selected', accountIds: ['42'] }).success).toBe(false);
    expect(favouriteSelectionSchema.safeParse({ type: 'none-selected' }).success).toBe(false);
  });
});

describe('favouriteInputSchema', () => {
  const favourite: FavouriteInput = {
    name: 'Vendée nord',
    isFavourite: true,
    postalZones: [{ value: '85' }],
    selection: { type: 'all-selected' },
    linkedSensorsAndParcels: false,
    cropTypes: ['colza'],
    seedingTypes: [],
    risks: ['high', 'nc'],
    faultySensors: false,
    sensorSerialNumbers: [],
    sensorStates: ['EnService'],
    sensorUsages: ['renting'],
    tags: [],
  };

  it('accepts a complete favourite', () => {
    expect(favouriteInputSchema.safeParse(favourite).success).toBe(true);
  });

  it('requires a name and postal zones with a value', () => {
    expect(favouriteInputSchema.safeParse({ ...favourite, name: ' ' }).success).toBe(false);
    expect(favouriteInputSchema.safeParse({ ...favourite, postalZones: [{ value: '' }] }).success).toBe(false);
    expect(favouriteInputSchema.safeParse({ ...favourite, postalZones: ['85'] }).success).toBe(false);
  });
});
