import { api } from '../api/api';

/*
 * What the app knows of the signed-in user before their profile answers (decision 191): remembered past the gate, and
 * trusted only while the stored token still names them, so that the start screen's list can be asked for alongside the
 * profile. A hint for what to ask, never for what to show: every answer still comes from the API under the user's own
 * token. Read by the entry, so it loads no schema.
 */

const RETURNING_USER_KEY = 'session/returning-user';

export type ReturningUser = { userId: string; usesFavourites: boolean };

const isReturningUser = (value: unknown): value is ReturningUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ReturningUser).userId === 'string' &&
  typeof (value as ReturningUser).usesFavourites === 'boolean';

const storage = (): Pick<Storage, 'getItem' | 'setItem'> | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** Keeps what the next start needs to know of `user`; written only when it changed. */
export const rememberUser = (user: ReturningUser) => {
  const value = JSON.stringify({ userId: user.userId, usesFavourites: user.usesFavourites } satisfies ReturningUser);
  try {
    const store = storage();
    if (store && store.getItem(RETURNING_USER_KEY) !== value) store.setItem(RETURNING_USER_KEY, value);
  } catch {
    // A full or refused storage only costs the next start its early list.
  }
};

/** The user the stored token names, as remembered; null when unknown or someone else. */
export const returningUser = (): ReturningUser | null => {
  const userId = api.signedInUserId();
  if (!userId) return null;
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(RETURNING_USER_KEY) ?? 'null');
    return isReturningUser(stored) && stored.userId === userId ? stored : null;
  } catch {
    // Unreadable (another format, storage refused): nothing remembered.
    return null;
  }
};
