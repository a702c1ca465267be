import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the process role', () => {
  it('is all by default, so that one process does everything', () => {
    expect(loadConfig({}).ROLE).toBe('all');
  });

  it('refuses api and worker processes on the embedded database, which serves one process', () => {
    for (const role of ['api', 'worker']) {
      expect(() => loadConfig({ ROLE: role })).toThrow(/Invalid settings: .*set DATABASE_URL.*at ROLE/s);
    }
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://console@db/console' }).ROLE).toBe('worker');
  });

  it('refuses a role it does not know', () => {
    expect(() => loadConfig({ ROLE: 'scheduler' })).toThrow(/Invalid settings: .*ROLE/s);
  });
});
