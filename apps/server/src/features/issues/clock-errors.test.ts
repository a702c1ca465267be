import { subYears } from 'date-fns';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { now } from '../../clock.ts';
import { keepReadingPartitions } from '../../db/reading-partitions.ts';
import { purgeExpiredData } from '../../db/retention.ts';
import { accountIdByName, createSensorAs, reading, sendReadings } from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { solveTicketsOfClosedIssues } from '../support/service.ts';
import { judgeCaptureClocks } from './clock-errors.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'staff@demo.test');
});
afterAll(() => t.close());

const clockIssues = async (sensorId: string) =>
  (
    await t.app.inject({
      url: `/back/issues?sensor_id=${sensorId}&types=erreur_horloge`,
      headers: bearer(staff),
    })
  ).json<{ items: { status: string }[] }>().items;

const partitionJob = async () => {
  await keepReadingPartitions(t.db);
  return judgeCaptureClocks(t.db, solveTicketsOfClosedIssues);
};

it('opens a clock error for a sensor whose captures fit no kept month, and closes it once they are purged', async () => {
  const farm = await accountIdByName(t.db, 'Ferme des Demo');
  const late = await createSensorAs(t.app, staff, farm, 'CLOCK-1970');
  const right = await createSensorAs(t.app, staff, farm, 'CLOCK-RIGHT');
  // A clock reset to twelve years back: past the three years the captures are kept, no month is made for it.
  const stale = { ...reading(0), measuredAt: subYears(now(), 12).toISOString() };
  expect((await sendReadings(t.app, late, [stale, reading(1)])).statusCode).toBe(200);
  expect((await sendReadings(t.app, right, [reading(1)])).statusCode).toBe(200);

  expect(await partitionJob()).toEqual({ opened: 1, closed: 0 });
  expect(await clockIssues(late.id)).toMatchObject([{ status: 'open' }]);
  expect(await clockIssues(right.id)).toEqual([]);
  // Judged again, the running issue is not opened twice.
  expect(await partitionJob()).toEqual({ opened: 0, closed: 0 });

  await purgeExpiredData(t.db);

  expect(await partitionJob()).toEqual({ opened: 0, closed: 1 });
  expect(await clockIssues(late.id)).toMatchObject([{ status: 'closed' }]);
});
