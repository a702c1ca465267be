import type { Readable } from 'node:stream';

/** The bytes from `start` to `end`, both included, as an HTTP Range names them. */
export type ByteRange = { start: number; end: number };

/**
 * Where the console keeps binaries (firmware images), by key, apart from the database, which keeps their metadata
 * (decision 170): a folder on the server's disk, or an S3-compatible bucket shared by every process.
 */
export type FileStore = {
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  /** The object's bytes, or a range of them; null when there is no such object. */
  read: (key: string, range?: ByteRange) => Promise<Readable | null>;
  remove: (key: string) => Promise<void>;
};

/** A key a caller built stays inside the store: letters, digits and single dots, dashes and slashes between. */
export const checkKey = (key: string): string => {
  if (!/^[a-z0-9]+(?:[./-][a-z0-9]+)*$/i.test(key)) throw new Error(`invalid file store key: ${key}`);
  return key;
};
