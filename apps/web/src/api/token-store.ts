/**
 * Where the OAuth tokens live: localStorage, store 'oauth', key 'tokens' (spec point 4), flattened
 * into the single localStorage key `oauth/tokens` (see docs/decisions/030).
 */
export const TOKEN_STORAGE_KEY = 'oauth/tokens';

export type StoredTokens = {
  access_token: string;
  /** Null when the session started from a bare access token (/login/token/{token}). */
  refresh_token: string | null;
};

export type TokenStore = {
  get: () => StoredTokens | null;
  set: (tokens: StoredTokens) => void;
  clear: () => void;
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isStoredTokens = (value: unknown): value is StoredTokens =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredTokens).access_token === 'string' &&
  ((value as StoredTokens).refresh_token === null || typeof (value as StoredTokens).refresh_token === 'string');

export const createTokenStore = (storage: KeyValueStorage): TokenStore => ({
  get: () => {
    try {
      const raw = storage.getItem(TOKEN_STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return isStoredTokens(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  set: (tokens) => {
    storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(tokens));
  },
  clear: () => {
    storage.removeItem(TOKEN_STORAGE_KEY);
  },
});

/** A store kept in memory, for tests and for browsers that refuse localStorage. */
export const createMemoryStorage = (): KeyValueStorage => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
};
