import { type CropSowing, cropInField } from '@console/domain/crop/crop-in-field';
import { addLocalDays } from '@console/domain/subscription/subscription-period';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdByName, insertParcel } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { selectRows } from './client.ts';
import { cropInFieldId, cropsInField } from './crops-in-field.ts';
import { crops } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type SownCrop = CropSowing & { year: number; stage: 'non_seme' | 'leve' };

// A rotation with its edge cases: a rapeseed harvested before its successor is sown, a wheat sown later than planned,
// a maize sown while the wheat still stands (it replaces it), and a sunflower planned far ahead.
const ROTATION: SownCrop[] = [
  {
    year: 2025,
    currentCrop: 'colza',
    stage: 'leve',
    estimatedSeedingDate: '2025-08-28',
    actualSeedingDate: '2025-08-28',
  },
  {
    year: 2026,
    currentCrop: 'cereales_hivers',
    stage: 'leve',
    estimatedSeedingDate: '2026-10-10',
    actualSeedingDate: '2026-10-20',
  },
  {
    year: 2027,
    currentCrop: 'mais',
    stage: 'leve',
    estimatedSeedingDate: '2027-04-25',
    actualSeedingDate: '2027-04-25',
  },
  { year: 2029, currentCrop: 'tournesol', stage: 'non_seme', estimatedSeedingDate: '2029-04-15' },
];

describe('the crop in the field, in SQL', () => {
  it('answers what the domain answers, day after day through a rotation', async () => {
    const farm = await accountIdByName(t.db, 'Ferme des Demo');
    const parcelId = await insertParcel(t.db, { label: 'Rotation', accountId: farm, postalCode: '47300' });
    const ids = await t.db
      .insert(crops)
      .values(ROTATION.map((crop) => ({ ...crop, parcelId, actualSeedingDate: crop.actualSeedingDate ?? null })))
      .returning({ id: crops.id });
    const days = Array.from({ length: 230 }, (_, week) => addLocalDays('2025-06-01', week * 7 + (week % 7)));
    const rows = await selectRows<{ day: string; cropId: string | null }>(
      t.db,
      sql`select d.day::text as day, ${cropInFieldId(sql`${parcelId}::uuid`, sql`d.day`)} as "cropId"
          from unnest(${sql.param(days)}::date[]) as d(day) order by d.day`,
    );
    const expected = days.map((day) => {
      const crop = cropInField(ROTATION, day);
      return { day, cropId: crop ? (ids[ROTATION.indexOf(crop)]?.id ?? null) : null };
    });
    expect(rows).toEqual(expected);
    // The same rule for many parcels at once.
    const types = await selectRows<{ day: string; crop: string | null }>(
      t.db,
      sql`select d.day::text as day, field.current_crop as crop from unnest(${sql.param(days)}::date[]) as d(day)
          left join lateral ${cropsInField(sql`select ${parcelId}::uuid`, sql`d.day`)} field on true order by d.day`,
    );
    expect(types).toEqual(days.map((day) => ({ day, crop: cropInField(ROTATION, day)?.currentCrop ?? null })));
    // Each crop of the rotation is the field's on some day, and the field is empty on others.
    expect(new Set(rows.map((row) => row.cropId))).toEqual(new Set([...ids.map(({ id }) => id), null]));
  });
});
