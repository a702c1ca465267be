import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { launchDebuggableChromium } from './chromium.ts';
import type { Measurement, Row } from './measurement.ts';
import { signIn, type TokenPair } from './oauth.ts';
import { median } from './percentiles.ts';
import { READINESS_PATH } from './server-process.ts';

export const LCP_GOAL_SECONDS = 1.0;
export const LCP_RUNS = 3;

/**
 * Mirrors TOKEN_STORAGE_KEY and StoredTokens in apps/web/src/api/token-store.ts (not imported:
 * that module is typed against the DOM library, which the scripts do not load).
 */
const TOKEN_STORAGE_KEY = 'oauth/tokens';

/** Mirrors RETURNING_USER_KEY in apps/web/src/session/returning-user.ts: written once a visit passes the gate. */
const RETURNING_USER_KEY = 'session/returning-user';

/** The part of the page's globals used here; the scripts are not compiled against the DOM library. */
type PageGlobals = {
  localStorage: { setItem: (key: string, value: string) => void; getItem: (key: string) => string | null };
};

/**
 * Puts the tokens where the web app looks for them, opens `path` once as on a previous visit (what the app keeps of
 * it in the browser, decision 191), then empties the HTTP cache: the measured navigation is a returning user's,
 * signed in, with nothing cached.
 */
const prepareSignedInBrowser = async (debuggingPort: number, baseUrl: string, tokens: TokenPair, path: string) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${baseUrl}${READINESS_PATH}`);
    await page.evaluate(([key, value]) => (globalThis as unknown as PageGlobals).localStorage.setItem(key, value), [
      TOKEN_STORAGE_KEY,
      JSON.stringify({ access_token: tokens.access_token, refresh_token: tokens.refresh_token }),
    ] as const);
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(
      (key) => (globalThis as unknown as PageGlobals).localStorage.getItem(key) !== null,
      RETURNING_USER_KEY,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Only disconnects: Playwright did not launch this browser.
    await browser.close();
  }
};

/** Simulated is Lighthouse's reported LCP (desktop throttling applied by Lantern); observed is the unthrottled trace. */
type LcpRun = { lcpMs: number; observedLcpMs: number | null; finalUrl: string };

const observedLcp = (details: unknown): number | null => {
  const items = (details as { items?: Array<{ observedLargestContentfulPaint?: unknown }> } | undefined)?.items;
  const value = items?.[0]?.observedLargestContentfulPaint;
  return typeof value === 'number' ? value : null;
};

const runLighthouse = async (debuggingPort: number, url: string, signedIn: boolean): Promise<LcpRun> => {
  const result = await lighthouse(
    url,
    {
      port: debuggingPort,
      hostname: '127.0.0.1',
      logLevel: 'error',
      output: 'json',
      onlyAudits: ['largest-contentful-paint', 'metrics'],
      // Lighthouse's own reset would clear the tokens we just stored (and the cache, done above instead).
      disableStorageReset: signedIn,
    },
    desktopConfig,
  );
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const lcpAudit = lhr.audits['largest-contentful-paint'];
  const lcpMs = lcpAudit?.numericValue;
  if (lcpMs === undefined) throw new Error(`no LCP for ${url}: ${lcpAudit?.errorMessage ?? 'no reason given'}`);
  return { lcpMs, observedLcpMs: observedLcp(lhr.audits.metrics?.details), finalUrl: lhr.finalDisplayedUrl };
};

const measurePage = async (baseUrl: string, path: string, signedIn: boolean): Promise<LcpRun[]> => {
  const runs: LcpRun[] = [];
  for (let i = 0; i < LCP_RUNS; i += 1) {
    // A fresh browser per run: nothing from the previous run (cache, memory, open sockets) helps the next.
    const browser = await launchDebuggableChromium();
    try {
      if (signedIn) await prepareSignedInBrowser(browser.port, baseUrl, await signIn(baseUrl), path);
      runs.push(await runLighthouse(browser.port, `${baseUrl}${path}`, signedIn));
    } finally {
      await browser.stop();
    }
  }
  return runs;
};

const lcpRow = async (baseUrl: string, path: string, signedIn: boolean): Promise<Row> => {
  const name = `Lighthouse desktop LCP ${path} (median of ${LCP_RUNS})`;
  try {
    const runs = await measurePage(baseUrl, path, signedIn);
    const finalPaths = [...new Set(runs.map((run) => new URL(run.finalUrl).pathname))];
    // A redirect to the sign-in screen would measure the wrong page: the tokens were not accepted.
    if (signedIn && !finalPaths.every((finalPath) => finalPath.startsWith(path))) {
      throw new Error(`did not stay signed in, ended on ${finalPaths.join(', ')}`);
    }
    const runsText = runs.map((run) => (run.lcpMs / 1000).toFixed(2)).join(', ');
    const observed = runs.flatMap((run) => (run.observedLcpMs === null ? [] : [run.observedLcpMs]));
    const observedText =
      observed.length > 0 ? `; unthrottled trace median ${(median(observed) / 1000).toFixed(2)} s` : '';
    return {
      name,
      value: median(runs.map((run) => run.lcpMs)) / 1000,
      unit: 's',
      goal: LCP_GOAL_SECONDS,
      note: `simulated runs ${runsText} s${observedText}; page shown: ${finalPaths.join(', ')}`,
    };
  } catch (error) {
    return { name, value: null, unit: 's', goal: LCP_GOAL_SECONDS, note: `failed: ${(error as Error).message}` };
  }
};

export const lighthouseLcp: Measurement = {
  name: 'Lighthouse LCP',
  needsWeb: true,
  run: async ({ baseUrl }) => [await lcpRow(baseUrl, '/login', false), await lcpRow(baseUrl, '/parcels', true)],
};
