import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRights } from '@console/domain/access/rights';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { classifyDatabaseError } from './client.ts';
import { roles } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The error the database itself raises for a statement (PGlite, or PostgreSQL in test:pg). */
const refusalOf = async (statement: Promise<unknown>): Promise<unknown> => {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error('the database accepted the statement');
};

describe('classifyDatabaseError', () => {
  it('reads a unique key taken by someone else as a conflict', async () => {
    const role = { accountType: 'farmer' as const, labelFr: 'Doublon', rights: defaultRights('farmer') };
    await t.db.insert(roles).values(role);
    expect(classifyDatabaseError(await refusalOf(t.db.insert(roles).values(role)))).toBe('conflict');
  });

  it('reads a value its column cannot hold as an invalid value', async () => {
    for (const statement of [
      sql`select ${'3000000000'}::int`,
      sql`select ${'1e39'}::real`,
      sql`select ${'0000-01-01'}::date`,
      sql`select ${'not-a-uuid'}::uuid`,
    ]) {
      expect(classifyDatabaseError(await refusalOf(t.db.execute(statement)))).toBe('invalid-value');
    }
  });

  it('leaves the server’s own failures to be answered as such', async () => {
    expect(classifyDatabaseError(await refusalOf(t.db.execute(sql`select 1 / 0`)))).toBeNull();
    expect(classifyDatabaseError(new Error('boom'))).toBeNull();
  });
});
