import { cropInputSchema } from '@console/domain/crop/crop.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crops } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoFleet } from './fleet.ts';
import { seedDemoParcels } from './parcels.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoFleet(t.db);
  await seedDemoParcels(t.db);
}, 300_000);
afterAll(() => t.close());

describe('demo parcels', () => {
  it('records crops the crop form would accept: a stage past sowing with its actual seeding date', async () => {
    const rows = await t.db.select().from(crops);
    expect(rows.length).toBeGreaterThan(0);
    // Columns left empty are fields left out of the form.
    const refused = rows
      .map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)))
      .filter((row) => !cropInputSchema.safeParse(row).success);
    expect(refused).toEqual([]);
  });
});
