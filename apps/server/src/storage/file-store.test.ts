import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server.ts';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
const credentials = { accessKeyId: 'console-test', secretAccessKey: 'console-test-secret' };
let s3: Awaited<ReturnType<typeof startS3Server>>;
const stores: Record<string, () => FileStore> = {
  'a folder': () => localFileStore(folder),
  'an S3-compatible bucket': () =>
    s3FileStore({ bucket: 'console-files', endpoint: s3.url, region: 'eu-west-3', credentials }),
};

beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'console-files', accessKeyId: credentials.accessKeyId });
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const read = async (store: FileStore, key: string, range?: { start: number; end: number }) => {
  const stream = await store.read(key, range);
  return stream && text(stream);
};

describe.each(Object.entries(stores))('the file store in %s', (_where, open) => {
  it('keeps bytes by key, reads them whole or by range, and forgets them', async () => {
    const store = open();
    await store.put('firmware/1/image.swu', new TextEncoder().encode('0123456789'), 'application/octet-stream');
    expect(await read(store, 'firmware/1/image.swu')).toBe('0123456789');
    // A device resuming a download asks from the byte it stopped at.
    expect(await read(store, 'firmware/1/image.swu', { start: 4, end: 9 })).toBe('456789');
    await store.remove('firmware/1/image.swu');
    expect(await store.read('firmware/1/image.swu')).toBeNull();
  });

  it('refuses a key that would leave its place', async () => {
    const store = open();
    await expect(store.put('../escape', new Uint8Array([1]), 'application/octet-stream')).rejects.toThrow(/key/);
    await expect(store.read('firmware//image')).rejects.toThrow(/key/);
  });
});

it('is refused by a bucket that does not know its keys', async () => {
  const stranger = s3FileStore({
    bucket: 'console-files',
    endpoint: s3.url,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'someone-else', secretAccessKey: 'x' },
  });
  await expect(stranger.put('firmware/2/image.swu', new Uint8Array([1]), 'application/octet-stream')).rejects.toThrow();
  expect(s3.keys()).not.toContain('firmware/2/image.swu');
});
