import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { followRequests } from './page-requests';

/** The most JavaScript the sign-in page may load, gzip -9, 1 kB = 1 000 bytes (decisions 031 and 100). */
export const SIGN_IN_JS_BUDGET_KB = 180;

export type LoadedScript = { url: string; rawBytes: number; gzipBytes: number };

/** gzip -9 of the body itself: what the server's transfer encoding does (or not) is not the budget. */
const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/**
 * Every script `/login` loads before any interaction: the entry, its static imports, the modules preloaded for it
 * and the lazy chunks fetched once the form shows, until its requests have settled. Sorted by URL, so two runs print
 * the same list.
 */
export const loadSignInScripts = async (page: Page, loginUrl: string) => {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response: Response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' && response.ok() && !bodies.has(url)) {
      bodies.set(url, response.body());
    }
  });
  const requests = followRequests(page);
  const navigation = await page.goto(loginUrl);
  if (!navigation?.ok()) throw new Error(`GET ${loginUrl} answered ${navigation?.status() ?? 'nothing'}`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await requests.settled();
  const scripts = await Promise.all(
    [...bodies].map(async ([url, body]): Promise<LoadedScript> => {
      const bytes = await body;
      return { url, rawBytes: bytes.length, gzipBytes: gzipBytes(bytes) };
    }),
  );
  return { finalUrl: page.url(), scripts: scripts.sort((a, b) => a.url.localeCompare(b.url)) };
};

export const sumGzipKb = (scripts: readonly LoadedScript[]) =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1000;

/** One line per script, then the total: what the budget check prints. */
export const describeScripts = (scripts: readonly LoadedScript[]) =>
  [
    ...scripts.map(
      (script) => `${(script.gzipBytes / 1000).toFixed(1).padStart(7)} kB  ${new URL(script.url).pathname}`,
    ),
    `${sumGzipKb(scripts).toFixed(1).padStart(7)} kB  gzip -9 of the ${scripts.length} scripts /login loads (budget ${SIGN_IN_JS_BUDGET_KB} kB)`,
  ].join('\n');
