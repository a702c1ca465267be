import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import {
  accountIdByName,
  createCoveredSensorAs,
  type CreatedSensor,
  deviceAuth,
  reading,
  sendReadings,
} from '../test/fixtures.ts';
import { bearer, createTestApp, requestTokens, signInDemoUsers, type TestApp } from '../test/test-app.ts';

// Every value here reached PostgreSQL, which refused it, and the caller got a 500: a device retried its batch forever.

let t: TestApp;
let staff: string;
let farmer: string;
let sensor: CreatedSensor;

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, farmer } = await signInDemoUsers(t.app));
  sensor = await createCoveredSensorAs(t, staff, await accountIdByName(t.db, 'Ferme des Demo'), 'BAD-0001');
});
afterAll(() => t.close());

const NUL = '\u0000';
const field = {
  label: 'Bornes',
  soilType: 'limoneux',
  address: { postalCode: '32000', city: 'Auch', country: 'FR' },
  gpsLocation: { lat: 43.65, long: 0.58 },
};
const crop = {
  year: 2026,
  currentCrop: 'autre',
  stage: 'non_seme',
  noTolerance: false,
  estimatedSeedingDate: '2026-10-01',
  plantCover: false,
};

const post = (url: string, payload: object, token = farmer) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token = farmer) => t.app.inject({ url, headers: bearer(token) });

/** The answer a client can act on: a 422 naming each field, in the API's error shape. */
const expectIssues = (response: Awaited<ReturnType<typeof post>>, paths: (string | number)[][]) => {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ status: 422, transactionId: expect.any(String) });
  expect(response.json().data.issues.map((issue: { path: unknown }) => issue.path)).toEqual(paths);
};

describe('numbers and dates a column cannot hold', () => {
  it('refuses a device batch with a slug count past int4 or a capture in year 0000, naming the reading', async () => {
    expectIssues(await sendReadings(t.app, sensor, [reading(1), reading(0.5, { slugCount: 3e9 })]), [
      ['readings', 1, 'slugCount'],
    ]);
    expectIssues(await sendReadings(t.app, sensor, [reading(1, { measuredAt: '0000-01-01T00:00:00Z' })]), [
      ['readings', 0, 'measuredAt'],
    ]);
    expectIssues(await sendReadings(t.app, sensor, [reading(1, { temperature: 1e-40 })]), [
      ['readings', 0, 'temperature'],
    ]);
  });

  it('refuses a parcel size, a seeding quantity and a seeding date out of range, with their paths', async () => {
    expectIssues(await post('/back/parcels', { ...field, size: 1e39 }), [['size']]);
    const response = await post('/back/parcels', {
      ...field,
      crop: { ...crop, estimatedSeedingQuantity: 3e9, estimatedSeedingDate: '0000-01-01' },
    });
    expectIssues(response, [
      ['crop', 'estimatedSeedingDate'],
      ['crop', 'estimatedSeedingQuantity'],
    ]);
    expect(response.json().data.issues.map((issue: { message: string }) => issue.message)).toEqual([
      'date-out-of-range',
      'number-too-large',
    ]);
  });

  it('refuses an intervention dosage a real column cannot hold', async () => {
    const parcel = (await post('/back/parcels', { ...field, crop })).json();
    // The crop just recorded, read from the list: whether it is the parcel's current one depends on the day.
    const [recorded] = (await get(`/back/parcels/${parcel.id}/crops`)).json();
    const url = `/back/parcels/${parcel.id}/crops/${recorded.id}/interventions`;
    const product = { type: 'product', date: '2026-10-02', slugProduct: 'ironmax-pro' };
    expectIssues(await post(url, { ...product, slugProductDosage: 1e39 }), [['slugProductDosage']]);
    expectIssues(await post(url, { ...product, slugProductDosage: 1e-40 }), [['slugProductDosage']]);
  });

  it('refuses a day out of the calendar in a query', async () => {
    expectIssues(await get('/back/issues?from=0000-01-01', staff), [['from']]);
    expectIssues(await get(`/back/sensors/${sensor.id}/readings?from=1899-12-31&to=1900-01-02`), [['from']]);
  });
});

describe('the NUL character, which PostgreSQL text cannot hold', () => {
  it('is refused in any text of a payload or a query string, with its path', async () => {
    expectIssues(await post('/back/parcels', { ...field, label: `Nul${NUL}` }), [['label']]);
    expectIssues(await post('/back/parcels', { ...field, address: { ...field.address, city: `A${NUL}` } }), [
      ['address', 'city'],
    ]);
    expectIssues(await get('/back/parcels?search=%00'), [['search']]);
    const register = await t.app.inject({
      method: 'POST',
      url: '/back/register',
      payload: {
        account: {
          name: `Ferme${NUL}`,
          postalAddress: { firstLine: '1 rue', postalCode: '32000', city: 'Auch', country: 'FR' },
        },
        admin: { firstName: 'Zoé', lastName: 'Nul', email: 'zoe@nul.test', language: 'fr' },
      },
    });
    expectIssues(register, [['account', 'name']]);
    expect(register.json().data.issues[0].message).toBe('nul-character');
  });

  it('is an invalid request on the token endpoint, in its RFC 6749 shape', async () => {
    const response = await requestTokens(t.app, { grant_type: 'password', username: `a${NUL}@b.test`, password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('is an unknown device in a serial number', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/back/device-api/readings',
      headers: deviceAuth(`BAD-0001${NUL}`, sensor.deviceSecret),
      payload: { readings: [reading(0.2)] },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('two requests racing for one unique key', () => {
  it('links one of two sensors sent to one parcel at once, and refuses the other as already linked', async () => {
    const farm = await accountIdByName(t.db, 'Ferme des Demo');
    const parcel = (await post('/back/parcels', { ...field, label: 'Course' })).json();
    const [first, second] = await Promise.all([
      createCoveredSensorAs(t, staff, farm, 'RACE-0001'),
      createCoveredSensorAs(t, staff, farm, 'RACE-0002'),
    ]);
    const answers = await Promise.all(
      [first, second].map((racer) => post(`/back/parcels/${parcel.id}/sensor`, { sensorId: racer.id })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      status: 409,
      data: { error: 'already-linked' },
    });
  });

  it('gives two registrations of one address the same answer, and creates one user', async () => {
    const registration = {
      account: {
        name: 'Ferme Jumelle',
        postalAddress: { firstLine: '1 rue', postalCode: '32000', city: 'Auch', country: 'FR' },
      },
      admin: { firstName: 'Jules', lastName: 'Jumeau', email: 'jules@jumelle.test', language: 'fr' },
    };
    const answers = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: '/back/register', payload: registration })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = 'jules@jumelle.test'`);
    expect(row?.n).toBe(1);
  });
});
