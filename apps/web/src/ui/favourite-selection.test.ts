import { describe, expect, it } from 'vitest';
import {
  knownFavouriteId,
  LAST_FAVOURITE_KEY,
  readLastChoice,
  selectFavourite,
  writeLastChoice,
} from './favourite-selection';

const WEST = { id: '0b6f3c1e-5d2a-4f8b-9c7e-1a2b3c4d5e6f', isFavourite: true };
const FAULTY = { id: '7e4d2c1b-9a8f-4e6d-8c5b-3a2f1e0d9c8b', isFavourite: false };
const DELETED = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const favourites = [WEST, FAULTY];

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('the favourite a list opens with', () => {
  it('is the one the URL names first, whatever is remembered or starred', () => {
    expect(selectFavourite({ urlId: FAULTY.id, last: null, favourites })).toEqual({
      favouriteId: FAULTY.id,
      source: 'url',
    });
  });

  it('is none when the URL names a favourite that is not the user’s, rather than another one', () => {
    expect(selectFavourite({ urlId: DELETED, last: FAULTY.id, favourites })).toEqual({
      favouriteId: null,
      source: 'unknown',
    });
  });

  it('is the last one used without one in the URL, before the starred one', () => {
    expect(selectFavourite({ urlId: null, last: FAULTY.id, favourites })).toEqual({
      favouriteId: FAULTY.id,
      source: 'last',
    });
  });

  it('stays everything once the user chose it, though a favourite is starred', () => {
    expect(selectFavourite({ urlId: null, last: null, favourites })).toEqual({ favouriteId: null, source: 'last' });
  });

  it('is the starred one when nothing is remembered, or the remembered one was deleted', () => {
    const starred = { favouriteId: WEST.id, source: 'starred' };
    expect(selectFavourite({ urlId: null, last: undefined, favourites })).toEqual(starred);
    expect(selectFavourite({ urlId: null, last: DELETED, favourites })).toEqual(starred);
  });

  it('is none without a starred favourite, or without favourites', () => {
    expect(selectFavourite({ urlId: null, last: undefined, favourites: [FAULTY] })).toEqual({
      favouriteId: null,
      source: 'none',
    });
    expect(selectFavourite({ urlId: null, last: undefined, favourites: [] })).toEqual({
      favouriteId: null,
      source: 'none',
    });
  });
});

describe('the favourite known before the user’s favourites arrive', () => {
  it('is the URL’s, or everything when chosen last; otherwise the favourites decide', () => {
    expect(knownFavouriteId(FAULTY.id, undefined)).toBe(FAULTY.id);
    expect(knownFavouriteId(null, null)).toBeNull();
    expect(knownFavouriteId(null, FAULTY.id)).toBeUndefined();
    expect(knownFavouriteId(null, undefined)).toBeUndefined();
  });
});

describe('the last choice in the browser', () => {
  it('is kept under the key `last`, for its user only', () => {
    const storage = memoryStorage();
    writeLastChoice(storage, 'user-a', FAULTY.id);
    expect(JSON.parse(storage.getItem(LAST_FAVOURITE_KEY) ?? '')).toEqual({ userId: 'user-a', favouriteId: FAULTY.id });
    expect(readLastChoice(storage, 'user-a')).toBe(FAULTY.id);
    expect(readLastChoice(storage, 'user-b')).toBeUndefined();
  });

  it('tells "everything" (null) apart from nothing remembered (undefined)', () => {
    const storage = memoryStorage();
    expect(readLastChoice(storage, 'user-a')).toBeUndefined();
    writeLastChoice(storage, 'user-a', null);
    expect(readLastChoice(storage, 'user-a')).toBeNull();
  });

  it('reads an unreadable value as nothing remembered, and survives a storage that refuses', () => {
    expect(readLastChoice(memoryStorage({ [LAST_FAVOURITE_KEY]: 'not json' }), 'user-a')).toBeUndefined();
    expect(readLastChoice(memoryStorage({ [LAST_FAVOURITE_KEY]: FAULTY.id }), 'user-a')).toBeUndefined();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeLastChoice(refusing, 'user-a', FAULTY.id)).not.toThrow();
  });
});
