import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { loadSealer } from '../../db/sealed-values.ts';
import { weatherNetworks } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { credentialsOf } from './network-credentials.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SAVED = { network: 'weenat', apiKey: 'saved-weenat-key' } as const;

describe("a network's credentials", () => {
  it('are kept sealed: the row holds no readable key, and another key cannot open it', async () => {
    const sealer = await loadSealer(t.db, undefined);
    const sealed = sealer.seal(SAVED);
    expect(sealed).not.toContain('saved-weenat-key');
    expect(sealer.open(sealed)).toEqual(SAVED);
    const other = await loadSealer(t.db, 'another key of at least thirty-two characters');
    expect(() => other.open(sealed)).toThrow();
    await t.db.insert(weatherNetworks).values({ network: 'weenat', credentials: sealed });
  });

  it('come from the environment first, else from those saved', async () => {
    const sealer = await loadSealer(t.db, undefined);
    expect(await credentialsOf(t.db, sealer, loadConfig({}), 'weenat')).toEqual({
      credentials: SAVED,
      source: 'settings',
    });
    expect(await credentialsOf(t.db, sealer, loadConfig({ WEENAT_API_KEY: 'from-env' }), 'weenat')).toEqual({
      credentials: { network: 'weenat', apiKey: 'from-env' },
      source: 'environment',
    });
    expect(await credentialsOf(t.db, sealer, loadConfig({ SENCROP_CLIENT_ID: 'only-one' }), 'sencrop')).toBeNull();
    await t.db.delete(weatherNetworks).where(eq(weatherNetworks.network, 'weenat'));
  });
});
