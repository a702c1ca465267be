import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerServer } from '../../test/weather-network-server.ts';
import { PartnerError, pacedFetch } from './partner-requests.ts';

const PACE_MS = 60;

let partner: Awaited<ReturnType<typeof startPartnerServer>>;

beforeAll(async () => {
  partner = await startPartnerServer(() => ({ status: 200, body: { ok: true } }));
});
afterAll(() => partner.close());

const gapsOf = (from: number) => {
  const times = partner.requests.slice(from).map((request) => request.at);
  return times.slice(1).map((at, index) => at - (times[index] ?? at));
};

describe('requests to a partner network', () => {
  it('are paced one after the other, even when asked at once', async () => {
    const request = pacedFetch({ paceMs: PACE_MS, attempts: 1, backoffMs: 10, timeoutMs: 2_000 });
    const startedAt = Date.now();
    await Promise.all(Array.from({ length: 4 }, () => request(`${partner.origin}/devices`)));
    // The fourth cannot leave before three paces have passed (a timer may fire a millisecond early, never a pace).
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3 * PACE_MS - 5);
  });

  it("wait as long as a 429's Retry-After asks, and give up after their attempts with the network's status", async () => {
    const request = pacedFetch({ paceMs: 5, attempts: 2, backoffMs: 10, timeoutMs: 2_000 });
    partner.fail(/\/limited$/, 429, 1, '1');
    const before = partner.requests.length;
    expect((await request(`${partner.origin}/limited`)).ok).toBe(true);
    expect(gapsOf(before)[0]).toBeGreaterThanOrEqual(995);

    partner.fail(/\/down$/, 503, 2);
    const failure = await request(`${partner.origin}/down`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartnerError);
    expect(failure).toMatchObject({ code: 'unavailable', message: expect.stringContaining('503') });
  });
});
