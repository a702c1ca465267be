import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('go with every answer, refusals included', async () => {
    for (const url of ['/back/environment', '/back/sensors']) {
      const { headers } = await t.app.inject({ url });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('let map tiles load from any https server and leave plain-http tile hosts alone', async () => {
    const policy = String((await t.app.inject({ url: '/back/environment' })).headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob: https:");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});
