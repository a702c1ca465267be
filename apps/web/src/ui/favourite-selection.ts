/**
 * Which favourite narrows the parcel, sensor, issue and subscription lists (spec point 4, decision 128): the one the
 * URL names, else the last one used in this browser, else the starred one, else none.
 */

/** The localStorage key of the last choice (spec point 4). */
export const LAST_FAVOURITE_KEY = 'last';

/** The URL's search parameter naming the favourite, so that a view can be shared. */
export const FAVOURITE_PARAM = 'favouriteId';

type FavouriteOption = { id: string; isFavourite: boolean };

/**
 * The browser's memory of the switcher: a favourite's id, or null once the user chose "everything". Undefined when
 * nothing is remembered for this user.
 */
export type LastChoice = string | null | undefined;

export type FavouriteSelection =
  /** A favourite of the user's: named by the URL, remembered, or starred. */
  | { favouriteId: string; source: 'url' | 'last' | 'starred' }
  /** Everything: chosen last time, or nothing to apply. */
  | { favouriteId: null; source: 'last' | 'none' }
  /** The URL names a favourite that is not the user's (deleted, or a link from someone else): everything. */
  | { favouriteId: null; source: 'unknown' };

export const selectFavourite = ({
  urlId,
  last,
  favourites,
}: {
  urlId: string | null;
  last: LastChoice;
  favourites: readonly FavouriteOption[];
}): FavouriteSelection => {
  const isOwn = (id: string) => favourites.some((favourite) => favourite.id === id);
  if (urlId) return isOwn(urlId) ? { favouriteId: urlId, source: 'url' } : { favouriteId: null, source: 'unknown' };
  if (last === null) return { favouriteId: null, source: 'last' };
  // A remembered favourite deleted since is passed over, as if nothing were remembered.
  if (last !== undefined && isOwn(last)) return { favouriteId: last, source: 'last' };
  const starred = favourites.find((favourite) => favourite.isFavourite);
  return starred ? { favouriteId: starred.id, source: 'starred' } : { favouriteId: null, source: 'none' };
};

type StoredChoice = { userId: string; favouriteId: string | null };

const isStoredChoice = (value: unknown): value is StoredChoice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredChoice).userId === 'string' &&
  (typeof (value as StoredChoice).favouriteId === 'string' || (value as StoredChoice).favouriteId === null);

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

const memoryStorage: ChoiceStorage = { getItem: () => null, setItem: () => undefined };

/** The browser's localStorage, or a memory that forgets when the browser refuses it (private modes). */
export const choiceStorage = (): ChoiceStorage => {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage;
  }
};

/**
 * The last choice of `userId`. The stored value names its user: on a shared browser, one user's "everything" does
 * not switch off another's starred favourite.
 */
export const readLastChoice = (storage: ChoiceStorage, userId: string): LastChoice => {
  try {
    const stored: unknown = JSON.parse(storage.getItem(LAST_FAVOURITE_KEY) ?? 'null');
    return isStoredChoice(stored) && stored.userId === userId ? stored.favouriteId : undefined;
  } catch {
    // Unreadable (another format, storage refused): nothing remembered.
    return undefined;
  }
};

export const writeLastChoice = (storage: ChoiceStorage, userId: string, favouriteId: string | null) => {
  try {
    storage.setItem(LAST_FAVOURITE_KEY, JSON.stringify({ userId, favouriteId } satisfies StoredChoice));
  } catch {
    // A full or refused storage only loses the memory: the URL still carries the choice.
  }
};

/**
 * The favourite known before the user's favourites arrive, so a list call can start beside theirs: the URL's, or
 * "everything" when that was the last choice. Undefined when the favourites decide (remembered id, starred one).
 */
export const knownFavouriteId = (urlId: string | null, last: LastChoice): string | null | undefined => {
  if (urlId) return urlId;
  return last === null ? null : undefined;
};

/**
 * The favourite a list most likely opens under, read before the user's profile and favourites arrive: the URL's, else
 * the one `userId` chose last, which their favourites may still overrule (deleted since). Undefined when nothing was
 * chosen and the starred one decides.
 */
export const expectedFavouriteId = (url: URL, userId: string): string | null | undefined =>
  url.searchParams.get(FAVOURITE_PARAM) || readLastChoice(choiceStorage(), userId);
