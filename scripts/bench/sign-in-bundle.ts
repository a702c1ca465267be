import { chromium } from 'playwright-core';
import { loadSignInScripts, SIGN_IN_JS_BUDGET_KB, sumGzipKb } from '../../tests/sign-in-scripts.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import type { Measurement } from './measurement.ts';

/** The figure the test `tests/e2e/sign-in-budget.spec.ts` holds to its budget, measured the same way. */
export const signInBundle: Measurement = {
  name: 'sign-in bundle',
  needsWeb: true,
  run: async ({ baseUrl }) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    try {
      const { finalUrl, scripts } = await loadSignInScripts(await browser.newPage(), `${baseUrl}/login`);
      const raw = scripts.reduce((sum, script) => sum + script.rawBytes, 0);
      return [
        {
          name: 'JS loaded by the sign-in screen (gzip -9)',
          value: sumGzipKb(scripts),
          unit: 'kB',
          goal: SIGN_IN_JS_BUDGET_KB,
          note: `${scripts.length} scripts, ${(raw / 1000).toFixed(1)} kB uncompressed, page settled on ${new URL(finalUrl).pathname}`,
        },
      ];
    } finally {
      await browser.close();
    }
  },
};
