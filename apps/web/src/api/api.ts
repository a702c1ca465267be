import { REFRESH_FAILURE_WAIT_MS } from '../ui/layout-constants';
import { createApiClient, sleep } from './api-client';
import { askForSecondFactor } from './second-factor-prompt';
import { createMemoryStorage, createTokenStore } from './token-store';

const browserStorage = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => {
  try {
    const probe = '__storage_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
};

const redirectToExpiredLogin = async () => {
  const referrer = `${window.location.pathname}${window.location.search}`;
  const query = new URLSearchParams({ reason: 'expired' });
  if (!referrer.startsWith('/login')) query.set('referrer', referrer);
  window.location.assign(`/login?${query.toString()}`);
  await sleep(REFRESH_FAILURE_WAIT_MS);
};

/** The tabs of a browser share the tokens, so they refresh one at a time; without Web Locks, one tab at a time. */
const acrossTabs = <T>(run: () => Promise<T>): Promise<T> =>
  'locks' in navigator ? navigator.locks.request('oauth/tokens refresh', run) : run();

/** The app's one HTTP client. */
export const api = createApiClient({
  tokenStore: createTokenStore(browserStorage()),
  onSessionExpired: redirectToExpiredLogin,
  refreshLock: acrossTabs,
  confirmSecondFactor: askForSecondFactor,
});
