import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setUpFrenchScreen } from './french-screen';
import { startTestApi, type TestApi } from './test-api';

/**
 * A route test file's French screen and local API (`startTestApi`): started before its tests, its answers, calls and
 * screen cleared after each, closed after them all. The API it answers is the one started in `beforeAll`.
 */
export const routeTestApi = (): TestApi => {
  const testApi = {} as TestApi;
  beforeAll(async () => {
    await setUpFrenchScreen();
    // Lists scroll back to their top as they page; jsdom draws nothing to scroll.
    vi.stubGlobal('scrollTo', () => undefined);
    Object.assign(testApi, await startTestApi());
  });
  afterEach(() => {
    cleanup();
    testApi.reset();
    vi.restoreAllMocks();
  });
  afterAll(() => testApi.close());
  return testApi;
};
