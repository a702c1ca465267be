import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|woff2?)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz beside every text asset once, at build time, so the server sends compressed files
 * without compressing on each request (the sign-in screen's JS shrinks about fourfold).
 */
export const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  async writeBundle(options) {
    const outDir = options.dir ?? 'dist';
    const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
    await Promise.all(
      files.map(async (file) => {
        const full = path.join(outDir, file);
        const content = await readFile(full);
        await writeFile(`${full}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${full}.gz`, await gzipAsync(content, { level: 9 }));
      }),
    );
  },
});
