import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import type { Measurement } from './measurement.ts';

export const SIGN_IN_JS_GOAL_KB = 180;

/** gzip -9 of the body itself: what the server's transfer encoding does (or not) is not the budget. */
const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/** Every script the sign-in screen loads, including lazy chunks fetched before the network settles. */
export const measureSignInScripts = async (baseUrl: string) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response: Response) => {
      const url = response.url();
      if (response.request().resourceType() === 'script' && response.ok() && !bodies.has(url)) {
        bodies.set(url, response.body());
      }
    });
    const navigation = await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    if (!navigation?.ok()) throw new Error(`GET /login answered ${navigation?.status() ?? 'nothing'}`);
    const scripts = await Promise.all(
      [...bodies].map(async ([url, body]) => {
        const bytes = await body;
        return { url, rawBytes: bytes.length, gzipBytes: gzipBytes(bytes) };
      }),
    );
    return { finalUrl: page.url(), scripts };
  } finally {
    await browser.close();
  }
};

export const signInBundle: Measurement = {
  name: 'sign-in bundle',
  needsWeb: true,
  run: async ({ baseUrl }) => {
    const { finalUrl, scripts } = await measureSignInScripts(baseUrl);
    const gzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const raw = scripts.reduce((sum, script) => sum + script.rawBytes, 0);
    return [
      {
        name: 'JS loaded by the sign-in screen (gzip -9)',
        value: gzip / 1000,
        unit: 'kB',
        goal: SIGN_IN_JS_GOAL_KB,
        note: `${scripts.length} scripts, ${(raw / 1000).toFixed(1)} kB uncompressed, page settled on ${new URL(finalUrl).pathname}`,
      },
    ];
  },
};
