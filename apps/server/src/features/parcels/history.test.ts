import type { ParcelHistory } from '@console/domain/parcel/parcel-history.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock.ts';
import { cropStageChanges, settingVersions, users } from '../../db/schema.ts';
import {
  accountIdByName,
  createCoveredSensorAs,
  createUserWithRights,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { changeCountryPack } from '../../test/country-packs.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: string;
let farmer: string;
let newcomer: string;

const year = new Date().getUTCFullYear();
const last = year - 1;
const before = year - 2;
/**
 * The seasons below are last year's and this year's as seen in December, when last year's autumn crops are
 * harvested: the server's clock stands there, whatever day the suite runs on.
 */
const december = new Date(`${year}-12-01T10:00:00Z`);

beforeAll(async () => {
  setClock(december);
  t = await createTestApp();
  ({ staff, farmer, newcomer } = await signInDemoUsers(t.app));
});
afterEach(() => setClock(december));
afterAll(async () => {
  setClock(null);
  await t.close();
});

const post = (token: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/back${url}`, headers: bearer(token), payload });
const history = (token: string, parcelId: string, query = '') =>
  t.app.inject({ url: `/back/parcels/${parcelId}/history${query}`, headers: bearer(token) });
const createParcel = async (label: string) =>
  (
    await post(farmer, '/parcels', {
      label,
      soilType: 'limoneux',
      address: { postalCode: '47300', city: 'Villeneuve-sur-Lot', country: 'FR' },
      gpsLocation: { lat: 44.4, long: 0.7 },
    })
  ).json<{ id: string }>().id;
const setZone = (email: string, zoneId: string) => t.db.update(users).set({ zoneId }).where(eq(users.email, email));

/** A farmer's parcel with a sensor and last season's colza, sown (or to be sown) on the dates given. */
const createWatchedColza = async (
  label: string,
  serialNumber: string,
  seeding: { estimatedSeedingDate: string; actualSeedingDate?: string },
) => {
  const parcelId = await createParcel(label);
  const sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), serialNumber);
  expect((await post(farmer, `/parcels/${parcelId}/sensor`, { sensorId: sensor.id })).statusCode).toBe(200);
  const crop = await post(farmer, `/parcels/${parcelId}/crops`, {
    year: last,
    currentCrop: 'colza',
    stage: 'leve',
    noTolerance: false,
    plantCover: false,
    ...seeding,
  });
  expect(crop.statusCode).toBe(201);
  return { parcelId, sensor, crop };
};

/** A capture at a UTC instant, with the weather given (none when left out). */
const capture = (
  measuredAt: string,
  slugCount: number,
  weather: { temperature: number; humidity: number; rainfall: number } | null = null,
) => reading(0, { measuredAt, slugCount, ...(weather ?? { temperature: null, humidity: null, rainfall: null }) });

describe('GET /back/parcels/{id}/history', () => {
  it('sums each week of each season in the user’s zone, nights running noon to noon', async () => {
    await setZone('farmer@demo.test', 'Europe/Paris');
    await setZone('staff@demo.test', 'UTC');
    const { parcelId, sensor, crop } = await createWatchedColza('Historique', 'HST-0001', {
      estimatedSeedingDate: `${last}-08-28`,
      actualSeedingDate: `${last}-08-28`,
    });

    // Paris is UTC+1 in January: 10:30 UTC on 8 January is still the night of the 7th (week 1) there, 11:30 UTC is
    // already the night of the 8th (week 2), and 10:00 UTC on 1 January the last night of the season before.
    const captures = [
      capture(`${last}-01-02T22:00:00Z`, 4, { temperature: 10, humidity: 80, rainfall: 1 }),
      capture(`${last}-01-03T21:00:00Z`, 6, { temperature: 12, humidity: 90, rainfall: 0.5 }),
      capture(`${last}-01-08T10:30:00Z`, 2, { temperature: 8, humidity: 70, rainfall: 0 }),
      capture(`${last}-01-08T11:30:00Z`, 9, { temperature: 6, humidity: 95, rainfall: 2.4 }),
      capture(`${last}-01-01T10:00:00Z`, 1),
      capture(`${before}-01-15T20:00:00Z`, 3),
    ];
    expect((await sendReadings(t.app, sensor, captures)).statusCode).toBe(200);

    const twoSeasons = await history(farmer, parcelId);
    expect(twoSeasons.statusCode).toBe(200);
    expect(twoSeasons.json().parcel).toMatchObject({ id: parcelId, label: 'Historique', sensorId: sensor.id });
    expect(twoSeasons.json().seasons).toEqual([
      {
        year: last,
        crop: { id: crop.json().id, year: last, currentCrop: 'colza', stage: 'leve' },
        // Sown in late August, but counted from January: the axis starts with the captures.
        startWeek: 1,
        weeks: [
          // Nights of the 2nd, 3rd and 7th: 12 slugs over 3 nights, medium from 3 a night.
          {
            week: 1,
            nights: 3,
            slugsPerNight: 4,
            rainfallTotal: 1.5,
            temperatureAvg: 10,
            humidityAvg: 80,
            riskLevel: 'medium',
            earlierThresholds: null,
          },
          {
            week: 2,
            nights: 1,
            slugsPerNight: 9,
            rainfallTotal: 2.4,
            temperatureAvg: 6,
            humidityAvg: 95,
            riskLevel: 'high',
            earlierThresholds: null,
          },
        ],
      },
      { year, crop: null, startWeek: 1, weeks: [] },
    ]);

    // Three seasons reach the one before, which had no crop; its 52nd week takes 31 December's night.
    const threeSeasons = (await history(farmer, parcelId, '?seasons=3')).json();
    expect(threeSeasons.seasons.map((season: { year: number }) => season.year)).toEqual([before, last, year]);
    const weather = { rainfallTotal: null, temperatureAvg: null, humidityAvg: null };
    expect(threeSeasons.seasons[0]).toEqual({
      year: before,
      crop: null,
      startWeek: 3,
      weeks: [
        { week: 3, nights: 1, slugsPerNight: 3, ...weather, riskLevel: 'unmeasured', earlierThresholds: null },
        { week: 52, nights: 1, slugsPerNight: 1, ...weather, riskLevel: 'unmeasured', earlierThresholds: null },
      ],
    });

    // In UTC both captures of 8 January fall in the night of the 7th: one week of three nights and four captures.
    const inUtc = (await history(staff, parcelId)).json();
    expect(inUtc.seasons[0].weeks).toEqual([
      {
        week: 1,
        nights: 3,
        slugsPerNight: 7,
        rainfallTotal: 3.9,
        temperatureAvg: 9,
        humidityAvg: 83.8,
        riskLevel: 'medium',
        earlierThresholds: null,
      },
    ]);

    // France's thresholds change on 1 June, its traps found to count on 0.4 m² (high from 20 a night, medium from 8).
    // The weeks before keep the level of their day and say so; a week after is rated under the new thresholds.
    const larger = await changeCountryPack(t.app, staff, 'FR', 'Larger plates', (pack) => {
      pack.riskThresholds.trapSurfaceM2 = 0.4;
    });
    expect(larger.statusCode, larger.body).toBe(200);
    await t.db
      .update(settingVersions)
      .set({ changedAt: new Date(`${last}-06-01T08:00:00Z`) })
      .where(eq(settingVersions.key, 'country:FR'));
    expect((await sendReadings(t.app, sensor, [capture(`${last}-09-09T20:00:00Z`, 9)])).statusCode).toBe(200);
    const afterChange = (await history(farmer, parcelId)).json<ParcelHistory>();
    const earlier = { since: null, until: `${last}-06-01` };
    expect(
      afterChange.seasons[0]?.weeks.map(({ riskLevel, earlierThresholds }) => ({ riskLevel, earlierThresholds })),
    ).toEqual([
      { riskLevel: 'medium', earlierThresholds: earlier },
      { riskLevel: 'high', earlierThresholds: earlier },
      { riskLevel: 'medium', earlierThresholds: null },
    ]);
  });

  it('rates each night with the crop of its season and the stage in force that night', async () => {
    await setZone('farmer@demo.test', 'Europe/Paris');
    const parcelId = await createParcel('Stades datés');
    const sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'HST-0002');
    expect((await post(farmer, `/parcels/${parcelId}/sensor`, { sensorId: sensor.id })).statusCode).toBe(200);
    const cropOf = (season: number, currentCrop: string, stage: string) => ({
      year: season,
      currentCrop,
      stage,
      noTolerance: false,
      estimatedSeedingDate: `${season - 1}-10-15`,
      actualSeedingDate: `${season - 1}-10-15`,
      plantCover: false,
    });
    // Oilseed rape at six leaves is past its sensitive window (four leaves); winter wheat just up is within it.
    expect((await post(farmer, `/parcels/${parcelId}/crops`, cropOf(before, 'colza', 'f6'))).statusCode).toBe(201);
    const wheat = await post(farmer, `/parcels/${parcelId}/crops`, cropOf(last, 'cereales_hivers', 'leve'));
    expect(wheat.statusCode).toBe(201);

    // The same 25 slugs on the nights of 10, 17, 24 and 31 January (weeks 2 to 5) of both seasons: high, whatever
    // thresholds the test before left.
    const days = ['01-10', '01-17', '01-24', '01-31'];
    const captures = [before, last].flatMap((season) => days.map((day) => capture(`${season}-${day}T20:00:00Z`, 25)));
    expect((await sendReadings(t.app, sensor, captures)).statusCode).toBe(200);
    const levels = async () =>
      (await history(farmer, parcelId, '?seasons=3'))
        .json()
        .seasons.map((season: { weeks: { riskLevel: string }[] }) => season.weeks.map((week) => week.riskLevel));

    expect((await levels()).slice(0, 2)).toEqual([
      ['low', 'low', 'low', 'low'],
      ['high', 'high', 'high', 'high'],
    ]);

    // The wheat reached tillering (past its window) on 20 January: the nights from then on read low, not the ones
    // before. Both stages are dated as if recorded on those days.
    const edited = await post(farmer, `/parcels/${parcelId}/crops/${wheat.json().id}`, {
      ...cropOf(last, 'cereales_hivers', 'debut_tallage'),
    });
    expect(edited.statusCode).toBe(200);
    for (const [stage, changedAt] of [
      ['leve', `${last}-01-01T09:00:00Z`],
      ['debut_tallage', `${last}-01-20T09:00:00Z`],
    ] as const) {
      await t.db
        .update(cropStageChanges)
        .set({ changedAt: new Date(changedAt) })
        .where(and(eq(cropStageChanges.cropId, wheat.json().id), eq(cropStageChanges.stage, stage)));
    }
    expect((await levels()).slice(0, 2)).toEqual([
      ['low', 'low', 'low', 'low'],
      ['high', 'high', 'low', 'low'],
    ]);
  });

  it('starts an autumn season’s axis at its sowing, or at an earlier capture', async () => {
    await setZone('farmer@demo.test', 'Europe/Paris');
    const { parcelId, sensor } = await createWatchedColza('Colza d’automne', 'HST-0003', {
      estimatedSeedingDate: `${last}-09-10`,
      actualSeedingDate: `${last}-09-03`,
    });
    const startWeek = async () => (await history(farmer, parcelId)).json().seasons[0].startWeek;

    // Sown on 3 September (week 36 in any year), not the planned 10th; the October captures come later.
    expect((await sendReadings(t.app, sensor, [capture(`${last}-10-01T22:00:00Z`, 5)])).statusCode).toBe(200);
    expect(await startWeek()).toBe(36);
    // The sensor counted before the sowing, on the night of 20 August (week 34): the axis shows that night too.
    expect((await sendReadings(t.app, sensor, [capture(`${last}-08-20T22:00:00Z`, 2)])).statusCode).toBe(200);
    expect(await startWeek()).toBe(34);
  });

  it('follows a winter crop’s season across New Year, and lets the next one start once it is harvested', async () => {
    await setZone('farmer@demo.test', 'UTC');
    const { parcelId, sensor, crop } = await createWatchedColza('Colza d’hiver', 'HST-0004', {
      estimatedSeedingDate: `${last}-09-01`,
      actualSeedingDate: `${last}-09-01`,
    });
    const captures = [capture(`${last}-10-01T22:00:00Z`, 4), capture(`${year}-01-10T22:00:00Z`, 6)];
    expect((await sendReadings(t.app, sensor, captures)).statusCode).toBe(200);
    const seasons = async () =>
      (await history(farmer, parcelId)).json<{
        seasons: { year: number; crop: { id: string } | null; startWeek: number; weeks: { week: number }[] }[];
      }>().seasons;

    // In February the colza sown last September is still in the field: its season is this one, and January's
    // night is its 54th week (the second of the year after its sowing year), after October's 40th.
    setClock(new Date(`${year}-02-01T10:00:00Z`));
    const inWinter = await seasons();
    expect(inWinter.map((season) => season.year)).toEqual([before, last]);
    expect(inWinter[1]).toMatchObject({ year: last, crop: { id: crop.json().id }, startWeek: 35 });
    expect(inWinter[1]?.weeks.map((week) => week.week)).toEqual([40, 54]);

    // Harvested in July, it leaves the field: December's season is this year's, without a crop, and the January night
    // stays with the colza.
    setClock(december);
    const afterHarvest = await seasons();
    expect(afterHarvest.map((season) => [season.year, season.crop?.id ?? null])).toEqual([
      [last, crop.json().id],
      [year, null],
    ]);
    expect(afterHarvest[0]?.weeks.map((week) => week.week)).toEqual([40, 54]);
    expect(afterHarvest[1]?.weeks).toEqual([]);
  });

  it('answers empty weeks for a parcel without a sensor', async () => {
    const parcelId = await createParcel('Sans capteur');
    const response = await history(farmer, parcelId);
    expect(response.statusCode).toBe(200);
    expect(response.json().seasons).toEqual([
      { year: last, crop: null, startWeek: 1, weeks: [] },
      { year, crop: null, startWeek: 1, weeks: [] },
    ]);
  });

  it('keeps a parcel’s history to those who may read the parcel', async () => {
    const parcelId = await createParcel('Privée');
    expect((await history(newcomer, parcelId)).statusCode).toBe(404);
    expect((await history(farmer, crypto.randomUUID())).statusCode).toBe(404);
    expect((await history(farmer, parcelId, '?seasons=6')).statusCode).toBe(422);
    await createUserWithRights(t.db, 'Ferme des Demo', 'history-no-parcels@demo.test', { parcels: 'no-access' });
    expect((await history(await signIn(t.app, 'history-no-parcels@demo.test'), parcelId)).statusCode).toBe(403);
  });
});
