import { expect, test } from '@playwright/test';
import { describeScripts, loadSignInScripts, SIGN_IN_JS_BUDGET_KB, sumGzipKb } from '../sign-in-scripts';

// Sizes are deterministic, unlike times: the sign-in page's budget is checked with the tests (decision 100).
test(`the sign-in page loads at most ${SIGN_IN_JS_BUDGET_KB} kB of JavaScript, gzipped`, async ({ page }) => {
  const { finalUrl, scripts } = await loadSignInScripts(page, '/login');
  const list = describeScripts(scripts);
  console.log(list);
  expect(new URL(finalUrl).pathname).toBe('/login');
  expect(sumGzipKb(scripts), list).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET_KB);
});
