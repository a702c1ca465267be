import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crops } from '../../db/schema.ts';
import {
  accountIdByName,
  createCoveredSensorAs,
  createUserWithRights,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { changeCountryPack } from '../../test/country-packs.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { CAPTURE_REFRESH_INTERVAL_MS, refreshParcelRisks } from './risk-service.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;
let newcomer: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, provider, farmer, newcomer } = await signInDemoUsers(t.app));
});
afterAll(() => t.close());

const year = new Date().getFullYear();
const parcelInput = (label: string, size?: number) => ({
  label,
  soilType: 'limoneux',
  address: { postalCode: '47300', city: 'Villeneuve-sur-Lot', country: 'FR' },
  gpsLocation: { lat: 44.4, long: 0.7 },
  ...(size ? { size } : {}),
});
const cropInput = (stage: string) => ({
  year,
  currentCrop: 'colza',
  stage,
  noTolerance: false,
  estimatedSeedingDate: `${year}-08-28`,
  actualSeedingDate: `${year}-08-28`,
  plantCover: false,
});

const post = (token: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/back${url}`, headers: bearer(token), payload });
const riskOf = async (parcelId: string) =>
  (await t.app.inject({ url: `/back/parcels/${parcelId}`, headers: bearer(farmer) })).json().riskLevel;
const missingInfoCounter = async (token: string) =>
  (await t.app.inject({ url: '/back/profile', headers: bearer(token) })).json().counter.parcelMissingInfo;

describe('parcel risk', () => {
  it('follows the nightly counts of its sensor, the crop’s stage and the stored thresholds', async () => {
    const parcel = (await post(farmer, '/parcels', parcelInput('Parcelle à risque', 10))).json();
    const sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'RSK-0001');
    expect((await post(farmer, `/parcels/${parcel.id}/sensor`, { sensorId: sensor.id })).statusCode).toBe(200);
    expect(await riskOf(parcel.id)).toBe('unmeasured');

    // Three complete past nights of 10 slugs each (captures of 5 at 22:00 and 23:00 UTC, nights running noon to
    // noon): above the default "high" threshold of 8 a night.
    const at = (daysAgo: number, hour: number) => {
      const date = new Date();
      date.setUTCDate(date.getUTCDate() - daysAgo);
      date.setUTCHours(hour, 0, 0, 0);
      return date.toISOString();
    };
    const captures = [2, 3, 4].flatMap((days) => [
      reading(0, { slugCount: 5, measuredAt: at(days, 22) }),
      reading(0, { slugCount: 5, measuredAt: at(days, 23) }),
    ]);
    expect((await sendReadings(t.app, sensor, captures)).statusCode).toBe(200);
    // No crop yet: captures alone do not make a risk.
    expect(await refreshParcelRisks(t.db)).toEqual([]);

    const crop = (await post(farmer, `/parcels/${parcel.id}/crops`, cropInput('leve'))).json();
    expect(await riskOf(parcel.id)).toBe('high');

    // The parcel page says why, with the nights behind it, the sensor's status and the last day's weather.
    const synthesis = await t.app.inject({ url: `/back/parcels/${parcel.id}/synthesis`, headers: bearer(farmer) });
    expect(synthesis.statusCode).toBe(200);
    expect(synthesis.json()).toMatchObject({
      crop: { id: crop.id, currentCrop: 'colza', stage: 'leve' },
      risk: { level: 'high', reasons: ['counts-high'], meanPerNight: 10 },
      nights: [{ slugs: 10 }, { slugs: 10 }, { slugs: 10 }],
      sensor: { id: sensor.id, serialNumber: 'RSK-0001', state: 'EnService', lastSlugCount: 5 },
      openIssues: [],
    });
    expect(synthesis.json().nights.map((n: { night: string }) => n.night)).toEqual(
      [at(4, 0), at(3, 0), at(2, 0)].map((d) => d.slice(0, 10)),
    );
    expect(
      (await t.app.inject({ url: `/back/parcels/${parcel.id}/synthesis`, headers: bearer(newcomer) })).statusCode,
    ).toBe(404);
    await createUserWithRights(t.db, 'Ferme des Demo', 'no-parcels@demo.test', { parcels: 'no-access' });
    const withoutRight = await signIn(t.app, 'no-parcels@demo.test');
    expect(
      (await t.app.inject({ url: `/back/parcels/${parcel.id}/synthesis`, headers: bearer(withoutRight) })).statusCode,
    ).toBe(403);
    const high = await t.app.inject({ url: '/back/parcels?risk_levels=high', headers: bearer(farmer) });
    expect(high.json().items.map((p: { id: string }) => p.id)).toContain(parcel.id);

    // France's traps are found to count on 0.4 m²: the same slugs per m² take 20 a night for high, and the parcel
    // reads medium the moment the pack is saved.
    const larger = await changeCountryPack(t.app, staff, 'FR', 'Larger plates', (pack) => {
      pack.riskThresholds.trapSurfaceM2 = 0.4;
    });
    expect(larger.statusCode, larger.body).toBe(200);
    expect(await riskOf(parcel.id)).toBe('medium');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/back/settings/countries/FR/reset',
          headers: bearer(staff),
          payload: { version: 1, reason: 'Back' },
        })
      ).statusCode,
    ).toBe(200);

    // Past four leaves, oilseed rape is out of the slugs' reach.
    expect((await post(farmer, `/parcels/${parcel.id}/crops/${crop.id}`, cropInput('f6'))).statusCode).toBe(200);
    expect(await riskOf(parcel.id)).toBe('low');
  });

  it('follows a sensor’s batches as they arrive, assessing a parcel once a minute however many come', async () => {
    const parcel = (await post(farmer, '/parcels', parcelInput('Parcelle en rafale', 10))).json();
    const sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'RSK-0009');
    expect((await post(farmer, `/parcels/${parcel.id}/sensor`, { sensorId: sensor.id })).statusCode).toBe(200);
    expect((await post(farmer, `/parcels/${parcel.id}/crops`, cropInput('leve'))).statusCode).toBe(201);
    const night = (daysAgo: number, slugCount: number) => {
      const date = new Date();
      date.setUTCDate(date.getUTCDate() - daysAgo);
      date.setUTCHours(22, 0, 0, 0);
      return reading(0, { slugCount, measuredAt: date.toISOString() });
    };
    // A quiet night: the batch is assessed as it arrives.
    expect((await sendReadings(t.app, sensor, [night(5, 0)])).statusCode).toBe(200);
    expect(await riskOf(parcel.id)).toBe('low');
    // A burst within the minute, three nights of 30 slugs: one assessment a minute, the level waits.
    expect((await sendReadings(t.app, sensor, [night(4, 30), night(3, 30), night(2, 30)])).statusCode).toBe(200);
    expect(await riskOf(parcel.id)).toBe('low');
    // The next batch after the minute sees them all.
    const later = performance.now() + CAPTURE_REFRESH_INTERVAL_MS + 1000;
    const clock = vi.spyOn(performance, 'now').mockReturnValue(later);
    try {
      expect((await sendReadings(t.app, sensor, [reading(0)])).statusCode).toBe(200);
    } finally {
      clock.mockRestore();
    }
    expect(await riskOf(parcel.id)).toBe('high');
  });

  it('asks the five risk questions once answering starts, and moves the level with the answers', async () => {
    const sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'RSK-0002');
    const parcel = (
      await post(farmer, '/parcels', {
        ...parcelInput('Arbre de décision', 4),
        crop: cropInput('leve'),
        sensorId: sensor.id,
      })
    ).json();
    const yesterday = new Date(Date.now() - 30 * 3600_000);
    yesterday.setUTCHours(22, 0, 0, 0);
    const twoNights = [0, 1].map((daysBack) =>
      reading(0, { slugCount: 10, measuredAt: new Date(yesterday.getTime() - daysBack * 86_400_000).toISOString() }),
    );
    expect((await sendReadings(t.app, sensor, twoNights)).statusCode).toBe(200);
    await refreshParcelRisks(t.db, [parcel.id]);
    expect(await riskOf(parcel.id)).toBe('high');

    // The manufacturer's staff answer the decision tree (decision 163).
    const answer = (answers: Record<string, boolean>, token = staff) =>
      post(token, `/parcels/${parcel.id}/crops/${parcel.currentCrop.id}/risk-answers`, answers);
    expect((await answer({ favourableWeather: false })).statusCode).toBe(200);
    expect(await riskOf(parcel.id)).toBe('missing_answer');

    const all = { groundPreparation: false, groundWork: false, willRoll: false, favourableWeather: false };
    expect((await answer({ ...all, residualPellet: true })).json()).toEqual({ ...all, residualPellet: true });
    expect(await riskOf(parcel.id)).toBe('medium');
    const synthesis = (
      await t.app.inject({ url: `/back/parcels/${parcel.id}/synthesis`, headers: bearer(farmer) })
    ).json();
    const today = new Date().toISOString().slice(0, 10);
    expect(synthesis.risk).toMatchObject({
      level: 'medium',
      reasons: ['counts-high', 'residual-pellet'],
      answers: Object.fromEntries(
        Object.entries({ ...all, residualPellet: true }).map(([question, value]) => [
          question,
          { value, answeredOn: today, source: 'answer' },
        ]),
      ),
    });

    expect((await answer({ willRoll: 'yes' } as never)).statusCode).toBe(422);
    // Other account types never answer it, even on their own parcel, and are told so before the body is read.
    for (const token of [farmer, provider, newcomer]) {
      expect((await answer({ willRoll: 'yes' } as never, token)).statusCode).toBe(403);
    }
  });

  it('lets a recorded treatment or soil work answer for the farmer, and asks again once an answer is stale', async () => {
    const sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'RSK-0003');
    const parcel = (
      await post(farmer, '/parcels', { ...parcelInput('Traitée', 4), crop: cropInput('leve'), sensorId: sensor.id })
    ).json();
    const cropUrl = `/parcels/${parcel.id}/crops/${parcel.currentCrop.id}`;
    // 22:00 UTC on the last evening whose night (noon to noon) has ended, whatever the time of day the test runs.
    const lastNight = new Date(Date.now() - 36 * 3600_000);
    lastNight.setUTCHours(22, 0, 0, 0);
    expect(
      (await sendReadings(t.app, sensor, [reading(0, { slugCount: 10, measuredAt: lastNight.toISOString() })]))
        .statusCode,
    ).toBe(200);
    const none = { groundPreparation: false, groundWork: false, willRoll: false, favourableWeather: false };
    expect((await post(staff, `${cropUrl}/risk-answers`, { ...none, residualPellet: false })).statusCode).toBe(200);
    expect(await riskOf(parcel.id)).toBe('high');
    const synthesis = async () =>
      (await t.app.inject({ url: `/back/parcels/${parcel.id}/synthesis`, headers: bearer(farmer) })).json();
    expect((await synthesis()).latestIntervention).toBeNull();

    // Pellets spread today: the question is answered for the product's efficacy window, and the level drops.
    const today = new Date().toISOString().slice(0, 10);
    const product = await post(farmer, `${cropUrl}/interventions`, {
      type: 'product',
      date: today,
      slugProduct: 'sluxx-hp',
      slugProductDosage: 5,
    });
    expect(product.statusCode).toBe(201);
    expect(await riskOf(parcel.id)).toBe('medium');
    expect(await synthesis()).toMatchObject({
      risk: {
        level: 'medium',
        reasons: ['counts-high', 'residual-pellet'],
        answers: { residualPellet: { value: true, answeredOn: today, source: 'product' } },
      },
      latestIntervention: {
        intervention: { id: product.json().id, type: 'product', slugProduct: 'sluxx-hp', date: today },
        productName: 'Sluxx HP',
      },
    });

    // Soil work answers the ground-work question; removing it gives the farmer's own answer back.
    const soilWork = await post(farmer, `${cropUrl}/interventions`, {
      type: 'soil_work',
      date: today,
      soilWork: 'affinage',
    });
    expect((await synthesis()).risk.answers.groundWork).toEqual({
      value: true,
      answeredOn: today,
      source: 'soil_work',
    });
    expect(await riskOf(parcel.id)).toBe('low');
    const remove = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/back${cropUrl}/interventions/${id}`, headers: bearer(farmer) });
    expect((await remove(soilWork.json().id)).statusCode).toBe(204);
    expect((await remove(product.json().id)).statusCode).toBe(204);
    expect(await riskOf(parcel.id)).toBe('high');

    // Eight days on, "these days" answers no longer hold: the level says an answer is missing until asked again.
    const [crop] = await t.db
      .select({ riskAnswers: crops.riskAnswers })
      .from(crops)
      .where(eq(crops.id, parcel.currentCrop.id));
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
    await t.db
      .update(crops)
      .set({
        riskAnswers: Object.fromEntries(
          Object.entries(crop?.riskAnswers ?? {}).map(([question, answer]) => [
            question,
            { ...answer, answeredOn: eightDaysAgo },
          ]),
        ),
      })
      .where(eq(crops.id, parcel.currentCrop.id));
    expect(await refreshParcelRisks(t.db, [parcel.id])).toEqual([{ id: parcel.id, riskLevel: 'missing_answer' }]);
    const stale = await synthesis();
    expect(stale.risk).toMatchObject({ level: 'missing_answer', reasons: ['counts-high', 'missing-answers'] });
    expect(Object.keys(stale.risk.answers).sort()).toEqual(['groundPreparation', 'groundWork', 'willRoll']);
    expect(stale.risk.answers.willRoll).toEqual({ value: false, answeredOn: eightDaysAgo, source: 'answer' });
  });

  it('withholds the risk, outlook and slug alerts of a parcel whose sensor’s subscription expired, not its counts', async () => {
    const parcel = (await post(farmer, '/parcels', parcelInput('Parcelle sans abonnement', 8))).json();
    const sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'RSK-0004');
    expect((await post(farmer, `/parcels/${parcel.id}/sensor`, { sensorId: sensor.id })).statusCode).toBe(200);
    const night = (daysAgo: number) =>
      reading(0, { slugCount: 10, measuredAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString() });
    expect((await sendReadings(t.app, sensor, [night(2), night(3), night(4)])).statusCode).toBe(200);
    expect((await post(farmer, `/parcels/${parcel.id}/crops`, cropInput('leve'))).statusCode).toBe(201);
    expect(await riskOf(parcel.id)).toBe('high');
    const subscriptionId = (
      await t.app.inject({ url: `/back/subscriptions?sensor_id=${sensor.id}`, headers: bearer(staff) })
    ).json().items[0].id;
    const setEnd = (daysFromToday: number) =>
      post(staff, `/subscriptions/${subscriptionId}`, {
        endsOn: new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10),
        autoRenew: false,
      });
    const parcelRow = async () =>
      (await t.app.inject({ url: `/back/parcels/${parcel.id}`, headers: bearer(farmer) })).json();
    const synthesis = async () =>
      (await t.app.inject({ url: `/back/parcels/${parcel.id}/synthesis`, headers: bearer(farmer) })).json();

    // Ended 20 days ago, past its 14 days of grace: expired, and the parcel's risk is withheld from the next day.
    expect((await setEnd(-20)).statusCode).toBe(200);
    const since = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    expect(await parcelRow()).toMatchObject({ riskLevel: 'unmeasured', riskWithheldSince: since, outlook: null });
    const withheld = await synthesis();
    expect(withheld.risk).toMatchObject({ level: 'unmeasured', reasons: [], meanPerNight: null });
    // The counts stay in view, and the sensor says which subscription to renew.
    expect(withheld.nights.map((n: { slugs: number }) => n.slugs)).toEqual([10, 10, 10]);
    expect(withheld.sensor.subscription).toMatchObject({ subscriptionId, status: 'expired' });
    const unmeasured = await t.app.inject({ url: '/back/parcels?risk_levels=unmeasured', headers: bearer(farmer) });
    expect(unmeasured.json().items.map((p: { id: string }) => p.id)).toContain(parcel.id);
    const high = await t.app.inject({ url: '/back/parcels?risk_levels=high', headers: bearer(farmer) });
    expect(high.json().items.map((p: { id: string }) => p.id)).not.toContain(parcel.id);
    const history = (
      await t.app.inject({ url: `/back/parcels/${parcel.id}/history?seasons=1`, headers: bearer(farmer) })
    ).json();
    expect(history.seasons[0].weeks.every((week: { riskLevel: string }) => week.riskLevel === 'unmeasured')).toBe(true);

    // The sensor keeps sending; a count over the farm's threshold alerts no one while the risk is withheld.
    const alertOn = { isSlugCountAlertOn: true, slugCountThreshold: 5, parcelScope: 'chosen', parcelIds: [parcel.id] };
    expect((await post(farmer, '/settings/alerts', alertOn)).statusCode).toBe(200);
    expect((await sendReadings(t.app, sensor, [reading(1, { slugCount: 40 })])).statusCode).toBe(200);
    const alerts = async () =>
      (await t.app.inject({ url: '/back/notifications', headers: bearer(farmer) }))
        .json()
        .items.filter((n: { type: string; payload: { parcelId?: string } }) => n.type === 'slug-count-alert')
        .filter((n: { payload: { parcelId?: string } }) => n.payload.parcelId === parcel.id);
    expect(await alerts()).toHaveLength(0);
    expect((await parcelRow()).sensor).toMatchObject({ serialNumber: 'RSK-0004' });

    // Renewed (here, the end moved on): the risk is back at once, and so are the alerts.
    expect((await setEnd(200)).statusCode).toBe(200);
    expect(await parcelRow()).toMatchObject({ riskLevel: 'high', riskWithheldSince: null });
    expect((await synthesis()).risk.reasons).toEqual(['counts-high']);
    expect((await sendReadings(t.app, sensor, [reading(0.5, { slugCount: 41 })])).statusCode).toBe(200);
    expect(await alerts()).toHaveLength(1);
    await post(farmer, '/settings/alerts', { ...alertOn, isSlugCountAlertOn: false });
  });

  it('counts the parcels missing information in the caller’s scope for the header shortcut', async () => {
    const [farmerBefore, providerBefore, newcomerBefore] = await Promise.all([
      missingInfoCounter(farmer),
      missingInfoCounter(provider),
      missingInfoCounter(newcomer),
    ]);
    // No size and no sensor: missing information.
    expect((await post(farmer, '/parcels', parcelInput('Sans capteur'))).statusCode).toBe(201);
    expect(await missingInfoCounter(farmer)).toBe(farmerBefore + 1);
    expect(await missingInfoCounter(provider)).toBe(providerBefore + 1);
    expect(await missingInfoCounter(newcomer)).toBe(newcomerBefore);
    expect(await missingInfoCounter(staff)).toBeGreaterThan(0);
  });
});
