import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { selectRows } from './client.ts';
import { uuidArray } from './uuid-array.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The ids as the database reads the binary parameter back. */
const readBack = async (ids: string[]) => {
  const [row] = await selectRows<{ ids: string[]; n: number }>(
    t.db,
    sql`select ${uuidArray(ids)}::uuid[] as ids, coalesce(cardinality(${uuidArray(ids)}::uuid[]), 0) as n`,
  );
  return row;
};

describe('ids sent as a binary uuid array', () => {
  it('reach the database whole and in order, however many', async () => {
    const many = Array.from({ length: 5_000 }, () => randomUUID());
    expect(await readBack(many)).toEqual({ ids: many, n: many.length });
    const one = ['00000000-0000-4000-8000-00000000000f'];
    expect(await readBack(one)).toEqual({ ids: one, n: 1 });
    expect(await readBack([])).toEqual({ ids: [], n: 0 });
  });

  it('select the rows of those ids', async () => {
    const rows = await selectRows<{ id: string }>(t.db, sql`select id from accounts order by id limit 3`);
    const ids = rows.map((row) => row.id);
    const matched = await selectRows<{ id: string }>(
      t.db,
      sql`select id from accounts where id = any(${uuidArray([ids[2] ?? '', ids[0] ?? ''])}::uuid[]) order by id`,
    );
    expect(matched.map((row) => row.id)).toEqual([ids[0], ids[2]]);
  });
});
