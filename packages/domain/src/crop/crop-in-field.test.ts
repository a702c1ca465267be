import { describe, expect, it } from 'vitest';
import { type CropSowing, cropInField, harvestDay } from './crop-in-field.ts';

const wheat: CropSowing = {
  currentCrop: 'cereales_hivers',
  estimatedSeedingDate: '2026-10-20',
  actualSeedingDate: '2026-10-15',
};
const rapeseed: CropSowing = {
  currentCrop: 'colza',
  estimatedSeedingDate: '2026-08-28',
  actualSeedingDate: '2026-08-28',
};
const nextWheat: CropSowing = { currentCrop: 'cereales_hivers', estimatedSeedingDate: '2027-10-15' };

describe('the crop in the field', () => {
  it('keeps a winter cereal sown in October in the field across New Year, until its harvest in July', () => {
    expect(cropInField([wheat], '2027-01-05')).toBe(wheat);
    expect(harvestDay(wheat)).toBe('2027-07-17');
    expect(cropInField([wheat], '2027-07-16')).toBe(wheat);
    expect(cropInField([wheat], '2027-07-17')).toBeUndefined();
  });

  it('lets a rapeseed leave the field at its July harvest, for the crop planned after it', () => {
    expect(cropInField([rapeseed, nextWheat], '2027-07-01')).toBe(rapeseed);
    expect(cropInField([rapeseed, nextWheat], '2027-07-20')).toBe(nextWheat);
  });

  it('counts from the actual sowing, else the planned one', () => {
    expect(harvestDay({ ...wheat, actualSeedingDate: null })).toBe('2027-07-22');
  });

  it('replaces a crop by its successor once the successor is sown', () => {
    const maize: CropSowing = { currentCrop: 'mais', estimatedSeedingDate: '2027-04-20' };
    expect(cropInField([rapeseed, maize], '2027-04-19')).toBe(rapeseed);
    expect(cropInField([rapeseed, maize], '2027-04-20')).toBe(maize);
  });

  it('serves the southern hemisphere with the same rule: a canola sown in April stands through the southern winter', () => {
    const canola: CropSowing = { currentCrop: 'colza', estimatedSeedingDate: '2027-04-25' };
    expect(cropInField([canola], '2027-07-15')).toBe(canola);
    expect(cropInField([canola], '2027-01-05')).toBe(canola);
    expect(cropInField([canola], '2028-03-15')).toBeUndefined();
  });

  it('has nothing in an empty field', () => {
    expect(cropInField([], '2027-01-05')).toBeUndefined();
  });
});
