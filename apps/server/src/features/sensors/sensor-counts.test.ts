import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import {
  type CreatedSensor,
  createSensorAs,
  createUserWithRights,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { foldSensorCounts } from './sensor-counts.ts';

let t: TestApp;
let provider: string;
let healthy: CreatedSensor;
let stolen: CreatedSensor;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await signIn(t.app, 'staff@demo.test');
  const [distributor] = await t.db
    .insert(accounts)
    .values({ type: 'provider', name: 'Distribution Comptée' })
    .returning({ id: accounts.id });
  const [farm, elsewhere] = await t.db
    .insert(accounts)
    .values([
      { type: 'farmer', name: 'Ferme Comptée', providerId: distributor?.id },
      { type: 'provider', name: 'Autre Distribution' },
    ])
    .returning({ id: accounts.id });
  await createUserWithRights(t.db, 'Distribution Comptée', 'counts@example.test', {});
  provider = await signIn(t.app, 'counts@example.test');
  healthy = await createSensorAs(t.app, staff, farm?.id ?? '', 'CNT-0001');
  stolen = await createSensorAs(t.app, staff, farm?.id ?? '', 'CNT-0002');
  await createSensorAs(t.app, staff, distributor?.id ?? '', 'CNT-0003', { usage: 'renting' });
  await createSensorAs(t.app, staff, elsewhere?.id ?? '', 'CNT-0004');
});
afterAll(() => t.close());

const counts = async () =>
  (await t.app.inject({ url: '/back/sensors/counts', headers: bearer(provider) })).json<{
    total: number;
    faulty: number;
    byState: Record<string, number>;
  }>();
const total = async (query: string) =>
  (await t.app.inject({ url: `/back/sensors?${query}`, headers: bearer(provider) })).json<{ total: number }>().total;

describe('sensor counts', () => {
  it('follow each sensor from state to state and into and out of a fault, within the caller’s scope', async () => {
    expect(await counts()).toMatchObject({ total: 3, faulty: 0, byState: { Inconnu: 3, EnService: 0 } });

    await sendReadings(t.app, healthy, [reading(3)]);
    await sendReadings(t.app, stolen, [reading(3, { deviceState: 'theft' })]);
    expect(await counts()).toMatchObject({ total: 3, faulty: 1, byState: { Inconnu: 1, EnService: 1, Vol: 1 } });
    expect(await total('states=Vol')).toBe(1);
    expect(await total('faulty_only=true&usages=selling')).toBe(1);
    expect(await total('usages=renting')).toBe(1);

    await sendReadings(t.app, stolen, [reading(2)]);
    expect(await counts()).toMatchObject({ total: 3, faulty: 0, byState: { Inconnu: 1, EnService: 2, Vol: 0 } });
  });

  it('answer the same when a search makes the list count the sensors themselves', async () => {
    for (const filter of ['states=EnService', 'usages=selling', 'faulty_only=true', '']) {
      expect(await total(`${filter}&search=cnt`)).toBe(await total(filter));
    }
  });

  it('stay the same once the scheduled job folds their rows into one per group', async () => {
    const before = await counts();
    await foldSensorCounts(t.db);
    expect(await counts()).toEqual(before);
    const [rows] = await selectRows<{ rows: number; groups: number }>(
      t.db,
      sql`select count(*)::int as rows, count(distinct (account_id, state, usage, faulty))::int as groups
          from sensor_counts`,
    );
    expect(rows?.rows).toBe(rows?.groups);
  });
});
