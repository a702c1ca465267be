import { utcToday } from '@console/domain/risk/risk-answers';
import { addLocalDays } from '@console/domain/subscription/subscription-period';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../../clock.ts';
import { bearer, createTestApp, signInDemoUsers, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let farmer: string;
let newcomer: string;
let parcelId: string;

// Sown a month ago: the parcel's current crop is the one in its field, whatever the day (a rapeseed stands 320 days).
const sown = addLocalDays(utcToday(now()), -30);
const year = now().getUTCFullYear();
const crop = {
  year,
  previousCrop: 'ble',
  currentCrop: 'colza',
  stage: 'leve',
  noTolerance: false,
  estimatedSeedingDate: sown,
  actualSeedingDate: sown,
  plantCover: false,
  estimatedSeedingQuantity: 450_000,
};

beforeAll(async () => {
  t = await createTestApp();
  ({ farmer, newcomer } = await signInDemoUsers(t.app));
  const parcel = await t.app.inject({
    method: 'POST',
    url: '/back/parcels',
    headers: bearer(farmer),
    payload: {
      label: 'Colza nord',
      soilType: 'limoneux',
      address: { postalCode: '32000', city: 'Auch', country: 'FR' },
      gpsLocation: { lat: 43.6, long: 0.6 },
    },
  });
  parcelId = parcel.json().id;
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, token = farmer) =>
  t.app.inject({ method: 'POST', url: `/back/parcels/${parcelId}/crops${url}`, headers: bearer(token), payload });

describe('crops', () => {
  it('records one crop a year and shows it as the parcel’s current crop', async () => {
    const response = await post('', crop);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...crop, parcelId });
    expect(response.json()).not.toHaveProperty('seedingType');
    const parcel = await t.app.inject({ url: `/back/parcels/${parcelId}`, headers: bearer(farmer) });
    expect(parcel.json().currentCrop).toMatchObject({ year, currentCrop: 'colza', stage: 'leve' });

    const again = await post('', { ...crop, stage: 'f1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.issues[0].path).toEqual(['year']);
  });

  it.each([
    [199_999, 422],
    [200_000, 201],
  ])('checks the seeding quantity against the crop’s range: %i gives %i', async (quantity, status) => {
    const response = await post('', {
      ...crop,
      year: quantity === 200_000 ? 2025 : 2024,
      estimatedSeedingQuantity: quantity,
    });
    expect(response.statusCode).toBe(status);
    if (status === 422) {
      expect(response.json().data.issues).toEqual([
        {
          path: ['estimatedSeedingQuantity'],
          message: 'crop.form.errors.estimated-seeding-quantity.range',
          params: { min: 200_000, max: 700_000 },
        },
      ]);
    }
  });

  it('refuses a stage past sowing without an actual seeding date, on the date’s field', async () => {
    const { actualSeedingDate: _sown, ...unsown } = crop;
    const response = await post('', { ...unsown, year: 2022, stage: 'seme' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.issues).toEqual([
      { path: ['actualSeedingDate'], message: 'crop.form.errors.actual-seeding-date-required' },
    ]);
    expect((await post('', { ...unsown, year: 2022, stage: 'non_seme' })).statusCode).toBe(201);
  });

  it('edits a crop and refuses to move it onto a year already taken', async () => {
    // Newest first: this year's crop, then the earlier year's one the seeding-quantity case recorded.
    const [latest, older] = (
      await t.app.inject({ url: `/back/parcels/${parcelId}/crops`, headers: bearer(farmer) })
    ).json();
    const resown = addLocalDays(sown, 3);
    const edited = await post(`/${latest.id}`, { ...crop, stage: 'f2', actualSeedingDate: resown });
    expect(edited.json()).toMatchObject({ stage: 'f2', actualSeedingDate: resown });
    const clash = await post(`/${latest.id}`, { ...crop, year: older.year });
    expect(clash.statusCode).toBe(409);
  });

  it('keeps another account out: 404 for its parcel’s crops', async () => {
    expect((await t.app.inject({ url: `/back/parcels/${parcelId}/crops`, headers: bearer(newcomer) })).statusCode).toBe(
      404,
    );
    expect((await post('', { ...crop, year: 2023 }, newcomer)).statusCode).toBe(404);
  });
});
