import type { CropStage, CropType } from '@console/domain/crop/crop.schema';
import type { Notification, NotificationType } from '@console/domain/notification/notification.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock.ts';
import { cropStageChanges } from '../../db/schema.ts';
import {
  accountIdByName,
  createCoveredSensorAs,
  type CreatedSensor,
  createUserWithRights,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { refreshParcelRisks } from '../parcels/service.ts';
import { getRiskSettings } from '../settings/service.ts';
import {
  raiseInterventionReminders,
  raiseSeedingDatesPassed,
  raiseSeedingDatesToValidate,
  raiseSensorsFarFromParcels,
  raiseStageUpdateReminders,
} from './raise.ts';

let t: TestApp;
/** Who may be told: the farm's admin, a colleague without the parcels key and one without the sensor keys, the
 * farm's provider, the manufacturer's staff, and a farmer of another farm of the same provider. */
let users: Record<'farmer' | 'noParcels' | 'noSensors' | 'provider' | 'staff' | 'newcomer', string>;
let lastSensitiveStage: Partial<Record<CropType, CropStage>>;

/** The tests move the server's clock by weeks: tokens signed in once must outlive the moves. */
const A_YEAR_IN_SECONDS = String(366 * 86_400);

beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: A_YEAR_IN_SECONDS });
  const demo = await signInDemoUsers(t.app);
  await createUserWithRights(t.db, 'Ferme des Demo', 'no-parcels@demo.test', { parcels: 'no-access' });
  await createUserWithRights(t.db, 'Ferme des Demo', 'no-sensors@demo.test', {
    sensors: 'no-access',
    defaults: 'no-access',
  });
  users = {
    farmer: demo.farmer,
    noParcels: await signIn(t.app, 'no-parcels@demo.test'),
    noSensors: await signIn(t.app, 'no-sensors@demo.test'),
    provider: demo.provider,
    staff: demo.staff,
    newcomer: demo.newcomer,
  };
  ({ lastSensitiveStage } = await getRiskSettings(t.db));
});
afterEach(() => setClock(null));
afterAll(() => t.close());

const year = new Date().getUTCFullYear();
const DAY_MS = 86_400_000;
/** The calendar date in France `days` from now: the demo farm's parcels are French. */
const frenchDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + days * DAY_MS));

