/// <reference types="node" />
/**
 * Sums the gzip size of the JavaScript the sign-in page loads from the build in dist/: the entry
 * chunk, its static imports, and the static imports of the /login route chunk. Fails above the
 * budget of docs/decisions/031 (180 kB). Run after `npm run build`: `npm run size -w @console/web`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 180;
const dist = resolve(import.meta.dirname, '../dist');
const assets = join(dist, 'assets');

const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(
  readFileSync(join(dist, 'index.html'), 'utf8'),
)?.[1];
const loginChunk = readdirSync(assets).find((name) => name.startsWith('auth-login.route-') && name.endsWith('.js'));
if (!entry || !loginChunk) throw new Error('dist/ has no entry or sign-in chunk: run the build first');

const loaded = new Set<string>();
const visit = (file: string) => {
  if (loaded.has(file)) return;
  loaded.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) if (match[1]) visit(match[1]);
};
visit(entry);
visit(loginChunk);

let total = 0;
for (const file of loaded) {
  const size = gzipSync(readFileSync(join(assets, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
const totalKb = total / 1024;
console.log(`${totalKb.toFixed(1).padStart(7)} kB  total gzip of JavaScript loaded by /login (budget ${BUDGET_KB} kB)`);
if (totalKb > BUDGET_KB) {
  console.error('Over budget: keep feature screens and heavy libraries out of the entry chunk.');
  process.exitCode = 1;
}
