import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeLoginAttempts, recordLoginAttempt } from '../auth/login-throttle.ts';
import { countedEvents, loginAttempts } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { countEvents, type LimitedSubject, purgeCountedEvents, RATE_LIMITS, requireRoom } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const byIp: LimitedSubject = { kind: 'registration-by-ip', subject: '203.0.113.50' };
const ageAll = (hours: number) =>
  t.db.update(countedEvents).set({ occurredAt: sql`now() - make_interval(hours => ${hours})` });

describe('counted events', () => {
  it('stop counting once their window has passed, and are purged after the longest window', async () => {
    const { max } = RATE_LIMITS[byIp.kind];
    await countEvents(t.db, [byIp], max);
    await expect(requireRoom(t.db, [byIp])).rejects.toMatchObject({ status: 429 });
    await ageAll(2);
    await expect(requireRoom(t.db, [byIp])).resolves.toBeUndefined();

    await countEvents(t.db, [{ kind: 'sharing-emails-by-account', subject: 'an-account' }], 3);
    expect(await purgeCountedEvents(t.db)).toBe(0);
    await ageAll(25);
    expect(await purgeCountedEvents(t.db)).toBe(2);
    expect(await t.db.select().from(countedEvents)).toEqual([]);
  });

  it('purge sign-in attempts older than a day', async () => {
    await recordLoginAttempt(t.db, { email: 'old@demo.test', ip: '203.0.113.60', outcome: 'failure' });
    await recordLoginAttempt(t.db, { email: 'new@demo.test', ip: '203.0.113.60', outcome: 'failure' });
    await t.db
      .update(loginAttempts)
      .set({ attemptedAt: sql`now() - interval '25 hours'` })
      .where(eq(loginAttempts.email, 'old@demo.test'));
    expect(await purgeLoginAttempts(t.db)).toBe(1);
    expect((await t.db.select({ email: loginAttempts.email }).from(loginAttempts)).map((row) => row.email)).toEqual([
      'new@demo.test',
    ]);
  });
});