const post = (token: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/back${url}`, headers: bearer(token), payload });

type CropFields = { stage: string; estimatedSeedingDate: string; actualSeedingDate?: string; currentCrop?: string };
const cropInput = (crop: CropFields) => ({
  year,
  currentCrop: 'colza',
  noTolerance: false,
  plantCover: false,
  ...crop,
});

/** Dates the crop's recorded stage as if the farmer had set it at that time (10:00 UTC on a day given as a date). */
const recordStageAt = (cropId: string, stage: CropStage, at: Date) =>
  t.db
    .update(cropStageChanges)
    .set({ changedAt: at })
    .where(and(eq(cropStageChanges.cropId, cropId), eq(cropStageChanges.stage, stage)));
const recordStageOn = (cropId: string, stage: CropStage, day: string) =>
  recordStageAt(cropId, stage, new Date(`${day}T10:00:00Z`));

/** A parcel of the demo farm with this season's crop (and a sensor when given), created through the API. */
const createParcel = async (
  label: string,
  crop: CropFields | null,
  extra: { sensorId?: string; country?: string; token?: string; accountId?: string } = {},
) => {
  const response = await post(extra.token ?? users.farmer, '/parcels', {
    label,
    soilType: 'limoneux',
    address: { postalCode: '47300', city: 'Villeneuve-sur-Lot', country: extra.country ?? 'FR' },
    gpsLocation: { lat: 44.4, long: 0.7 },
    size: 10,
    ...(crop ? { crop: cropInput(crop) } : {}),
    ...(extra.sensorId ? { sensorId: extra.sensorId } : {}),
    ...(extra.accountId ? { accountId: extra.accountId } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`parcel ${label} not created: ${response.body}`);
  const parcel = response.json<{ id: string; currentCrop?: { id: string } }>();
  return { id: parcel.id, cropId: parcel.currentCrop?.id ?? '' };
};

const notificationsOf = async (token: string): Promise<Notification[]> => {
  const items: Notification[] = [];
  for (let total = Infinity; items.length < total;) {
    const page = (
      await t.app.inject({ url: `/back/notifications?start=${items.length}`, headers: bearer(token) })
    ).json();
    total = page.total;
    items.push(...page.items);
    if (page.items.length === 0) break;
  }
  return items;
};

/** How many notifications of the type about the object each user holds. */
const received = async (type: NotificationType, about: Record<string, string>) => {
  const counts: Record<string, number> = {};
  for (const [name, token] of Object.entries(users)) {
    counts[name] = (await notificationsOf(token)).filter(
      (n) =>
        n.type === type &&
        Object.entries(about).every(([key, value]) => (n.payload as Record<string, unknown>)[key] === value),
    ).length;
  }
  return counts;
};

const toParcelReaders = { farmer: 1, noParcels: 0, noSensors: 1, provider: 1, staff: 0, newcomer: 0 };
const toSensorReaders = { farmer: 1, noParcels: 1, noSensors: 0, provider: 1, staff: 0, newcomer: 0 };
const toNobody = { farmer: 0, noParcels: 0, noSensors: 0, provider: 0, staff: 0, newcomer: 0 };

describe('crop reminders', () => {
  it('asks to confirm a near estimated seeding date once, and again when the date moves', async () => {
    const near = await createParcel('À semer bientôt', { stage: 'non_seme', estimatedSeedingDate: frenchDay(2) });
    const later = await createParcel('À semer plus tard', { stage: 'non_seme', estimatedSeedingDate: frenchDay(10) });
    const sown = await createParcel('Semée en avance', {
      stage: 'seme',
      estimatedSeedingDate: frenchDay(1),
      actualSeedingDate: frenchDay(-1),
    });

    // Two server processes running the job at once raise it once between them.
    const [first, second] = await Promise.all([raiseSeedingDatesToValidate(t.db), raiseSeedingDatesToValidate(t.db)]);
    expect(first + second).toBeGreaterThan(0);
    expect(await raiseSeedingDatesToValidate(t.db)).toBe(0);
    expect(await received('validate-estimated-seeding-date', { cropId: near.cropId })).toEqual(toParcelReaders);
    const [asked] = (await notificationsOf(users.farmer)).filter((n) => n.type === 'validate-estimated-seeding-date');
    expect(asked).toMatchObject({
      seenAt: null,
      payload: { parcelId: near.id, parcelLabel: 'À semer bientôt', cropId: near.cropId },
    });
    for (const other of [later, sown]) {
      expect(await received('validate-estimated-seeding-date', { cropId: other.cropId })).toEqual(toNobody);
    }

    const moved = await post(
      users.farmer,
      `/parcels/${near.id}/crops/${near.cropId}`,
      cropInput({ stage: 'non_seme', estimatedSeedingDate: frenchDay(1) }),
    );
    expect(moved.statusCode).toBe(200);
    await raiseSeedingDatesToValidate(t.db);
    await raiseSeedingDatesToValidate(t.db);
    expect((await received('validate-estimated-seeding-date', { cropId: near.cropId })).farmer).toBe(2);
  });

  it('tells once that an estimated seeding date has passed while the crop is not marked sown', async () => {
    const late = await createParcel('Semis en retard', { stage: 'non_seme', estimatedSeedingDate: frenchDay(-1) });
    const sown = await createParcel('Semée', {
      stage: 'seme',
      estimatedSeedingDate: frenchDay(-1),
      actualSeedingDate: frenchDay(-1),
    });

    await raiseSeedingDatesPassed(t.db);
    await raiseSeedingDatesPassed(t.db);
    expect(await received('estimated-seeding-date-passed', { cropId: late.cropId })).toEqual(toParcelReaders);
    expect(await received('validate-estimated-seeding-date', { cropId: late.cropId })).toEqual(toNobody);
    expect(await received('estimated-seeding-date-passed', { cropId: sown.cropId })).toEqual(toNobody);
  });

  it('compares dates in the parcel’s country: at 20:00 UTC it is already the next day in Australia', async () => {
    const at = new Date(`${year}-10-01T20:00:00Z`);
    const crop = { stage: 'non_seme', estimatedSeedingDate: `${year}-10-01` };
    const french = await createParcel('Parcelle française', crop);
    const australian = await createParcel('Australian paddock', crop, { country: 'AU' });

    await raiseSeedingDatesToValidate(t.db, at);
    await raiseSeedingDatesPassed(t.db, at);
    expect((await received('validate-estimated-seeding-date', { cropId: french.cropId })).farmer).toBe(1);
    expect((await received('estimated-seeding-date-passed', { cropId: french.cropId })).farmer).toBe(0);
    expect((await received('validate-estimated-seeding-date', { cropId: australian.cropId })).farmer).toBe(0);
    expect((await received('estimated-seeding-date-passed', { cropId: australian.cropId })).farmer).toBe(1);
  });

  it('asks for the stage of a sown crop once it has stood two weeks within its slug-sensitive stages', async () => {
    const sownLong = { stage: 'leve', estimatedSeedingDate: frenchDay(-15), actualSeedingDate: frenchDay(-15) };
    const due = await createParcel('Stade à jour ?', sownLong);
    // Recorded today, sown two weeks ago: the stage is fresh, so nothing is asked yet.
    const fresh = await createParcel('Stade saisi ce jour', sownLong);
    const tooSoon = await createParcel('Levée récente', {
      stage: 'leve',
      estimatedSeedingDate: frenchDay(-10),
      actualSeedingDate: frenchDay(-10),
    });
    // Oilseed rape past four leaves is out of the slugs' reach: its stage no longer moves the risk.
    const safe = await createParcel('Hors de portée', { ...sownLong, stage: 'f6' });
    for (const crop of [due, tooSoon, safe]) {
      await recordStageAt(crop.cropId, crop === safe ? 'f6' : 'leve', new Date(Date.now() - 15 * DAY_MS));
    }

    await raiseStageUpdateReminders(t.db, lastSensitiveStage);
    await raiseStageUpdateReminders(t.db, lastSensitiveStage);
    expect(await received('phenological-stage-update-reminder', { cropId: due.cropId })).toEqual(toParcelReaders);
    for (const other of [fresh, tooSoon, safe]) {
      expect(await received('phenological-stage-update-reminder', { cropId: other.cropId })).toEqual(toNobody);
    }

    // A stage left as it is is asked for once, not every two weeks; a new stage once it has stood two weeks in turn.
    // The crop is recorded in January, when it is the field's crop whatever today is.
    setClock(new Date(`${year}-01-05T10:00:00Z`));
    const stale = await createParcel('Stade oublié', {
      stage: 'leve',
      estimatedSeedingDate: `${year}-01-02`,
      actualSeedingDate: `${year}-01-02`,
    });
    await recordStageOn(stale.cropId, 'leve', `${year}-01-05`);
    const runOn = async (days: string[]) => {
      for (const day of days) await raiseStageUpdateReminders(t.db, lastSensitiveStage, new Date(`${day}T09:00:00Z`));
      return (await received('phenological-stage-update-reminder', { cropId: stale.cropId })).farmer;
    };
    expect(await runOn([`${year}-01-12`])).toBe(0);
    expect(await runOn([`${year}-01-20`, `${year}-02-03`, `${year}-02-17`, `${year}-03-01`])).toBe(1);
    const changed = await post(
      users.farmer,
      `/parcels/${stale.id}/crops/${stale.cropId}`,
      cropInput({ stage: 'f1', estimatedSeedingDate: `${year}-01-02`, actualSeedingDate: `${year}-01-02` }),
    );
    expect(changed.statusCode).toBe(200);
    await recordStageOn(stale.cropId, 'f1', `${year}-03-01`);
    expect(await runOn([`${year}-03-10`])).toBe(1);
    expect(await runOn([`${year}-03-16`, `${year}-03-30`])).toBe(2);
  });

  it('reminds once to fill the timeline of a crop sown a week ago with nothing recorded', async () => {
    const empty = await createParcel('Sans interventions', {
      stage: 'seme',
      estimatedSeedingDate: frenchDay(-8),
      actualSeedingDate: frenchDay(-8),
    });
    const filled = await createParcel('Avec interventions', {
      stage: 'seme',
      estimatedSeedingDate: frenchDay(-8),
      actualSeedingDate: frenchDay(-8),
    });
    const recent = await createParcel('Semée cette semaine', {
      stage: 'seme',
      estimatedSeedingDate: frenchDay(-3),
      actualSeedingDate: frenchDay(-3),
    });
    const recorded = await post(users.farmer, `/parcels/${filled.id}/crops/${filled.cropId}/interventions`, {
      type: 'seeding',
      date: frenchDay(-8),
    });
    expect(recorded.statusCode).toBe(201);

    await raiseInterventionReminders(t.db);
    await raiseInterventionReminders(t.db);
    expect(await received('fill-intervention-reminder', { cropId: empty.cropId })).toEqual(toParcelReaders);
    for (const other of [filled, recent]) {
      expect(await received('fill-intervention-reminder', { cropId: other.cropId })).toEqual(toNobody);
    }
  });
});

describe('a sensor far from its parcel', () => {
  // The parcel stands at (44.4, 0.7) with 10 ha: 500 m beyond a disc of 10 ha (178 m) is 678 m.
  const near = { lat: 44.4, long: 0.7 };
  const far = { lat: 44.41, long: 0.7 };

  it('is told once per stretch away, to those who see the sensor', async () => {
    const sensor = await createCoveredSensorAs(
      t,
      users.staff,
      await accountIdByName(t.db, 'Ferme des Demo'),
      'GPS-0001',
    );
    const parcel = await createParcel('Piège déplacé', null, { sensorId: sensor.id });
    const send = async (hoursAgo: number, gps: { lat: number; long: number }) =>
      expect((await sendReadings(t.app, sensor, [reading(hoursAgo, { gps })])).statusCode).toBe(200);

    await send(5, near);
    await raiseSensorsFarFromParcels(t.db);
    expect(await received('distance', { sensorId: sensor.id })).toEqual(toNobody);

    await send(4, far);
    await raiseSensorsFarFromParcels(t.db);
    // GPS wander while it stays away is the same stretch.
    await send(3, { lat: 44.4102, long: 0.7003 });
    await raiseSensorsFarFromParcels(t.db);
    expect(await received('distance', { sensorId: sensor.id })).toEqual(toSensorReaders);
    const [told] = (await notificationsOf(users.farmer)).filter(
      (n) => n.type === 'distance' && n.payload.sensorId === sensor.id,
    );
    expect(told?.payload).toEqual({
      sensorId: sensor.id,
      serialNumber: 'GPS-0001',
      parcelId: parcel.id,
      parcelLabel: 'Piège déplacé',
      distanceMeters: 1112,
    });

    // Back on the parcel, then away again: a new stretch.
    await send(2, near);
    await raiseSensorsFarFromParcels(t.db);
    expect((await received('distance', { sensorId: sensor.id })).farmer).toBe(1);
    await send(1, far);
    await raiseSensorsFarFromParcels(t.db);
    await raiseSensorsFarFromParcels(t.db);
    expect((await received('distance', { sensorId: sensor.id })).farmer).toBe(2);
  });

  it('tells only the provider when the sensor is the provider’s, standing on its farmer’s parcel', async () => {
    const providerId = await accountIdByName(t.db, 'Agri Distribution Demo');
    const sensor: CreatedSensor = await createCoveredSensorAs(t, users.staff, providerId, 'GPS-0002');
    await createParcel('Piège du distributeur', null, {
      sensorId: sensor.id,
      token: users.provider,
      accountId: await accountIdByName(t.db, 'Ferme des Demo'),
    });
    expect((await sendReadings(t.app, sensor, [reading(1, { gps: far })])).statusCode).toBe(200);
    await raiseSensorsFarFromParcels(t.db);
    expect(await received('distance', { sensorId: sensor.id })).toEqual({ ...toNobody, provider: 1 });
  });
});

describe('sources wired to events', () => {
  it('tells of an issue opened by a capture once, to those who see issues', async () => {
    const sensor = await createCoveredSensorAs(
      t,
      users.staff,
      await accountIdByName(t.db, 'Ferme des Demo'),
      'LID-0001',
    );
    // Opening the lid wakes the device into maintenance.
    const batch = [reading(1, { deviceState: 'maintenance' })];
    expect((await sendReadings(t.app, sensor, batch)).statusCode).toBe(200);
    expect((await sendReadings(t.app, sensor, batch)).json()).toEqual({ accepted: 0, duplicates: 1 });
    expect(await received('issue-opened', { sensorId: sensor.id })).toEqual(toSensorReaders);
    const [issue] = (await notificationsOf(users.farmer)).filter(
      (n) => n.type === 'issue-opened' && n.payload.sensorId === sensor.id,
    );
    expect(issue?.payload).toMatchObject({ serialNumber: 'LID-0001', issueType: 'ouverture_couvercle' });
  });

  it('tells of a sensor placed on a parcel', async () => {
    const sensor = await createCoveredSensorAs(
      t,
      users.staff,
      await accountIdByName(t.db, 'Ferme des Demo'),
      'NEW-0001',
    );
    const parcel = await createParcel('Nouveau piège', null);
    expect((await post(users.farmer, `/parcels/${parcel.id}/sensor`, { sensorId: sensor.id })).statusCode).toBe(200);
    expect(await received('new-sensor-affected', { sensorId: sensor.id, parcelId: parcel.id })).toEqual(
      toSensorReaders,
    );
  });

  it('tells once of a parcel whose risk rises to high as its captures arrive, without waiting for a job', async () => {
    const sensor = await createCoveredSensorAs(
      t,
      users.staff,
      await accountIdByName(t.db, 'Ferme des Demo'),
      'HIGH-0001',
    );
    const parcel = await createParcel(
      'Limaces en nombre',
      { stage: 'leve', estimatedSeedingDate: `${year}-08-28`, actualSeedingDate: `${year}-08-28` },
      { sensorId: sensor.id },
    );
    // Three complete nights of 10 slugs: above the default "high" threshold of 8 a night.
    const night = (daysAgo: number) => {
      const date = new Date(Date.now() - daysAgo * DAY_MS);
      date.setUTCHours(22, 0, 0, 0);
      return date.toISOString();
    };
    const captures = [2, 3, 4].map((days) => reading(0, { slugCount: 10, measuredAt: night(days) }));
    expect((await sendReadings(t.app, sensor, captures)).statusCode).toBe(200);
    // The list, the map and the header read the stored level: it moved with the captures.
    const high = await t.app.inject({ url: '/back/parcels?risk_levels=high', headers: bearer(users.farmer) });
    expect(high.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toContain(parcel.id);
    expect(await received('risk-level-high', { parcelId: parcel.id })).toEqual(toParcelReaders);
    // The hourly job finds nothing more to tell.
    await refreshParcelRisks(t.db);
    expect(await received('risk-level-high', { parcelId: parcel.id })).toEqual(toParcelReaders);
  });
});
