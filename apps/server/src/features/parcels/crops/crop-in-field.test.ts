import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../clock.ts';
import { accountIdByName, createCoveredSensorAs, reading, sendReadings } from '../../../test/fixtures.ts';
import { bearer, createTestApp, signInDemoUsers, type TestApp } from '../../../test/test-app.ts';
import { refreshParcelRisks } from '../risk-service.ts';

let t: TestApp;
let staff: string;
let farmer: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, farmer } = await signInDemoUsers(t.app));
});
afterEach(() => setClock(null));
afterAll(() => t.close());

/**
 * The last `month`/`day` at 10:00 UTC before the machine's today: within the year the test subscriptions cover,
 * whatever day the suite runs on.
 */
const lastDayBeforeToday = (month: number, day: number): Date => {
  const today = new Date();
  const thisYear = new Date(Date.UTC(today.getUTCFullYear(), month - 1, day, 10));
  return thisYear < today ? thisYear : new Date(Date.UTC(today.getUTCFullYear() - 1, month - 1, day, 10));
};

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/back${url}`, headers: bearer(farmer), payload });
const parcelOf = async (parcelId: string) =>
  (await t.app.inject({ url: `/back/parcels/${parcelId}`, headers: bearer(farmer) })).json();
const listed = async (query: string) =>
  (await t.app.inject({ url: `/back/parcels?${query}`, headers: bearer(farmer) }))
    .json<{ items: { id: string }[] }>()
    .items.map((item) => item.id);

const createParcel = async (label: string) =>
  (
    await post('/parcels', {
      label,
      soilType: 'limoneux',
      size: 12,
      address: { postalCode: '47300', city: 'Villeneuve-sur-Lot', country: 'FR' },
      gpsLocation: { lat: 44.4, long: 0.7 },
    })
  ).json<{ id: string }>().id;

const sow = (parcelId: string, currentCrop: string, year: number, seededOn: string, stage: string) =>
  post(`/parcels/${parcelId}/crops`, {
    year,
    currentCrop,
    stage,
    noTolerance: false,
    estimatedSeedingDate: seededOn,
    actualSeedingDate: seededOn,
    plantCover: false,
  });

describe('the crop in the field across New Year', () => {
  it('keeps a winter cereal sown in October current on 5 January, its risk still computed', async () => {
    const januaryFifth = lastDayBeforeToday(1, 5);
    const sowingYear = januaryFifth.getUTCFullYear() - 1;
    const parcelId = await createParcel('Blé d’hiver');
    const sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'NYE-0001');
    expect((await post(`/parcels/${parcelId}/sensor`, { sensorId: sensor.id })).statusCode).toBe(200);
    expect((await sow(parcelId, 'cereales_hivers', sowingYear, `${sowingYear}-10-15`, 'leve')).statusCode).toBe(201);

    setClock(januaryFifth);
    // Ten slugs on each of the three nights before 5 January: above the default "high" threshold of 8.
    const night = (day: number, hour: number) =>
      reading(0, {
        slugCount: 5,
        measuredAt: new Date(Date.UTC(januaryFifth.getUTCFullYear(), 0, day, hour)).toISOString(),
      });
    const captures = [2, 3, 4].flatMap((day) => [night(day, 22), night(day, 23)]);
    expect((await sendReadings(t.app, sensor, captures)).statusCode).toBe(200);
    await refreshParcelRisks(t.db, [parcelId]);

    const parcel = await parcelOf(parcelId);
    expect(parcel.currentCrop).toMatchObject({ year: sowingYear, currentCrop: 'cereales_hivers', stage: 'leve' });
    expect(parcel.riskLevel).toBe('high');
    expect(await listed('cropTypes=cereales_hivers')).toContain(parcelId);
    expect(await listed('missingInfoOnly=true')).not.toContain(parcelId);
  });

  it('lets a rapeseed leave the field at its harvest in July', async () => {
    const julyTenth = lastDayBeforeToday(7, 10);
    const sowingYear = julyTenth.getUTCFullYear() - 1;
    const parcelId = await createParcel('Colza récolté');
    expect((await sow(parcelId, 'colza', sowingYear, `${sowingYear}-08-28`, 'f6')).statusCode).toBe(201);

    setClock(julyTenth);
    expect((await parcelOf(parcelId)).currentCrop).toMatchObject({ year: sowingYear, currentCrop: 'colza' });
    expect(await listed('cropTypes=colza')).toContain(parcelId);

    // 320 days after 28 August: harvested by 14 July, and the field is empty until the next crop is recorded. The
    // farmer signs in on that day: a token of the day before the jump may have expired by then.
    setClock(new Date(julyTenth.getTime() + 10 * 86_400_000));
    ({ farmer } = await signInDemoUsers(t.app));
    expect((await parcelOf(parcelId)).currentCrop).toBeNull();
    expect(await listed('cropTypes=colza')).not.toContain(parcelId);
    expect(await listed('missingInfoOnly=true')).toContain(parcelId);

    // The wheat planned for the autumn is the field's crop from then on.
    const planned = await post(`/parcels/${parcelId}/crops`, {
      year: sowingYear + 1,
      currentCrop: 'cereales_hivers',
      stage: 'non_seme',
      noTolerance: false,
      estimatedSeedingDate: `${sowingYear + 1}-10-15`,
      plantCover: false,
    });
    expect(planned.statusCode).toBe(201);
    expect((await parcelOf(parcelId)).currentCrop).toMatchObject({ year: sowingYear + 1, stage: 'non_seme' });
  });
});
