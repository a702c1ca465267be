import fs from 'node:fs';
import path from 'node:path';
import { checkKey, type FileStore } from './file-store-contract.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Binaries as files under `root` (the default, beside the embedded database). A file is written under a temporary
 * name and renamed, so a reader never sees half of it.
 */
export const localFileStore = (root: string): FileStore => {
  const pathOf = (key: string) => path.join(root, checkKey(key));
  return {
    put: async (key, bytes) => {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${crypto.randomUUID()}.part`;
      await fs.promises.writeFile(partial, bytes);
      await fs.promises.rename(partial, target);
    },
    read: async (key, range) => {
      const handle = await fs.promises.open(pathOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return handle && handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    remove: async (key) => {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
};
